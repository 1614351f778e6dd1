#!/bin/bash
# java run of a rail hump-yard classification batch: ~2800 log lines, one WARNING, then a SEVERE with a cause chain
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-java-humpyard-log-long.txt
P=$WORK/humpyard
rm -rf "$P"; mkdir -p "$P/src/yard" "$P/out"; cd "$P"
cat > src/yard/Car.java <<'EOF'
package yard;
public record Car(String reportingMark, int number, String destination, double grossTonnes, boolean hazmat) {
    public String id() { return reportingMark + " " + number; }
}
EOF
cat > src/yard/TrackFullException.java <<'EOF'
package yard;
public class TrackFullException extends Exception {
    public TrackFullException(String msg) { super(msg); }
}
EOF
cat > src/yard/Classifier.java <<'EOF'
package yard;

import java.util.*;
import java.util.logging.*;

public class Classifier {
    private static final Logger LOG = Logger.getLogger("yard.classifier");
    static final double MAX_GROSS_T = 130.0;
    private final Map<String, Integer> trackFor = new HashMap<>();
    private final Map<Integer, List<Car>> tracks = new TreeMap<>();
    private final int capacity;

    public Classifier(int capacity) {
        this.capacity = capacity;
        String[] dests = {"Harwick", "Dunmore", "Ellery Jct", "Port Sabine", "Calder", "Norbury", "Tamsin", "Westfall"};
        for (int i = 0; i < dests.length; i++) trackFor.put(dests[i], 11 + i);
    }

    public int classify(Car car) throws TrackFullException {
        Integer track = trackFor.get(car.destination());
        if (car.grossTonnes() > MAX_GROSS_T) {
            LOG.warning(String.format("%s gross %.1f t exceeds hump limit %.1f t; routed to hold track 30", car.id(), car.grossTonnes(), MAX_GROSS_T));
            track = 30;
        }
        List<Car> cut = tracks.computeIfAbsent(track, k -> new ArrayList<>());
        if (cut.size() >= capacity) {
            throw new TrackFullException("track " + track + " full (" + capacity + " cars) at " + car.id());
        }
        cut.add(car);
        return track;
    }

    public Map<Integer, List<Car>> tracks() { return tracks; }
}
EOF
cat > src/yard/HumpBatch.java <<'EOF'
package yard;

import java.util.*;
import java.util.logging.*;

public class HumpBatch {
    private static final Logger LOG = Logger.getLogger("yard.batch");

    static List<Car> arrivals(int n) {
        String[] marks = {"CNRX", "TTGX", "BNSF", "GATX", "UTLX", "DTTX"};
        String[] dests = {"Harwick", "Dunmore", "Ellery Jct", "Port Sabine", "Calder", "Norbury", "Tamsin", "Westfall", "Kestrel Bay"};
        List<Car> cars = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String dest = dests[(i * 7 + i / 13) % 8];
            if (i == 2391) dest = dests[8];
            double gross = 62.0 + (i * 37 % 61);
            if (i == 1187) gross = 131.4;
            cars.add(new Car(marks[i % marks.length], 100000 + i * 17, dest, gross, i % 41 == 0));
        }
        return cars;
    }

    public static void main(String[] args) {
        Classifier c = new Classifier(400);
        List<Car> cars = arrivals(2600);
        LOG.info("hump session started: " + cars.size() + " cars on receiving tracks R1-R6");
        long t0 = 0;
        int n = 0;
        try {
            for (Car car : cars) {
                int track;
                try {
                    track = c.classify(car);
                } catch (NullPointerException e) {
                    throw new IllegalStateException("no classification track for destination '" + car.destination() + "' (car " + car.id() + ")", e);
                }
                n++;
                LOG.info(String.format("cut %04d %-12s -> track %d%s", n, car.id(), track, car.hazmat() ? " [hazmat, no humping over 4 mph]" : ""));
            }
        } catch (Exception e) {
            LOG.log(Level.SEVERE, "hump session aborted after " + n + " cars", e);
            System.exit(1);
        }
        LOG.info("hump session complete");
    }
}
EOF
javac -d out src/yard/*.java
{
  echo '$ java -Djava.util.logging.SimpleFormatter.format="%4$s %3$s - %5$s%6$s%n" -cp out yard.HumpBatch'
  java -Djava.util.logging.SimpleFormatter.format="%4\$s %3\$s - %5\$s%6\$s%n" -cp out yard.HumpBatch 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
