#!/bin/bash
# java run of a race chip-timing importer that dies with a chained exception (Caused by / ... N more)
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-java-chiptiming-causedby.txt
P=$WORK/chiptiming
rm -rf "$P"; mkdir -p "$P/src/net/splitclock/io" "$P/src/net/splitclock/core" "$P/out" "$P/data"; cd "$P"
cat > src/net/splitclock/io/ReadParseException.java <<'EOF'
package net.splitclock.io;
public class ReadParseException extends Exception {
    public ReadParseException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > src/net/splitclock/core/ImportFailedException.java <<'EOF'
package net.splitclock.core;
public class ImportFailedException extends RuntimeException {
    public ImportFailedException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > src/net/splitclock/io/MatReader.java <<'EOF'
package net.splitclock.io;

import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

public class MatReader {
    public record ChipRead(String chip, String mat, long millis) {}

    public List<ChipRead> read(String path) throws IOException, ReadParseException {
        List<ChipRead> out = new ArrayList<>();
        try (BufferedReader br = new BufferedReader(new FileReader(path))) {
            String line;
            int n = 0;
            while ((line = br.readLine()) != null) {
                n++;
                out.add(parseLine(line, n));
            }
        }
        return out;
    }

    ChipRead parseLine(String line, int n) throws ReadParseException {
        String[] parts = line.split(",");
        try {
            return new ChipRead(parts[0], parts[1], parseClock(parts[2]));
        } catch (RuntimeException e) {
            throw new ReadParseException("bad read at line " + n + ": '" + line + "'", e);
        }
    }

    long parseClock(String hhmmss) {
        String[] t = hhmmss.split(":");
        long h = Long.parseLong(t[0]);
        long m = Long.parseLong(t[1]);
        String[] sec = t[2].split("\\.");
        long s = Long.parseLong(sec[0]);
        long ms = Long.parseLong(sec[1]);
        return ((h * 60 + m) * 60 + s) * 1000 + ms;
    }
}
EOF
cat > src/net/splitclock/core/SplitImporter.java <<'EOF'
package net.splitclock.core;

import java.util.List;
import net.splitclock.io.MatReader;

public class SplitImporter {
    private final MatReader reader = new MatReader();

    public int importMat(String path) {
        try {
            List<MatReader.ChipRead> reads = reader.read(path);
            for (MatReader.ChipRead r : reads) {
                System.out.printf("[import] %s chip=%s t=%d%n", r.mat(), r.chip(), r.millis());
            }
            return reads.size();
        } catch (Exception e) {
            throw new ImportFailedException("import of " + path + " failed", e);
        }
    }

    public static void main(String[] args) {
        SplitImporter imp = new SplitImporter();
        int total = 0;
        for (String p : args) {
            System.out.println("[import] reading " + p);
            total += imp.importMat(p);
        }
        System.out.println("[import] total reads " + total);
    }
}
EOF
for mat in start km5 km10; do
  : > data/$mat.csv
  for i in $(seq 1 60); do
    printf 'A%04d,%s,%02d:%02d:%02d.%03d\n' $((1000+i*7)) $mat 8 $(( (i/2 + ${#mat}*3) % 60 )) $(( i*13 % 60 )) $(( i*37 % 1000 )) >> data/$mat.csv
  done
done
# one read on the 10 km mat lost its milliseconds
sed -i '41s/.*/A1287,km10,08:52:19/' data/km10.csv
javac -d out $(find src -name '*.java')
{
  echo '$ java -cp out net.splitclock.core.SplitImporter data/start.csv data/km5.csv data/km10.csv'
  java -cp out net.splitclock.core.SplitImporter data/start.csv data/km5.csv data/km10.csv 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
