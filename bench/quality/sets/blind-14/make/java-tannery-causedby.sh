#!/usr/bin/env bash
# A tannery hide-lot grading batch job dies with a wrapped exception chain (Caused by: ... N more).
# Output: outputs/java-tannery-causedby.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/hidegrader
rm -rf "$P"; mkdir -p "$P/src/com/tanyard/grading" "$P/src/com/tanyard/io" "$P/src/com/tanyard/batch" "$P/data"
cat > "$P/src/com/tanyard/io/LotFileReader.java" <<'T'
package com.tanyard.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class LotFileReader {
    public record HideRow(String hideId, String species, double areaSqFt, int defects, String tannage) {}

    public List<HideRow> read(Path file) throws IOException {
        List<HideRow> rows = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String header = r.readLine();
            String line;
            int n = 1;
            while ((line = r.readLine()) != null) {
                n++;
                rows.add(parse(line, n));
            }
        }
        return rows;
    }

    private HideRow parse(String line, int lineNo) {
        String[] f = line.split(";");
        try {
            return new HideRow(f[0], f[1], Double.parseDouble(f[2]), Integer.parseInt(f[3]), f[4]);
        } catch (NumberFormatException e) {
            throw new MalformedLotException("line " + lineNo + ": cannot read hide " + f[0], e);
        }
    }

    public static class MalformedLotException extends RuntimeException {
        public MalformedLotException(String msg, Throwable cause) { super(msg, cause); }
    }
}
T
cat > "$P/src/com/tanyard/grading/GradeRules.java" <<'T'
package com.tanyard.grading;

import com.tanyard.io.LotFileReader.HideRow;

public final class GradeRules {
    private GradeRules() {}

    public static String grade(HideRow h) {
        double perTenSqFt = h.defects() / (h.areaSqFt() / 10.0);
        if (perTenSqFt < 0.5) return "A";
        if (perTenSqFt < 1.5) return "B";
        if (perTenSqFt < 3.0) return "C";
        return "REJECT";
    }
}
T
cat > "$P/src/com/tanyard/grading/LotGrader.java" <<'T'
package com.tanyard.grading;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.tanyard.io.LotFileReader;
import com.tanyard.io.LotFileReader.HideRow;

public class LotGrader {
    private final LotFileReader reader = new LotFileReader();

    public Map<String, Integer> gradeLot(Path lotFile) {
        List<HideRow> rows;
        try {
            rows = reader.read(lotFile);
        } catch (IOException e) {
            throw new GradingException("lot file unreadable: " + lotFile, e);
        } catch (RuntimeException e) {
            throw new GradingException("lot " + lotFile.getFileName() + " could not be graded", e);
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (HideRow h : rows) counts.merge(GradeRules.grade(h), 1, Integer::sum);
        return counts;
    }

    public static class GradingException extends RuntimeException {
        public GradingException(String msg, Throwable cause) { super(msg, cause); }
    }
}
T
cat > "$P/src/com/tanyard/batch/NightlyGrading.java" <<'T'
package com.tanyard.batch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.tanyard.grading.LotGrader;

public class NightlyGrading {
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        List<Path> lots;
        try (Stream<Path> s = Files.list(dir)) {
            lots = s.filter(p -> p.toString().endsWith(".lot")).sorted().collect(Collectors.toList());
        }
        LotGrader grader = new LotGrader();
        for (Path lot : lots) {
            System.out.println("[nightly] grading " + lot.getFileName());
            runStep(() -> {
                Map<String, Integer> c = grader.gradeLot(lot);
                System.out.println("[nightly]   " + c);
            });
        }
        System.out.println("[nightly] done");
    }

    private static void runStep(Runnable step) {
        try {
            step.run();
        } catch (RuntimeException e) {
            throw new IllegalStateException("nightly grading stopped", e);
        }
    }
}
T
cat > "$P/data/2024-w18-a.lot" <<'T'
hide;species;area_sqft;defects;tannage
B-1001;bovine;48.5;1;chrome
B-1002;bovine;51.0;4;chrome
B-1003;bovine;46.2;9;veg
T
for wk in 14 15 16 17; do
  for part in a b c; do
    {
      echo "hide;species;area_sqft;defects;tannage"
      for i in 1 2 3 4 5 6; do echo "C-$wk$i$part;caprine;$((5 + i)).$((i * 3 % 10));$(( (i * 7 + wk) % 5 ));veg"; done
    } > "$P/data/2024-w$wk-$part.lot"
  done
done
cat > "$P/data/2024-w18-b.lot" <<'T'
hide;species;area_sqft;defects;tannage
O-2201;ovine;8.4;0;chrome
O-2202;ovine;7,9;1;chrome
O-2203;ovine;8.1;2;chrome
T
cd "$P" && javac -d build $(find src -name '*.java') && {
  capture java -cp build com.tanyard.batch.NightlyGrading data
} 2>&1 | neutral > "$SETDIR/outputs/java-tannery-causedby.txt"
