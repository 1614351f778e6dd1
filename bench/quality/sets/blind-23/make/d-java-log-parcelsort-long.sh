#!/bin/bash
# a Java parcel-sorting hub simulator logs a long shift run (java.util.logging); one chute jams mid-run with a stack trace
WORK=${WORK:-/home/dev}; P=$WORK/parcelhub
rm -rf "$P"; mkdir -p "$P/src/hub"; cd "$P"
cat > src/hub/Chute.java <<'EOF'
package hub;

public class Chute {
    final int id;
    int capacity;
    int load;

    Chute(int id, int capacity) { this.id = id; this.capacity = capacity; }

    void drop(String parcel, int kg) {
        if (load + kg > capacity) {
            throw new IllegalStateException("chute " + id + " over capacity: " + (load + kg) + " kg > " + capacity + " kg (parcel " + parcel + ")");
        }
        load += kg;
    }

    void empty() { load = 0; }
    void jam() { capacity = load; }
    void clear() { capacity = 400; }
}
EOF
cat > src/hub/Sorter.java <<'EOF'
package hub;

import java.util.logging.*;

public class Sorter {
    private static final Logger LOG = Logger.getLogger("hub.Sorter");
    private final Chute[] chutes;

    Sorter(int n) {
        chutes = new Chute[n];
        for (int i = 0; i < n; i++) chutes[i] = new Chute(i + 1, 400);
    }

    int route(String postcode) {
        int h = 0;
        for (char c : postcode.toCharArray()) h = h * 31 + c;
        return Math.floorMod(h, chutes.length);
    }

    void sort(String parcel, String postcode, int kg) {
        Chute c = chutes[route(postcode)];
        try {
            c.drop(parcel, kg);
        } catch (IllegalStateException e) {
            throw new RuntimeException("sorting halted at parcel " + parcel, e);
        }
    }

    void jam(int id) {
        LOG.warning("chute " + id + " photo-eye blocked, chute frozen at " + chutes[id - 1].load + " kg");
        chutes[id - 1].jam();
    }

    void clearJams() {
        for (Chute c : chutes) if (c.capacity != 400) { c.clear(); LOG.info("chute " + c.id + " cleared by operator"); }
    }

    void emptyAll(int wave) {
        int total = 0;
        for (Chute c : chutes) { total += c.load; c.empty(); }
        LOG.info(String.format("wave %d complete: %d kg dispatched to vans", wave, total));
    }
}
EOF
cat > src/hub/ShiftRun.java <<'EOF'
package hub;

import java.util.logging.*;

public class ShiftRun {
    private static final Logger LOG = Logger.getLogger("hub.ShiftRun");

    public static void main(String[] args) {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tH:%1$tM:%1$tS %4$-7s %3$s - %5$s%6$s%n");
        LogManager.getLogManager().reset();
        ConsoleHandler h = new ConsoleHandler();
        h.setFormatter(new SimpleFormatter());
        Logger.getLogger("").addHandler(h);
        Sorter s = new Sorter(24);
        String[] areas = {"LS6", "BD1", "HX3", "YO10", "HG2", "WF1", "DN4", "S11", "HD7", "LS28"};
        int n = 0;
        for (int wave = 1; wave <= 12; wave++) {
            LOG.info("wave " + wave + " starting, belt speed 2.1 m/s");
            for (int i = 0; i < 170; i++) {
                n++;
                String parcel = String.format("PX%06d", 400000 + n);
                String pc = areas[(n * 7) % areas.length] + " " + (n % 9) + (char) ('A' + n % 26) + (char) ('A' + (n / 26) % 26);
                int kg = 1 + (n * 13) % 23;
                if (wave == 7 && i == 80) s.jam(14);
                try {
                    s.sort(parcel, pc, kg);
                    LOG.info(String.format("%s -> chute %d (%s, %d kg)", parcel, s.route(pc) + 1, pc, kg));
                } catch (RuntimeException e) {
                    LOG.log(Level.SEVERE, "parcel " + parcel + " diverted to manual table", e);
                    s.clearJams();
                }
            }
            s.emptyAll(wave);
        }
        LOG.info("shift complete: " + n + " parcels scanned");
    }
}
EOF
mkdir -p out && javac -d out src/hub/*.java
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run java -cp out hub.ShiftRun | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" | awk 'BEGIN{s=6*3600+40*60} /^[0-9][0-9]:[0-9][0-9]:[0-9][0-9] /{ t=s+int(NR/9); $1=sprintf("%02d:%02d:%02d", int(t/3600), int(t%3600/60), t%60) } {print}'
