#!/bin/bash
# Compile and run a toy seed-drill calibration batch in Java: it logs each field as it is
# calibrated, then dies with a three-level exception chain (Caused by: ... N more).
# Usage: WORK=<dir> bash d17d-java-seeddrill-causedby.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/seeddrill
rm -rf "$P"; mkdir -p "$P/src/org/furrow/drill" "$P/data"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{
  echo "field,crop,hectares,seeds_per_m2,row_cm"
  crops=(wheat barley oats rye beans linseed rapeseed peas)
  for i in $(seq 1 180); do
    c=${crops[$((i % 8))]}
    rate=$((180 + (i * 37) % 260))
    if [ "$i" = 152 ]; then rate="2l5"; fi
    echo "F$(printf %03d $i),$c,$((3 + i % 17)).$((i % 10)),$rate,$((12 + i % 6))"
  done
} > data/spring-2026.csv
cat > src/org/furrow/drill/Field.java <<'EOF'
package org.furrow.drill;

public record Field(String id, String crop, double hectares, int seedsPerM2, int rowCm) {
    static Field parse(String line, int lineNo) {
        String[] p = line.split(",");
        try {
            return new Field(p[0], p[1], Double.parseDouble(p[2]), Integer.parseInt(p[3]), Integer.parseInt(p[4]));
        } catch (NumberFormatException e) {
            throw new IllegalStateException("bad seed rate in data row " + lineNo + " (" + p[0] + ")", e);
        }
    }
}
EOF
cat > src/org/furrow/drill/Metering.java <<'EOF'
package org.furrow.drill;

public final class Metering {
    private static final double TKW_GRAMS = 45.0;

    static double kgPerHectare(Field f) {
        return f.seedsPerM2() * 10_000 * TKW_GRAMS / 1_000_000.0;
    }

    static double rotorTurns(Field f) {
        double kg = kgPerHectare(f) * f.hectares();
        return kg / 0.215;
    }
}
EOF
cat > src/org/furrow/drill/CalibrationRun.java <<'EOF'
package org.furrow.drill;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public class CalibrationRun {
    private final Path csv;
    private double totalKg;

    CalibrationRun(Path csv) { this.csv = csv; }

    void run() {
        List<String> lines;
        try {
            lines = Files.readAllLines(csv);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int i = 1; i < lines.size(); i++) {
            Field f = loadRow(lines.get(i), i + 1);
            double kg = Metering.kgPerHectare(f) * f.hectares();
            totalKg += kg;
            System.out.printf("INFO  calibrate %s %-8s %5.1f ha  %3d seeds/m2  %6.1f kg  rotor=%7.1f turns%n",
                    f.id(), f.crop(), f.hectares(), f.seedsPerM2(), kg, Metering.rotorTurns(f));
        }
        System.out.printf("INFO  total seed %.1f kg%n", totalKg);
    }

    private Field loadRow(String line, int lineNo) {
        return Field.parse(line, lineNo);
    }
}
EOF
cat > src/org/furrow/drill/DrillMain.java <<'EOF'
package org.furrow.drill;

import java.nio.file.Path;

public class DrillMain {
    public static void main(String[] args) {
        Path csv = Path.of(args.length > 0 ? args[0] : "data/spring-2026.csv");
        System.out.println("INFO  seeddrill 3.2.0 starting, plan " + csv);
        try {
            new CalibrationRun(csv).run();
        } catch (IllegalStateException e) {
            throw new RuntimeException("calibration aborted for plan " + csv.getFileName(), e);
        }
    }
}
EOF
{
  echo '$ javac -d out $(find src -name "*.java") && java -cp out org.furrow.drill.DrillMain data/spring-2026.csv'
  ( timeout 120 javac -d out $(find src -name "*.java") && timeout 120 java -cp out org.furrow.drill.DrillMain data/spring-2026.csv ) 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
