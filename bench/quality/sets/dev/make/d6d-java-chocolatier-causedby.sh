#!/bin/bash
# javac + java run of a chocolate tempering scheduler; the run dies with a wrapped exception chain (Caused by).
# usage: WORK=<scratch dir> bash d6d-java-chocolatier-causedby.sh > ../outputs/d6d-java-chocolatier-causedby.txt
WORK=${WORK:-/home/dev}
P=$WORK/chocolatier
rm -rf "$P"; mkdir -p "$P/src/com/cacaoworks/temper" "$P/out"; cd "$P"
D=src/com/cacaoworks/temper
cat > $D/Main.java <<'EOF'
package com.cacaoworks.temper;

import java.util.List;

public class Main {
    public static void main(String[] args) {
        Scheduler s = new Scheduler(List.of(
            new Batch("dark-70", "couverture", 12.5),
            new Batch("milk-38", "couverture", 8.0),
            new Batch("ruby-47", "callets", 4.25)));
        s.planDay("2026-11-30");
    }
}
EOF
cat > $D/Batch.java <<'EOF'
package com.cacaoworks.temper;

public record Batch(String name, String form, double kilos) {}
EOF
cat > $D/Curve.java <<'EOF'
package com.cacaoworks.temper;

import java.util.Map;

/** Tempering curves: melt, cool, work temperatures in Celsius. */
public final class Curve {
    static final Map<String, double[]> CURVES = Map.of(
        "dark", new double[] {50.0, 28.0, 31.5},
        "milk", new double[] {45.0, 27.0, 30.0},
        "white", new double[] {40.0, 26.0, 28.5});

    static double[] forBatch(Batch b) {
        String kind = b.name().substring(0, b.name().indexOf('-'));
        double[] c = CURVES.get(kind);
        if (c == null) {
            throw new IllegalArgumentException("no tempering curve for chocolate kind '" + kind + "' (batch " + b.name() + ")");
        }
        return c;
    }
}
EOF
cat > $D/Machine.java <<'EOF'
package com.cacaoworks.temper;

public class Machine {
    private final String id;
    private final double capacityKg;

    Machine(String id, double capacityKg) { this.id = id; this.capacityKg = capacityKg; }

    int cycles(Batch b) {
        double[] curve = Curve.forBatch(b);
        int minutesPerCycle = (int) Math.ceil((curve[0] - curve[1]) * 1.5);
        return (int) Math.ceil(b.kilos() / capacityKg) * minutesPerCycle;
    }

    String id() { return id; }
}
EOF
cat > $D/Scheduler.java <<'EOF'
package com.cacaoworks.temper;

import java.util.ArrayList;
import java.util.List;

public class Scheduler {
    private final List<Batch> batches;
    private final List<Machine> machines = List.of(new Machine("T-1", 5.0), new Machine("T-2", 3.5));

    Scheduler(List<Batch> batches) { this.batches = batches; }

    void planDay(String date) {
        List<String> plan = new ArrayList<>();
        int minute = 0;
        for (Batch b : batches) {
            try {
                Machine m = machines.get(plan.size() % machines.size());
                int mins = m.cycles(b);
                plan.add(String.format("%s %s on %s at +%d min (%d min)", date, b.name(), m.id(), minute, mins));
                minute += mins;
            } catch (IllegalArgumentException e) {
                throw new PlanningException("cannot plan batch " + b.name() + " for " + date, e);
            }
        }
        plan.forEach(System.out::println);
    }
}
EOF
cat > $D/PlanningException.java <<'EOF'
package com.cacaoworks.temper;

public class PlanningException extends RuntimeException {
    public PlanningException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
{
  echo '$ javac -d out $(find src -name "*.java") && java -cp out com.cacaoworks.temper.Main'
  javac -d out $(find src -name "*.java") 2>&1 && java -cp out com.cacaoworks.temper.Main 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
