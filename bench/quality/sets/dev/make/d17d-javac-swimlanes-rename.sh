#!/bin/bash
# javac of a toy swimming-pool lane booking service after a half-finished rename
# (Lane.bookSlot -> Lane.reserve): many "cannot find symbol" errors plus a couple of others.
# Usage: WORK=<dir> bash d17d-javac-swimlanes-rename.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/swimlanes
rm -rf "$P"; mkdir -p "$P/src/net/poolside/lanes"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
D=src/net/poolside/lanes
cat > $D/Lane.java <<'EOF'
package net.poolside.lanes;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;

public class Lane {
    private final int number;
    private final String speed;
    private final List<LocalTime> taken = new ArrayList<>();

    public Lane(int number, String speed) { this.number = number; this.speed = speed; }

    public int number() { return number; }
    public String speed() { return speed; }

    public boolean reserve(LocalTime start, int swimmers) {
        if (swimmers > 6 || taken.contains(start)) return false;
        return taken.add(start);
    }

    public int freeSlots() { return 28 - taken.size(); }
}
EOF
i=0
for prog in Aquafit Masters Juniors Triathlon Lessons OpenSwim Lengths Waterpolo Diving Seniors Club Lifesaving Sprint Synchro Canoe Parents; do
  i=$((i+1))
  cat > $D/${prog}Booking.java <<EOF
package net.poolside.lanes;

import java.time.LocalTime;

public class ${prog}Booking {
    private final Lane lane;

    public ${prog}Booking(Lane lane) { this.lane = lane; }

    public boolean morning(int swimmers) {
        return lane.bookSlot(LocalTime.of(7, 0), swimmers);
    }

    public boolean evening(int swimmers) {
        return lane.bookSlot(LocalTime.of(19, $((i % 4 * 15))), swimmers);
    }

    public String describe() {
        return "${prog} on lane " + lane.number() + " (" + lane.speed() + ")";
    }
}
EOF
done
# Lessons also gained a helper with a type error
sed -i 's|^    public String describe() {|    public int instructorCount() {\n        int n = lane.speed();\n        return n / 3;\n    }\n\n    public String describe() {|' $D/LessonsBooking.java
cat > $D/Timetable.java <<'EOF'
package net.poolside.lanes;

import java.time.LocalTime;
import java.util.List;
import java.util.Map;

public class Timetable {
    private final List<Lane> lanes;

    public Timetable(List<Lane> lanes) { this.lanes = lanes; }

    public int totalFree() {
        int free = 0;
        for (Lane l : lanes) free += l.freeSlots();
        return free;
    }

    public Map<Integer, String> speeds() {
        Map<Integer, String> m = new java.util.TreeMap<>();
        for (Lane l : lanes) m.put(l.number(), l.speed());
        return m;
    }

    public String busiest() {
        Lane best = lanes.get(0);
        for (Lane l : lanes) if (l.freeSlots() < best.freeSlots()) best = l;
        return best.number();
    }

    public boolean blockForGala(LocalTime start) {
        boolean ok = true;
        for (Lane l : lanes) ok &= l.reserve(start);
        return ok;
    }
}
EOF
{
  echo '$ javac -Xmaxerrs 200 -d out $(find src -name "*.java" | sort)'
  timeout 120 javac -Xmaxerrs 200 -d out $(find src -name "*.java" | sort) 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
