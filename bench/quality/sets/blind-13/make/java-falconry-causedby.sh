#!/usr/bin/env bash
# Falconry mews scheduler: java program whose weigh-in import fails with a wrapped cause chain.
P=${WORK:-/home/dev}/mews-roster
rm -rf "$P"; mkdir -p "$P/src/org/mews/roster" "$P/data"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > data/weighins.csv <<'EOF'
bird,species,date,grams,flying_weight
Ash,Harris hawk,2024-03-01,712,700
Bramble,Barn owl,2024-03-01,318,310
Cinder,Peregrine,2024-03-01,6l4,600
Dusk,Kestrel,2024-03-01,201,195
EOF
cat > src/org/mews/roster/WeighIn.java <<'EOF'
package org.mews.roster;

public record WeighIn(String bird, String species, String date, int grams, int flyingWeight) {
    static WeighIn parse(String line) {
        String[] f = line.split(",");
        return new WeighIn(f[0], f[1], f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4]));
    }
    boolean fitToFly() { return grams <= flyingWeight * 1.03; }
}
EOF
cat > src/org/mews/roster/WeighInImporter.java <<'EOF'
package org.mews.roster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class WeighInImporter {
    public static class ImportException extends RuntimeException {
        public ImportException(String msg, Throwable cause) { super(msg, cause); }
    }

    List<WeighIn> load(Path csv) {
        List<String> lines;
        try {
            lines = Files.readAllLines(csv);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<WeighIn> out = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            try {
                out.add(WeighIn.parse(lines.get(i)));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad weigh-in at " + csv.getFileName() + " line " + (i + 1), e);
            }
        }
        return out;
    }

    public List<WeighIn> importAll(Path dir) {
        try {
            return load(dir.resolve("weighins.csv"));
        } catch (RuntimeException e) {
            throw new ImportException("could not import weigh-ins from " + dir, e);
        }
    }
}
EOF
cat > src/org/mews/roster/DailyRoster.java <<'EOF'
package org.mews.roster;

import java.nio.file.Path;

public class DailyRoster {
    public static void main(String[] args) {
        var importer = new WeighInImporter();
        var birds = importer.importAll(Path.of(args.length > 0 ? args[0] : "data"));
        for (WeighIn w : birds) {
            System.out.printf("%-8s %-12s %s%n", w.bird(), w.species(), w.fitToFly() ? "FLY" : "REST");
        }
    }
}
EOF
javac -d build $(find src -name '*.java') 2>&1 | neut
echo '$ java -cp build org.mews.roster.DailyRoster data'
java -cp build org.mews.roster.DailyRoster data 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
