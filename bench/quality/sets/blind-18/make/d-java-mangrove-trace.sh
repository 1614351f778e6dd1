#!/usr/bin/env bash
# long run of a mangrove salinity-buoy ingester that dies with a chained exception (Caused by / ... N more)
W=${WORK:-/home/dev}
P=$W/mangrove-ingest
rm -rf "$P"; mkdir -p "$P/src/net/mangrove/ingest" "$P/data"; cd "$P"
cat > src/net/mangrove/ingest/Reading.java <<'T'
package net.mangrove.ingest;

public record Reading(String buoy, int seq, double salinityPsu, double tempC, double depthM) {
    static Reading parse(String buoy, String line) {
        String[] f = line.split(",");
        if (f.length != 4) throw new IllegalArgumentException("expected 4 fields, got " + f.length + ": " + line);
        return new Reading(buoy, Integer.parseInt(f[0].trim()), Double.parseDouble(f[1].trim()),
                Double.parseDouble(f[2].trim()), Double.parseDouble(f[3].trim()));
    }
}
T
cat > src/net/mangrove/ingest/IngestException.java <<'T'
package net.mangrove.ingest;

public class IngestException extends Exception {
    public IngestException(String msg, Throwable cause) { super(msg, cause); }
}
T
cat > src/net/mangrove/ingest/BuoyFile.java <<'T'
package net.mangrove.ingest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class BuoyFile {
    private final Path path;

    public BuoyFile(Path path) { this.path = path; }

    public List<Reading> read() throws IngestException {
        String buoy = path.getFileName().toString().replace(".csv", "");
        List<Reading> out = new ArrayList<>();
        int lineNo = 0;
        try {
            for (String line : Files.readAllLines(path)) {
                lineNo++;
                if (line.startsWith("#")) continue;
                out.add(Reading.parse(buoy, line));
            }
        } catch (IOException e) {
            throw new IngestException("cannot read " + path, e);
        } catch (RuntimeException e) {
            throw new IngestException(path.getFileName() + " line " + lineNo + ": bad record", e);
        }
        return out;
    }
}
T
cat > src/net/mangrove/ingest/Main.java <<'T'
package net.mangrove.ingest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static int tick = 0;
    static String ts() {
        int s = 8 * 3600 + 14 * 60 + (tick++ * 7) / 10;
        return String.format("2026-03-11 %02d:%02d:%02d,%03d", s / 3600, s / 60 % 60, s % 60, (tick * 137) % 1000);
    }

    static void process(Path file) {
        try {
            List<Reading> rs = new BuoyFile(file).read();
            double mean = rs.stream().mapToDouble(Reading::salinityPsu).average().orElse(0);
            double max = rs.stream().mapToDouble(Reading::salinityPsu).max().orElse(0);
            System.out.printf("%s INFO  [ingest] %s: %d readings, salinity mean %.2f max %.2f psu%n", ts(), file.getFileName(), rs.size(), mean, max);
            if (max > 38.0) System.out.printf("%s WARN  [ingest] %s: hypersaline reading %.2f psu, flagging for review%n", ts(), file.getFileName(), max);
        } catch (IngestException e) {
            throw new IllegalStateException("ingest aborted at " + file.getFileName(), e);
        }
    }

    public static void main(String[] args) throws Exception {
        List<Path> files;
        try (var s = Files.list(Path.of(args[0]))) { files = s.sorted().collect(Collectors.toList()); }
        System.out.printf("%s INFO  [main] mangrove-ingest 2.3.0 starting, %d buoy files in %s%n", ts(), files.size(), args[0]);
        for (Path f : files) {
            System.out.printf("%s DEBUG [ingest] opening %s%n", ts(), f.getFileName());
            process(f);
        }
        System.out.printf("%s INFO  [main] done%n", ts());
    }
}
T
# buoy data: 1280 buoy files, one with a corrupt record
python3 - <<'T'
import random
random.seed(18)
sites = ["kuala", "sundarban", "everglade", "daintree", "bonaire", "cairns", "gazi", "musa"]
n = 0
for s in sites:
    for b in range(1, 161):
        n += 1
        name = f"data/{s}-{b:03d}.csv"
        with open(name, "w") as fp:
            fp.write("# seq,salinity_psu,temp_c,depth_m\n")
            for k in range(1, 49):
                sal = random.uniform(18, 36.5)
                if s == "gazi" and b == 44 and k == 20: sal = 39.12
                if s == "cairns" and b == 7 and k == 3: sal = 38.4
                if s == "musa" and b == 73 and k == 31:
                    fp.write(f"{k}, 31.O4, 27.9, 1.2\n"); continue
                fp.write(f"{k}, {sal:.2f}, {random.uniform(24,31):.1f}, {random.uniform(0.3,2.5):.1f}\n")
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
javac -d out $(find src -name "*.java") 2>&1
{ echo '$ java -cp out net.mangrove.ingest.Main data'; java -cp out net.mangrove.ingest.Main data 2>&1; echo "exit status: $?"; } | neutral
