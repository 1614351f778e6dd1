#!/usr/bin/env bash
# d-java-scriptorium-trace: a manuscript-digitisation batch (plain Java) logs its
# progress over many folios, then dies with a three-level exception chain
# (`Caused by:` ... `... N more`).
WORK=${WORK:-/home/dev}
P=$WORK/scriptorium
rm -rf "$P"; mkdir -p "$P/src/org/vellum/scan" "$P/out" "$P/data"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > src/org/vellum/scan/FolioMetadata.java <<'T'
package org.vellum.scan;

public record FolioMetadata(String shelfmark, int folio, char side, int dpi, String hand, String dated) {
    public String label() { return shelfmark + " f." + folio + side; }
}
T

cat > src/org/vellum/scan/MetadataParser.java <<'T'
package org.vellum.scan;

import java.time.Year;

public class MetadataParser {
    public FolioMetadata parse(String line) {
        String[] f = line.split("\\|");
        int folio = Integer.parseInt(f[1].trim());
        char side = f[2].trim().charAt(0);
        int dpi = Integer.parseInt(f[3].trim());
        String dated = normaliseDate(f[5].trim());
        return new FolioMetadata(f[0].trim(), folio, side, dpi, f[4].trim(), dated);
    }

    String normaliseDate(String raw) {
        if (raw.startsWith("s.")) {
            int century = roman(raw.substring(2).trim());
            return "c." + ((century - 1) * 100 + 50);
        }
        return Year.parse(raw).toString();
    }

    static int roman(String r) {
        int total = 0, prev = 0;
        for (int i = r.length() - 1; i >= 0; i--) {
            int v = switch (r.charAt(i)) {
                case 'i' -> 1; case 'v' -> 5; case 'x' -> 10; case 'l' -> 50;
                default -> throw new IllegalArgumentException("not a roman numeral: " + r);
            };
            total += v < prev ? -v : v;
            prev = Math.max(prev, v);
        }
        return total;
    }
}
T

cat > src/org/vellum/scan/QuireLoader.java <<'T'
package org.vellum.scan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class QuireLoader {
    private final MetadataParser parser = new MetadataParser();

    public List<FolioMetadata> load(Path manifest) throws IOException {
        List<FolioMetadata> out = new ArrayList<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(manifest)) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) continue;
            try {
                out.add(parser.parse(line));
            } catch (RuntimeException e) {
                throw new ManifestException(manifest.getFileName() + " line " + lineNo + ": cannot read folio record", e);
            }
        }
        return out;
    }

    public static class ManifestException extends RuntimeException {
        public ManifestException(String msg, Throwable cause) { super(msg, cause); }
    }
}
T

cat > src/org/vellum/scan/DigitisationBatch.java <<'T'
package org.vellum.scan;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.util.List;
import java.util.stream.Stream;

public class DigitisationBatch {
    private static void log(String level, String msg) {
        System.out.printf("%s %-5s [batch] %s%n", "2026-03-14T09:" + String.format("%02d", tick / 60) + ":" + String.format("%02d", tick % 60), level, msg);
        tick += 3;
    }
    private static int tick = 4;

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        QuireLoader loader = new QuireLoader();
        log("INFO", "scriptorium batch 2.3.1 starting, manifests in " + dir.toAbsolutePath());
        List<Path> manifests;
        try (Stream<Path> s = Files.list(dir)) {
            manifests = s.filter(p -> p.toString().endsWith(".psv")).sorted().toList();
        }
        log("INFO", "found " + manifests.size() + " manifests");
        int total = 0;
        for (Path m : manifests) {
            try {
                List<FolioMetadata> folios = loader.load(m);
                for (FolioMetadata f : folios) {
                    log("DEBUG", "queued " + f.label() + " dpi=" + f.dpi() + " hand=" + f.hand() + " dated=" + f.dated());
                }
                total += folios.size();
                log("INFO", m.getFileName() + ": " + folios.size() + " folios queued");
            } catch (QuireLoader.ManifestException e) {
                throw new IllegalStateException("batch aborted while loading " + m.getFileName(), e);
            }
        }
        log("INFO", "queued " + total + " folios");
    }
}
T

gen() { # shelfmark nfolios hand dated
  local sm=$1 n=$2 hand=$3 dated=$4
  echo "# shelfmark|folio|side|dpi|hand|dated"
  for i in $(seq 1 "$n"); do
    echo "$sm|$i|r|600|$hand|$dated"
    echo "$sm|$i|v|600|$hand|$dated"
  done
}
gen "MS Lat. 118" 48 "A" "s.xii" > data/01-lat118.psv
gen "MS Add. 4021" 37 "B" "1347" > data/02-add4021.psv
{ gen "MS Harl. 77" 29 "C" "s.xiv"; echo "MS Harl. 77|30|r|600|C|s.xiv"; echo "MS Harl. 77|30|v|600|C|1402-1410"; echo "MS Harl. 77|31|r|600|C|s.xv"; } > data/03-harl77.psv
gen "MS Rawl. 9" 6 "D" "s.xv" > data/04-rawl9.psv

javac -d out $(find src -name "*.java") || exit 1
{
  echo '$ java -cp out org.vellum.scan.DigitisationBatch data'
  java -cp out org.vellum.scan.DigitisationBatch data 2>&1; echo "exit status: $?"
} | neutral
