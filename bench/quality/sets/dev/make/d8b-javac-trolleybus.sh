#!/bin/bash
# javac -Xlint:all -Xdiags:verbose on a trolleybus overhead-line timetable project: many lint warnings, three errors
WORK=${WORK:-/home/dev}
P=$WORK/trolley-timetable
rm -rf "$P"; mkdir -p "$P/src/net/citytrolley/timetable" "$P/src/net/citytrolley/overhead"
cd "$P"
T=src/net/citytrolley/timetable
O=src/net/citytrolley/overhead
cat > $T/Stop.java <<'EOF'
package net.citytrolley.timetable;

public record Stop(String code, String name, int zone) {}
EOF
cat > $T/LegacyClock.java <<'EOF'
package net.citytrolley.timetable;

public class LegacyClock {
    /** @deprecated use java.time.LocalTime */
    @Deprecated
    public static int minutesSinceMidnight(int h, int m) { return h * 60 + m; }
}
EOF
for route in 3 5 7 11 14 18 22 26 31 33 36 40; do
cat > $T/Route$route.java <<EOF
package net.citytrolley.timetable;

import java.util.ArrayList;
import java.util.List;

public class Route$route {
    private final List stops = new ArrayList();

    public void add(Stop s) {
        stops.add(s);
    }

    public int firstDeparture() {
        return LegacyClock.minutesSinceMidnight(5, $route % 30);
    }

    public String headsign(int dir) {
        String h;
        switch (dir) {
            case 0:
                h = "Depot";
            case 1:
                h = "Central";
                break;
            default:
                h = "Not in service";
        }
        return h;
    }
}
EOF
done
cat > $O/Feeder.java <<'EOF'
package net.citytrolley.overhead;

import java.util.List;

public class Feeder {
    private final String id;
    private final double amps;

    public Feeder(String id, double amps) {
        this.id = id;
        this.amps = amps;
    }

    public int ampsRounded() {
        return amps;
    }

    public double loadFactor(List<Double> samples) {
        double max = 0;
        for (double s : samples) max = Math.max(max, s);
        return max / amps;
    }
}
EOF
cat > $O/SectionBreaker.java <<'EOF'
package net.citytrolley.overhead;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class SectionBreaker {
    private boolean open;

    public String status() {
        if (open) {
            return "OPEN";
        } else if (!open) {
            return "CLOSED";
        }
    }

    public String lastTrip(Path log) {
        return Files.readString(log).lines().reduce((a, b) -> b).orElse("none");
    }
}
EOF
cat > $O/Substation.java <<'EOF'
package net.citytrolley.overhead;

import java.util.HashMap;
import java.util.Map;

public class Substation {
    private final Map<String, Feeder> feeders = new HashMap<>();

    public void register(Feeder f) {
        feeders.put(f.id(), f);
    }

    public Feeder feeder(String id) {
        return feeders.get(id);
    }

    @SuppressWarnings("unchecked")
    public Map<String, Feeder> snapshot() {
        return (Map<String, Feeder>) ((HashMap<String, Feeder>) feeders).clone();
    }
}
EOF
{
echo '$ javac -Xlint:all -Xdiags:verbose -Xmaxwarns 200 -d out $(find src -name "*.java" | sort)'
javac -Xlint:all -Xdiags:verbose -Xmaxwarns 200 -d out $(find src -name "*.java" | sort) 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
