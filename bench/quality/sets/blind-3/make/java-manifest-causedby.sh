#!/usr/bin/env bash
# Freight manifest importer in plain Java; run crashes with a chained stack trace (Caused by: ...).
set -u
NAME=java-manifest-causedby; PROJ=manifestd
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

P=src/com/harborline/manifest
mkdir -p $P data
cat > $P/ManifestException.java <<'EOF'
package com.harborline.manifest;

public class ManifestException extends Exception {
    private final String file;
    private final int line;

    public ManifestException(String file, int line, String message, Throwable cause) {
        super(file + ":" + line + ": " + message, cause);
        this.file = file;
        this.line = line;
    }

    public String getFile() { return file; }
    public int getLine() { return line; }
}
EOF
cat > $P/Container.java <<'EOF'
package com.harborline.manifest;

public record Container(String id, String isoType, int grossKg, String hsCode, boolean reefer) {
    static final int MAX_GROSS_KG = 32_500;

    public Container {
        if (!id.matches("[A-Z]{4}\\d{7}")) {
            throw new IllegalArgumentException("bad container id " + id);
        }
        if (grossKg <= 0 || grossKg > MAX_GROSS_KG) {
            throw new IllegalArgumentException("gross weight out of range: " + grossKg);
        }
    }
}
EOF
cat > $P/ManifestParser.java <<'EOF'
package com.harborline.manifest;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;

public class ManifestParser {
    private static final Logger LOG = Logger.getLogger(ManifestParser.class.getName());

    public List<Container> parse(Path file) throws IOException, ManifestException {
        List<Container> out = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (n == 1 || line.isBlank()) continue;
                out.add(parseLine(file.getFileName().toString(), n, line));
            }
        }
        LOG.fine(() -> "parsed " + out.size() + " containers from " + file);
        return out;
    }

    Container parseLine(String file, int n, String line) throws ManifestException {
        String[] f = line.split("\\|", -1);
        try {
            int gross = parseWeight(f[2]);
            return new Container(f[0].trim(), f[1].trim(), gross, f[3].trim(), "Y".equals(f[4].trim()));
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new ManifestException(file, n, "cannot read container record", e);
        }
    }

    static int parseWeight(String raw) {
        String t = raw.trim().toLowerCase();
        if (t.endsWith("t")) {
            return (int) Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1000);
        }
        return Integer.parseInt(t.replace("kg", "").trim());
    }
}
EOF
cat > $P/StowagePlanner.java <<'EOF'
package com.harborline.manifest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StowagePlanner {
    private static final Logger LOG = Logger.getLogger(StowagePlanner.class.getName());
    private final ManifestParser parser = new ManifestParser();

    public List<Container> loadVoyage(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted()
                    .filter(p -> p.toString().endsWith(".mft"))
                    .peek(p -> LOG.info("loading manifest " + p.getFileName()))
                    .flatMap(p -> readOne(p).stream())
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<Container> readOne(Path p) {
        try {
            List<Container> cs = parser.parse(p);
            LOG.info(p.getFileName() + ": " + cs.size() + " containers, " + cs.stream().filter(Container::reefer).count() + " reefers");
            return cs;
        } catch (IOException | ManifestException e) {
            throw new IllegalStateException("voyage load aborted at " + p.getFileName(), e);
        }
    }

    static class UncheckedIOException extends RuntimeException {
        UncheckedIOException(IOException e) { super(e); }
    }
}
EOF
cat > $P/Main.java <<'EOF'
package com.harborline.manifest;

import java.nio.file.Path;
import java.util.List;
import java.util.logging.Logger;

public class Main {
    private static final Logger LOG = Logger.getLogger(Main.class.getName());

    public static void main(String[] args) {
        String voyage = args.length > 0 ? args[0] : "data";
        LOG.info("stowage planning for voyage dir " + voyage);
        List<Container> all = new StowagePlanner().loadVoyage(Path.of(voyage));
        int total = all.stream().mapToInt(Container::grossKg).sum();
        LOG.info("total " + all.size() + " containers, " + total + " kg");
    }
}
EOF
cat > data/01_rotterdam.mft <<'EOF'
container|iso|gross|hs|reefer
MSKU1234565|45G1|24300kg|8471.30|N
TGHU7788120|22R1|18.2t|0303.89|Y
CMAU4410023|45G1|29990kg|9403.60|N
OOLU5521907|22G1|12040kg|6403.99|N
EOF
cat > data/02_antwerp.mft <<'EOF'
container|iso|gross|hs|reefer
HLXU3311874|45R1|27.45t|0805.10|Y
MSCU9081234|22G1|21 450kg|8708.29|N
SEGU4480019|45G1|30100kg|8501.52|N
EOF
cat > data/03_hamburg.mft <<'EOF'
container|iso|gross|hs|reefer
BMOU2210456|22G1|9870kg|4819.10|N
EOF
javac -d out $(find src -name '*.java' | sort)
( java -Djava.util.logging.SimpleFormatter.format='%1$tT %4$-7s %3$s - %5$s%6$s%n' -cp out com.harborline.manifest.Main data 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
