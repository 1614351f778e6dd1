#!/usr/bin/env bash
# java run of a harbour tugboat dispatcher: logs a shift of tow jobs, then dies with a wrapped exception chain (Caused by, ... N more)
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tug-dispatch
rm -rf "$P"; mkdir -p "$P/src/harbour/tugs" "$P/src/harbour/berths"; cd "$P"
cat > src/harbour/berths/BerthTable.java <<'T'
package harbour.berths;

import java.util.HashMap;
import java.util.Map;

public class BerthTable {
    private final Map<String, Double> depthsM = new HashMap<>();

    public BerthTable() {
        for (int i = 1; i <= 14; i++) depthsM.put("B" + i, 9.0 + (i % 5) * 1.5);
    }

    public double depth(String berth) {
        Double d = depthsM.get(berth);
        return d;
    }
}
T
cat > src/harbour/tugs/TowPlanException.java <<'T'
package harbour.tugs;

public class TowPlanException extends Exception {
    public TowPlanException(String msg, Throwable cause) { super(msg, cause); }
}
T
cat > src/harbour/tugs/TowPlanner.java <<'T'
package harbour.tugs;

import harbour.berths.BerthTable;

public class TowPlanner {
    private final BerthTable berths = new BerthTable();

    int tugsNeeded(double draughtM, double lengthM, String berth) {
        double clearance = berths.depth(berth) - draughtM;
        int tugs = lengthM > 250 ? 3 : lengthM > 150 ? 2 : 1;
        return clearance < 1.0 ? tugs + 1 : tugs;
    }

    public int plan(String vessel, double draughtM, double lengthM, String berth) throws TowPlanException {
        try {
            return tugsNeeded(draughtM, lengthM, berth);
        } catch (RuntimeException e) {
            throw new TowPlanException("cannot plan tow for " + vessel + " to " + berth, e);
        }
    }
}
T
cat > src/harbour/tugs/Dispatcher.java <<'T'
package harbour.tugs;

import java.time.LocalTime;

public class Dispatcher {
    private static final String[] VESSELS = {"MSC Aurora", "Nordic Fjell", "Cap Serrat", "Heinrich Ost",
        "Pacific Lumen", "Sola Bay", "Kestrel", "Atlantic Venture", "Mira Star", "Baltic Drift"};

    public static void main(String[] args) throws Exception {
        TowPlanner planner = new TowPlanner();
        LocalTime t = LocalTime.of(5, 40);
        for (int job = 1; job <= 48; job++) {
            String vessel = VESSELS[job % VESSELS.length];
            String berth = job == 43 ? "B15" : "B" + (1 + (job * 5) % 14);
            double draught = 7.5 + (job * 7 % 40) / 10.0;
            double length = 120 + (job * 37 % 220);
            try {
                int tugs = planner.plan(vessel, draught, length, berth);
                System.out.printf("%s INFO  dispatch job=%d vessel=\"%s\" berth=%s draught=%.1fm length=%.0fm tugs=%d%n",
                        t, job, vessel, berth, draught, length, tugs);
            } catch (TowPlanException e) {
                throw new IllegalStateException("shift plan aborted at job " + job, e);
            }
            t = t.plusMinutes(17);
        }
    }
}
T
javac -d out $(find src -name "*.java")
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ java -cp out harbour.tugs.Dispatcher'; java -cp out harbour.tugs.Dispatcher 2>&1; echo "exit status: $?"; } | neutral
