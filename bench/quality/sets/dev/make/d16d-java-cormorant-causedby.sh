#!/usr/bin/env bash
# run a cormorant-fishing catch ledger importer that logs per record, then dies with a chained exception
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/cormorant-ledger
rm -rf "$P"; mkdir -p "$P/src/net/riverguild/ledger" "$P/data"; cd "$P"
cat > src/net/riverguild/ledger/CatchRecord.java <<'T'
package net.riverguild.ledger;

public record CatchRecord(String boat, String bird, String species, int grams, String landedAt) {
    static CatchRecord parse(String line, int lineNo) {
        String[] f = line.split(",");
        if (f.length != 5) {
            throw new IllegalArgumentException("line " + lineNo + ": expected 5 fields, got " + f.length);
        }
        return new CatchRecord(f[0].trim(), f[1].trim(), f[2].trim(), Integer.parseInt(f[3].trim()), f[4].trim());
    }
}
T
cat > src/net/riverguild/ledger/LedgerReader.java <<'T'
package net.riverguild.ledger;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class LedgerReader {
    private final Path file;

    public LedgerReader(Path file) { this.file = file; }

    public List<CatchRecord> readAll() throws LedgerException {
        List<CatchRecord> out = new ArrayList<>();
        int lineNo = 0;
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (lineNo == 1 || line.isBlank()) continue;
                out.add(parseLine(line, lineNo));
            }
        } catch (IOException e) {
            throw new LedgerException("cannot read " + file, e);
        }
        return out;
    }

    private CatchRecord parseLine(String line, int lineNo) throws LedgerException {
        try {
            return CatchRecord.parse(line, lineNo);
        } catch (NumberFormatException e) {
            throw new LedgerException("bad weight at " + file.getFileName() + ":" + lineNo, e);
        }
    }
}
T
cat > src/net/riverguild/ledger/LedgerException.java <<'T'
package net.riverguild.ledger;

public class LedgerException extends Exception {
    public LedgerException(String msg, Throwable cause) { super(msg, cause); }
}
T
cat > src/net/riverguild/ledger/SeasonImport.java <<'T'
package net.riverguild.ledger;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SeasonImport {
    private final Map<String, Integer> gramsByBoat = new TreeMap<>();

    void importDay(Path day) {
        try {
            List<CatchRecord> recs = new LedgerReader(day).readAll();
            for (CatchRecord r : recs) {
                gramsByBoat.merge(r.boat(), r.grams(), Integer::sum);
                System.out.printf("INFO  ledger  %s boat=%s bird=%s species=%s grams=%d%n", r.landedAt(), r.boat(), r.bird(), r.species(), r.grams());
            }
            System.out.printf("INFO  import  %s: %d records%n", day.getFileName(), recs.size());
        } catch (LedgerException e) {
            throw new IllegalStateException("season import aborted on " + day.getFileName(), e);
        }
    }

    void run(Path dir) throws Exception {
        try (var files = java.nio.file.Files.list(dir)) {
            for (Path p : files.sorted().toList()) importDay(p);
        }
        gramsByBoat.forEach((b, g) -> System.out.printf("TOTAL %s %d%n", b, g));
    }

    public static void main(String[] args) throws Exception {
        new SeasonImport().run(Path.of(args[0]));
    }
}
T
# generated landing sheets, one per day; day 07 has a weight written with a unit
python3 - <<'T'
import random
random.seed(16)
boats=["Heron's Wake","Li River 3","Guilin Dawn","Yangshuo 9"]
birds=["Ah-Fu","Old Jade","Little Ink","Pebble","Stormfeather","Moon"]
species=["carp","grass carp","catfish","mandarin fish","bream","loach"]
for d in range(1,11):
    with open(f"data/2026-06-{d:02d}.csv","w") as f:
        f.write("boat,bird,species,grams,landed_at\n")
        for i in range(32):
            h=5+i//6; m=(i*7)%60
            g=str(random.randint(80,1400))
            if d==7 and i==19: g="640g"
            f.write(f"{random.choice(boats)},{random.choice(birds)},{random.choice(species)},{g},2026-06-{d:02d}T{h:02d}:{m:02d}\n")
T
mkdir -p out
javac -d out $(find src -name '*.java') 2>&1
run java -cp out net.riverguild.ledger.SeasonImport data | neutral
