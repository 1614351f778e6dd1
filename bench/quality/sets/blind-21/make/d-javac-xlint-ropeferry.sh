#!/bin/bash
# javac -Xlint:all on a river rope-ferry crossing log: compiles, with lint warnings.
WORK=${WORK:-/home/dev}; P=$WORK/ropeferry; rm -rf "$P"; mkdir -p "$P/src/uk/ropeferry/log" "$P/out"; cd "$P"
cat > src/uk/ropeferry/log/Crossing.java <<'T'
package uk.ropeferry.log;

import java.io.Serializable;
import java.util.Date;

public class Crossing implements Serializable {
    public enum Direction { NORTH_BANK, SOUTH_BANK }
    private final Direction dir;
    private final int passengers;
    private final int bicycles;
    private final Date when;

    public Crossing(Direction dir, int passengers, int bicycles, Date when) {
        this.dir = dir; this.passengers = passengers; this.bicycles = bicycles; this.when = when;
    }
    public Direction dir() { return dir; }
    public int passengers() { return passengers; }
    public int bicycles() { return bicycles; }
    public int hourOfDay() { return when.getHours(); }
}
T
cat > src/uk/ropeferry/log/Fares.java <<'T'
package uk.ropeferry.log;

public final class Fares {
    private Fares() {}
    public static int pence(Crossing c, boolean season) {
        int total = 0;
        switch (c.dir()) {
            case NORTH_BANK:
                total += 20;
            case SOUTH_BANK:
                total += c.passengers() * (season ? 80 : 150) + c.bicycles() * 50;
                break;
        }
        return total;
    }
}
T
cat > src/uk/ropeferry/log/Ledger.java <<'T'
package uk.ropeferry.log;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Ledger {
    private final List crossings = new ArrayList();
    private final Map<Integer, Integer> byHour = new HashMap<>();

    public void record(Crossing c) {
        crossings.add(c);
        byHour.merge(c.hourOfDay(), c.passengers(), Integer::sum);
    }

    @SuppressWarnings("unused")
    public int busiestHour() {
        int best = -1, max = -1;
        for (Map.Entry<Integer, Integer> e : byHour.entrySet()) {
            if (e.getValue() > max) { max = e.getValue(); best = e.getKey(); }
        }
        return best;
    }

    public List<Crossing> all() {
        return (List<Crossing>) (Object) crossings;
    }

    public Integer passengersAt(int hour) {
        return new Integer(byHour.getOrDefault(hour, 0));
    }
}
T
cat > src/uk/ropeferry/log/Main.java <<'T'
package uk.ropeferry.log;

import java.util.Date;

public class Main {
    public static void main(String[] args) {
        Ledger l = new Ledger();
        l.record(new Crossing(Crossing.Direction.NORTH_BANK, 4, 1, new Date(126, 5, 14, 9, 30)));
        l.record(new Crossing(Crossing.Direction.SOUTH_BANK, 2, 0, new Date(126, 5, 14, 9, 50)));
        System.out.println("busiest hour " + l.busiestHour());
    }
}
T
{ echo '$ javac -Xlint:all -d out $(find src -name "*.java")'; javac -Xlint:all -d out $(find src -name "*.java") 2>&1; echo "exit status: $?"; } \
 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
