#!/bin/bash
# a fog-net water-yield collector: runs, logs, then dies with a chained exception
source "$(dirname "$0")/d-lib.sh"
P=$WORK/fogcatcher
rm -rf "$P"; mkdir -p "$P/src/org/fognet/collect" "$P/out" "$P/conf"
cd "$P"
cat > src/org/fognet/collect/Station.java <<'T'
package org.fognet.collect;

public record Station(String id, double netAreaM2, double elevationM, String calibration) {}
T
cat > src/org/fognet/collect/CalibrationParser.java <<'T'
package org.fognet.collect;

public final class CalibrationParser {
    private CalibrationParser() {}

    /** "litres-per-tick:0.042" -> 0.042 */
    static double litresPerTick(String spec) {
        String[] parts = spec.split(":");
        if (parts.length != 2) {
            throw new IllegalArgumentException("calibration must be key:value, got '" + spec + "'");
        }
        return Double.parseDouble(parts[1].trim());
    }
}
T
cat > src/org/fognet/collect/StationRegistry.java <<'T'
package org.fognet.collect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class StationRegistry {
    private final List<Station> stations = new ArrayList<>();

    public void load(Path csv) throws IOException {
        int lineNo = 0;
        for (String line : Files.readAllLines(csv)) {
            lineNo++;
            if (lineNo == 1 || line.isBlank()) continue;
            String[] c = line.split(",");
            try {
                Station s = new Station(c[0], Double.parseDouble(c[1]), Double.parseDouble(c[2]), c[3]);
                CalibrationParser.litresPerTick(s.calibration());
                stations.add(s);
                System.out.printf("2026-03-14T05:0%d:%02d DEBUG [registry] station %s net=%.1fm2 elev=%.0fm cal=%s%n", stations.size() % 10, lineNo % 60, s.id(), s.netAreaM2(), s.elevationM(), s.calibration());
            } catch (RuntimeException e) {
                throw new IllegalStateException("bad station row " + lineNo + " in " + csv.getFileName(), e);
            }
        }
    }

    public List<Station> all() { return stations; }
}
T
cat > src/org/fognet/collect/YieldJob.java <<'T'
package org.fognet.collect;

import java.nio.file.Path;
import java.time.LocalTime;

public class YieldJob {
    private final StationRegistry registry = new StationRegistry();

    private int tick = 0;

    void log(String level, String msg) {
        tick += 3 + msg.length() % 5;
        System.out.printf("2026-03-14T%s %-5s [yield-job] %s%n", LocalTime.of(5, 0).plusSeconds(tick), level, msg);
    }

    void start(Path confDir) {
        log("INFO", "fogcatcher yield job 4.2.0 starting, conf=" + confDir);
        for (String region : new String[]{"atacama-north", "atacama-south", "lima-lomas", "tenerife-anaga"}) {
            Path csv = confDir.resolve(region + ".csv");
            log("INFO", "loading stations for region " + region + " from " + csv.getFileName());
            try {
                registry.load(csv);
            } catch (Exception e) {
                throw new RuntimeException("region " + region + " failed to load", e);
            }
            log("INFO", "region " + region + " ok, stations so far: " + registry.all().size());
        }
    }

    public static void main(String[] args) {
        new YieldJob().start(Path.of(args[0]));
    }
}
T
gen() { # region count badrow badvalue
  echo "id,net_area_m2,elevation_m,calibration"
  for i in $(seq 1 $2); do
    if [ "$i" = "$3" ]; then echo "$1-$i,40,$((600+i)),$4"; else echo "$1-$i,$((36+i%9)),$((600+i*3)),litres-per-tick:0.0$((30+i%17))"; fi
  done > /dev/stdout
}
gen AN 40 0 x > conf/atacama-north.csv
gen AS 55 0 x > conf/atacama-south.csv
gen LL 31 17 "litres-per-tick:0.047L" > conf/lima-lomas.csv
gen TA 22 0 x > conf/tenerife-anaga.csv
javac -d out $(find src -name '*.java')
{ run "java -cp out org.fognet.collect.YieldJob $P/conf"; } | neutral > "$OUTDIR/d-java-causedby-fogcatcher.txt"
