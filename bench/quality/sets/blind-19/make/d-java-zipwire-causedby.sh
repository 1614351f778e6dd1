#!/usr/bin/env bash
# A zip-wire park harness-allocation job: logs a few hundred bookings, then dies with a nested Caused by chain.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g' -e 's#/usr/lib/jvm/[^/ ]*#/usr/lib/jvm/java-17#g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/zipline-park
rm -rf "$P"; mkdir -p "$P/src/park/harness" "$P/src/park/booking" "$P/out"; cd "$P"
cat > src/park/harness/HarnessStore.java <<'T'
package park.harness;

import java.util.HashMap;
import java.util.Map;

public class HarnessStore {
    private final Map<String, Integer> stock = new HashMap<>();
    public HarnessStore() { stock.put("XS", 60); stock.put("S", 140); stock.put("M", 220); stock.put("L", 180); stock.put("XL", 40); }

    public String sizeFor(int weightKg, int heightCm) {
        if (weightKg < 25) return "XS";
        if (weightKg < 45) return "S";
        if (weightKg < 80) return "M";
        if (weightKg < 110) return "L";
        if (weightKg <= 130) return "XL";
        throw new IllegalStateException("no harness rated for " + weightKg + " kg (max 130 kg)");
    }

    public void take(String size) {
        int left = stock.get(size);
        if (left == 0) throw new IllegalStateException("harness size " + size + " exhausted");
        stock.put(size, left - 1);
    }
}
T
cat > src/park/booking/AllocationException.java <<'T'
package park.booking;

public class AllocationException extends Exception {
    public AllocationException(String msg, Throwable cause) { super(msg, cause); }
}
T
cat > src/park/booking/SessionPlanner.java <<'T'
package park.booking;

import park.harness.HarnessStore;

public class SessionPlanner {
    private final HarnessStore store = new HarnessStore();

    void allocate(String rider, int weightKg, int heightCm) {
        String size = store.sizeFor(weightKg, heightCm);
        store.take(size);
    }

    public void planSession(String session, String[][] riders) throws AllocationException {
        for (String[] r : riders) {
            try {
                allocate(r[0], Integer.parseInt(r[1]), Integer.parseInt(r[2]));
                System.out.printf("INFO  %s rider=%s weight=%s height=%s allocated%n", session, r[0], r[1], r[2]);
            } catch (RuntimeException e) {
                throw new AllocationException("cannot equip rider " + r[0] + " for session " + session, e);
            }
        }
    }
}
T
cat > src/park/booking/DayRunner.java <<'T'
package park.booking;

public class DayRunner {
    static String[][] riders(int session) {
        String[][] out = new String[12][];
        for (int i = 0; i < 12; i++) {
            int w = 30 + (session * 7 + i * 11) % 75;
            int h = 130 + (session * 3 + i * 5) % 60;
            out[i] = new String[] { "R" + (session * 100 + i), Integer.toString(w), Integer.toString(h) };
        }
        if (session == 17) out[5] = new String[] { "R1705", "9O", "176" };
        return out;
    }

    public static void main(String[] args) {
        SessionPlanner planner = new SessionPlanner();
        for (int s = 1; s <= 24; s++) {
            String id = String.format("S%02d-canopy", s);
            System.out.println("INFO  planning " + id);
            try {
                planner.planSession(id, riders(s));
            } catch (AllocationException e) {
                throw new RuntimeException("day plan aborted at " + id, e);
            }
        }
    }
}
T
javac -d out $(find src -name '*.java' | sort)
{ run 'java -cp out park.booking.DayRunner'; } | neutral > "$HERE/../outputs/d-java-zipwire-causedby.txt"
