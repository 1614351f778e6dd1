#!/usr/bin/env bash
# javac + java run of a sponge-diving cooperative's catch reconciler; long INFO log, then a crash with Caused by chains
set -u
WORK=${WORK:-/home/dev}
P=$WORK/spongediver
rm -rf "$P"; mkdir -p "$P/src/coop/sponge/io" "$P/src/coop/sponge/catchlog" "$P/src/coop/sponge/app" "$P/out" "$P/data"
cd "$P"
cat > src/coop/sponge/catchlog/Haul.java <<'EOF'
package coop.sponge.catchlog;

public record Haul(String boat, String diver, int depthM, String species, int pieces, double wetKg) {}
EOF
cat > src/coop/sponge/io/ManifestFormatException.java <<'EOF'
package coop.sponge.io;

public class ManifestFormatException extends Exception {
    public ManifestFormatException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > src/coop/sponge/io/ManifestReader.java <<'EOF'
package coop.sponge.io;

import coop.sponge.catchlog.Haul;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class ManifestReader {
    private final Path file;
    public ManifestReader(Path file) { this.file = file; }

    public List<Haul> read() throws ManifestFormatException {
        List<Haul> out = new ArrayList<>();
        int lineNo = 0;
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) continue;
                out.add(parse(line));
            }
        } catch (IOException e) {
            throw new ManifestFormatException("cannot read " + file, e);
        } catch (RuntimeException e) {
            throw new ManifestFormatException(file.getFileName() + " line " + lineNo + ": bad record", e);
        }
        return out;
    }

    static Haul parse(String line) {
        String[] f = line.split(";");
        return new Haul(f[0], f[1], Integer.parseInt(f[2].trim()), f[3], Integer.parseInt(f[4].trim()), parseKg(f[5]));
    }

    static double parseKg(String s) {
        return Double.parseDouble(s.replace("kg", "").trim());
    }
}
EOF
cat > src/coop/sponge/app/Reconciler.java <<'EOF'
package coop.sponge.app;

import coop.sponge.catchlog.Haul;
import coop.sponge.io.ManifestFormatException;
import coop.sponge.io.ManifestReader;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

public class Reconciler {
    static LocalDateTime clock = LocalDateTime.of(2024, 6, 14, 5, 40, 0);
    static final DateTimeFormatter F = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");

    static void log(String level, String logger, String msg) {
        clock = clock.plusNanos(137_000_000L);
        System.out.printf("%s %-5s %s - %s%n", F.format(clock), level, logger, msg);
    }

    public static void main(String[] args) {
        log("INFO", "Reconciler", "sponge-coop reconciler 2.3.1 starting, season 2024, harbour Kalymnos");
        log("INFO", "Reconciler", "manifest directory data/ (" + args.length + " manifests)");
        double total = 0;
        for (String a : args) {
            try {
                total += reconcile(Path.of(a));
            } catch (ManifestFormatException e) {
                throw new IllegalStateException("reconciliation aborted at manifest " + a, e);
            }
        }
        log("INFO", "Reconciler", String.format("season total %.1f kg", total));
    }

    static double reconcile(Path p) throws ManifestFormatException {
        log("INFO", "ManifestReader", "reading " + p);
        List<Haul> hauls = new ManifestReader(p).read();
        double kg = 0;
        for (Haul h : hauls) {
            kg += h.wetKg();
            String lvl = h.depthM() > 40 ? "WARN " : "DEBUG";
            String extra = h.depthM() > 40 ? " (over 40 m: decompression log required)" : "";
            log(lvl.trim(), "Tally", String.format("%s/%s %dm %s x%d %.2fkg%s",
                h.boat(), h.diver(), h.depthM(), h.species(), h.pieces(), h.wetKg(), extra));
        }
        log("INFO", "Tally", String.format("%s: %d hauls, %.2f kg wet", p.getFileName(), hauls.size(), kg));
        return kg;
    }
}
EOF
boats="Agios-Nikolaos Evangelistria Panormitis Kalliopi Thalassa Meltemi"
divers="Manolis Stavros Yiorgos Nikitas Sotiris Irini Kostas Michalis"
species="honeycomb silk elephant-ear grass zimocca"
n=0
for d in 01 02 03 04 05 06 07 08; do
  f=data/manifest-2024-06-$d.csv
  echo "# boat;diver;depth_m;species;pieces;wet_kg" > $f
  for i in $(seq 1 252); do
    n=$((n+1))
    b=$(echo $boats | cut -d' ' -f$(( n % 6 + 1 )))
    v=$(echo $divers | cut -d' ' -f$(( n % 8 + 1 )))
    s=$(echo $species | cut -d' ' -f$(( n % 5 + 1 )))
    dep=$(( 12 + (n * 7) % 33 ))
    pc=$(( 3 + n % 11 ))
    kg="$(( pc / 2 )).$(( (n * 13) % 100 ))"
    echo "$b;$v;$dep;$s;$pc;${kg} kg" >> $f
  done
done
# a malformed record in the 7th manifest: a decimal comma
sed -i '148s/;\([0-9]*\)\.\([0-9]*\) kg$/;\1,\2 kg/' data/manifest-2024-06-07.csv
javac -d out $(find src -name '*.java') 2>&1
{
  echo '$ java -cp out coop.sponge.app.Reconciler data/manifest-2024-06-*.csv'
  timeout 120 java -cp out coop.sponge.app.Reconciler data/manifest-2024-06-*.csv 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
