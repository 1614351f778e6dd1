#!/bin/sh
# Seat-reservation service: a Java program that fails with a wrapped exception ("Caused by:").
# usage: BASE=<scratch dir> sh make/06-java-seats-trace.sh > outputs/06-java-seats-trace.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/seatres"; rm -rf "$P"; D="$P/src/com/venueops/seats"; mkdir -p "$D" "$P/conf"; cd "$P"
cat > conf/halls.properties <<'EOF'
# hall.<id>.rows / seatsPerRow / blocked (row:seat list)
hall.main.rows=18
hall.main.seatsPerRow=24
hall.main.blocked=1:1,1:24,18:12
hall.studio.rows=8
hall.studio.seatsPerRow=12
hall.studio.blocked=
hall.balcony.rows=6
hall.balcony.seatsPerRow=20
hall.balcony.blocked=6:1
EOF
cat > "$D/SeatMap.java" <<'EOF'
package com.venueops.seats;

import java.util.BitSet;

public class SeatMap {
    private final String hall;
    private final int rows, perRow;
    private final BitSet taken;

    public SeatMap(String hall, int rows, int perRow) {
        if (rows <= 0 || perRow <= 0) throw new IllegalArgumentException("empty hall " + hall);
        this.hall = hall; this.rows = rows; this.perRow = perRow;
        this.taken = new BitSet(rows * perRow);
    }

    private int index(int row, int seat) {
        if (row < 1 || row > rows || seat < 1 || seat > perRow)
            throw new IndexOutOfBoundsException(hall + " has no seat " + row + ":" + seat);
        return (row - 1) * perRow + (seat - 1);
    }

    public boolean hold(int row, int seat) {
        int i = index(row, seat);
        if (taken.get(i)) return false;
        taken.set(i);
        return true;
    }

    public int free() { return rows * perRow - taken.cardinality(); }
    public String hall() { return hall; }
}
EOF
cat > "$D/HallConfigException.java" <<'EOF'
package com.venueops.seats;

public class HallConfigException extends RuntimeException {
    public HallConfigException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > "$D/ServiceStartupException.java" <<'EOF'
package com.venueops.seats;

public class ServiceStartupException extends Exception {
    public ServiceStartupException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > "$D/HallLoader.java" <<'EOF'
package com.venueops.seats;

import java.io.FileReader;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.logging.Logger;

public class HallLoader {
    private static final Logger LOG = Logger.getLogger(HallLoader.class.getName());

    public Map<String, SeatMap> load(String path) throws IOException {
        Properties p = new Properties();
        try (FileReader r = new FileReader(path)) { p.load(r); }
        TreeSet<String> ids = new TreeSet<>();
        for (String k : p.stringPropertyNames()) ids.add(k.split("\\.")[1]);
        Map<String, SeatMap> out = new LinkedHashMap<>();
        for (String id : ids) {
            out.put(id, buildHall(p, id));
        }
        return out;
    }

    private SeatMap buildHall(Properties p, String id) {
        try {
            int rows = intProp(p, "hall." + id + ".rows");
            int per = intProp(p, "hall." + id + ".seatsPerRow");
            SeatMap m = new SeatMap(id, rows, per);
            String blocked = p.getProperty("hall." + id + ".blocked", "");
            for (String rs : blocked.split(",")) {
                if (rs.isBlank()) continue;
                String[] parts = rs.split(":");
                m.hold(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
            }
            LOG.info(String.format("hall %s: %d seats free", id, m.free()));
            return m;
        } catch (RuntimeException e) {
            throw new HallConfigException("invalid configuration for hall '" + id + "'", e);
        }
    }

    private static int intProp(Properties p, String key) {
        String v = p.getProperty(key);
        if (v == null) throw new IllegalStateException("missing " + key);
        return Integer.parseInt(v.trim());
    }
}
EOF
python3 - <<'EOF'
import random
random.seed(11)
halls = {"main": (18, 24), "studio": (8, 12), "balcony": (6, 20)}
with open("conf/requests.txt", "w") as f:
    for n in range(1, 161):
        h = random.choice(list(halls))
        r, s = halls[h]
        row, seat = random.randint(1, r), random.randint(1, s)
        if n == 117:
            h, row, seat = "studio", 8, 13
        f.write(f"ORD-{4400 + n} {h} {row}:{seat}\n")
EOF
cat > "$D/ReservationException.java" <<'EOF'
package com.venueops.seats;

public class ReservationException extends Exception {
    public ReservationException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > "$D/ReservationService.java" <<'EOF'
package com.venueops.seats;

import java.util.Map;
import java.util.logging.Logger;

public class ReservationService {
    private static final Logger LOG = Logger.getLogger(ReservationService.class.getName());
    private Map<String, SeatMap> halls;

    public void start(String configPath) throws ServiceStartupException {
        LOG.info("starting reservation service, config=" + configPath);
        try {
            halls = new HallLoader().load(configPath);
        } catch (Exception e) {
            throw new ServiceStartupException("could not load hall configuration", e);
        }
        LOG.info("ready: " + halls.keySet());
    }

    public boolean reserve(String order, String hall, int row, int seat) throws ReservationException {
        SeatMap m = halls.get(hall);
        if (m == null) throw new ReservationException(order + ": unknown hall " + hall, null);
        try {
            boolean ok = m.hold(row, seat);
            if (ok) LOG.info(order + " held " + hall + " " + row + ":" + seat + " (" + m.free() + " left)");
            else LOG.warning(order + " seat " + hall + " " + row + ":" + seat + " already taken");
            return ok;
        } catch (IndexOutOfBoundsException e) {
            throw new ReservationException("order " + order + " rejected", e);
        }
    }

    public int replay(String requestsPath) throws Exception {
        int held = 0;
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(requestsPath))) {
            String[] f = line.split(" ");
            String[] rs = f[2].split(":");
            try {
                if (reserve(f[0], f[1], Integer.parseInt(rs[0]), Integer.parseInt(rs[1]))) held++;
            } catch (ReservationException e) {
                throw new IllegalStateException("replay aborted after " + held + " holds", e);
            }
        }
        return held;
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tF %1$tT %4$s %3$s - %5$s%n");
        ReservationService svc = new ReservationService();
        svc.start(args.length > 0 ? args[0] : "conf/halls.properties");
        int n = svc.replay("conf/requests.txt");
        LOG.info("replayed " + n + " holds");
    }
}
EOF
javac -d build $(find src -name '*.java') 2>&1 | neut
{ java -cp build com.venueops.seats.ReservationService conf/halls.properties 2>&1; echo "exit status: $?"; } | neut
