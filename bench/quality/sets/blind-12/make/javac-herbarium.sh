#!/usr/bin/env bash
# javac over a herbarium specimen-catalogue project: several compile errors in different files.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/javac-herbarium.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/herbarium
rm -rf "$P"; mkdir -p "$P/src/org/kewgarden/herbarium/model" "$P/src/org/kewgarden/herbarium/io" "$P/src/org/kewgarden/herbarium/app"; cd "$P"
M=src/org/kewgarden/herbarium
cat > $M/model/Specimen.java <<'X'
package org.kewgarden.herbarium.model;

import java.time.LocalDate;
import java.util.Objects;

public final class Specimen {
    private final String barcode;
    private final Taxon taxon;
    private final String collector;
    private final LocalDate collected;
    private final double latitude;
    private final double longitude;

    public Specimen(String barcode, Taxon taxon, String collector, LocalDate collected,
                    double latitude, double longitude) {
        this.barcode = Objects.requireNonNull(barcode);
        this.taxon = taxon;
        this.collector = collector;
        this.collected = collected;
        this.latitude = latitude;
        this.longitude = longitude;
    }

    public String barcode() { return barcode; }
    public Taxon taxon() { return taxon; }
    public String collector() { return collector; }
    public LocalDate collected() { return collected; }
    public double latitude() { return latitude; }
    public double longitude() { return longitude; }
}
X
cat > $M/model/Taxon.java <<'X'
package org.kewgarden.herbarium.model;

public record Taxon(String family, String genus, String epithet, String authority) {
    public String binomial() {
        return genus + " " + epithet;
    }
}
X
cat > $M/model/Determination.java <<'X'
package org.kewgarden.herbarium.model;

import java.time.LocalDate;

public class Determination {
    public enum Confidence { CERTAIN, PROBABLE, CF, AFF }

    private final Taxon taxon;
    private final String determiner;
    private final LocalDate date;
    private final Confidence confidence;

    public Determination(Taxon taxon, String determiner, LocalDate date, Confidence confidence) {
        this.taxon = taxon;
        this.determiner = determiner;
        this.date = date;
        this.confidence = confidence;
    }

    public String label() {
        switch (confidence) {
            case CERTAIN: return taxon.binomial();
            case CF: return taxon.genus() + " cf. " + taxon.epithet();
            case AFF: return taxon.genus() + " aff. " + taxon.epithet();
            case PROBABLE: return taxon.binomial() + " ?";
        }
    }

    public Taxon taxon() { return taxon; }
}
X
cat > $M/io/DarwinCoreReader.java <<'X'
package org.kewgarden.herbarium.io;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.kewgarden.herbarium.model.Specimen;
import org.kewgarden.herbarium.model.Taxon;

/** Reads a Darwin Core occurrence CSV export. */
public class DarwinCoreReader {
    private final Path file;

    public DarwinCoreReader(Path file) {
        this.file = file;
    }

    public List<Specimen> readAll() {
        List<Specimen> out = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file)) {
            String header = in.readLine();
            String line;
            while ((line = in.readLine()) != null) {
                String[] f = line.split(",", -1);
                Taxon t = new Taxon(f[1], f[2], f[3], f[4]);
                out.add(new Specimen(f[0], t, f[5], LocalDate.parse(f[6]),
                        Double.parseDouble(f[7]), f[8]));
            }
        }
        return out;
    }
}
X
cat > $M/app/Catalogue.java <<'X'
package org.kewgarden.herbarium.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.kewgarden.herbarium.io.DarwinCoreReader;
import org.kewgarden.herbarium.model.Specimen;

public class Catalogue {
    public static void main(String[] args) {
        List<Specimen> all = new DarwinCoreReader(Path.of(args[0])).readAll();
        Map<String, Long> perFamily = all.stream()
                .collect(Collectors.groupingBy(s -> s.taxon().family(), Collectors.counting()));
        perFamily.forEach((fam, n) -> System.out.printf("%-20s %5d%n", fam, n));
        Specimen oldest = all.stream().min(Comparator.comparing(Specimen::collected)).orElseThrow();
        System.out.println("oldest sheet: " + oldest.barcode() + " " + oldest.taxon().binomial());
        int sheets = all.size() * 1L;
    }
}
X
{ echo '$ javac -d build $(find src -name "*.java")'; javac -d build $(find src -name "*.java") 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
