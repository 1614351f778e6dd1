#!/bin/bash
# A vineyard harvest-intake job that dies with a chained exception (Caused by: ... N more).
WORK=${WORK:-/home/dev}; P=$WORK/grapepress; rm -rf "$P"; mkdir -p "$P/src/com/grapepress/intake" "$P/src/com/grapepress/app" "$P/out" "$P/data"; cd "$P"
cat > src/com/grapepress/intake/BrixParser.java <<'T'
package com.grapepress.intake;

public final class BrixParser {
    private BrixParser() {}
    public static double parseBrix(String field) {
        String cleaned = field.trim().replace("°Bx", "");
        return Double.parseDouble(cleaned);
    }
}
T
cat > src/com/grapepress/intake/Delivery.java <<'T'
package com.grapepress.intake;

public record Delivery(String block, String variety, int kg, double brix) {
    static Delivery fromCsv(String line, int lineNo) {
        String[] f = line.split(",");
        try {
            return new Delivery(f[0], f[1], Integer.parseInt(f[2].trim()), BrixParser.parseBrix(f[3]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad delivery row " + lineNo + ": '" + line + "'", e);
        }
    }
}
T
cat > src/com/grapepress/intake/WeighbridgeReader.java <<'T'
package com.grapepress.intake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class WeighbridgeReader {
    private final Path file;
    public WeighbridgeReader(Path file) { this.file = file; }

    public List<Delivery> readAll() {
        List<String> lines;
        try { lines = Files.readAllLines(file); } catch (IOException e) { throw new UncheckedIOException(e); }
        List<Delivery> out = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            out.add(Delivery.fromCsv(lines.get(i), i + 1));
        }
        return out;
    }
}
T
cat > src/com/grapepress/app/IntakeJob.java <<'T'
package com.grapepress.app;

import com.grapepress.intake.Delivery;
import com.grapepress.intake.WeighbridgeReader;
import java.nio.file.Path;
import java.util.List;

public class IntakeJob {
    private final String vintage;
    IntakeJob(String vintage) { this.vintage = vintage; }

    void loadDay(Path csv) {
        System.out.println("[intake] " + vintage + " loading " + csv.getFileName());
        try {
            List<Delivery> ds = new WeighbridgeReader(csv).readAll();
            int kg = ds.stream().mapToInt(Delivery::kg).sum();
            System.out.println("[intake]   " + ds.size() + " deliveries, " + kg + " kg");
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("intake of " + csv.getFileName() + " aborted for vintage " + vintage, e);
        }
    }

    public static void main(String[] args) {
        IntakeJob job = new IntakeJob("2026");
        for (String a : args) job.loadDay(Path.of(a));
        System.out.println("[intake] done");
    }
}
T
printf 'block,variety,kg,brix\nB3,Riesling,812,21.4°Bx\nB3,Riesling,790,21.9°Bx\nC1,Pinot Noir,655,23.1°Bx\n' > data/day-09-14.csv
printf 'block,variety,kg,brix\nA2,Chardonnay,930,22.6°Bx\nA2,Chardonnay,1004,22.2°Bx\nD4,Syrah,720,24.O°Bx\nD4,Syrah,688,24.3°Bx\n' > data/day-09-15.csv
javac -d out $(find src -name '*.java')
{ echo '$ java -cp out com.grapepress.app.IntakeJob data/day-09-14.csv data/day-09-15.csv'; java -cp out com.grapepress.app.IntakeJob data/day-09-14.csv data/day-09-15.csv 2>&1; echo "exit status: $?"; } \
 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
