#!/bin/bash
# A joinery cut-list importer that dies with a three-level Caused by chain (with "... N more")
. "$(dirname "$0")/d-lib.sh"
proj dovetail
mkdir -p src/dev/joinery/cutlist src/dev/joinery/io src/dev/joinery/app out data
cat > data/cabinet-07.csv <<'CSV'
part,qty,length_mm,width_mm,thickness_mm,joint
side,2,720,560,18,dovetail-through
top,1,800,560,18,dovetail-half-blind
shelf,3,764,540,18,housing
back,1,764,700,6,rebate
drawer-front,4,396,140,20,dovetail-half-blind
drawer-side,8,500,140,12,dovetail-through
kicker,1,764,90,18,biscuit
rail,2,764,,18,mortise
CSV
cat > src/dev/joinery/cutlist/Part.java <<'J'
package dev.joinery.cutlist;

public record Part(String name, int qty, int lengthMm, int widthMm, int thicknessMm, String joint) {
    public Part {
        if (qty <= 0) throw new IllegalArgumentException("qty must be positive for " + name);
    }
    public long areaMm2() { return (long) lengthMm * widthMm * qty; }
}
J
cat > src/dev/joinery/cutlist/CutListException.java <<'J'
package dev.joinery.cutlist;

public class CutListException extends RuntimeException {
    public CutListException(String msg, Throwable cause) { super(msg, cause); }
}
J
cat > src/dev/joinery/io/CsvRow.java <<'J'
package dev.joinery.io;

public final class CsvRow {
    private final String[] cells;
    private final int lineNo;
    public CsvRow(String line, int lineNo) { this.cells = line.split(",", -1); this.lineNo = lineNo; }
    public int lineNo() { return lineNo; }
    public String text(int i) { return cells[i].trim(); }
    public int intAt(int i, String column) {
        String raw = text(i);
        try {
            return Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("line " + lineNo + ": column '" + column + "' is not a number", e);
        }
    }
}
J
cat > src/dev/joinery/io/PartReader.java <<'J'
package dev.joinery.io;

import dev.joinery.cutlist.CutListException;
import dev.joinery.cutlist.Part;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class PartReader {
    public List<Part> read(Path csv) throws IOException {
        List<Part> parts = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(csv)) {
            String line = r.readLine();
            int n = 1;
            while ((line = r.readLine()) != null) {
                n++;
                parts.add(toPart(new CsvRow(line, n)));
            }
        }
        return parts;
    }

    private Part toPart(CsvRow row) {
        return new Part(row.text(0), row.intAt(1, "qty"), row.intAt(2, "length_mm"),
                row.intAt(3, "width_mm"), row.intAt(4, "thickness_mm"), row.text(5));
    }

    public List<Part> readAll(List<Path> files) {
        List<Part> all = new ArrayList<>();
        for (Path f : files) {
            try {
                all.addAll(read(f));
            } catch (IOException | RuntimeException e) {
                throw new CutListException("cannot import cut list " + f.getFileName(), e);
            }
        }
        return all;
    }
}
J
cat > src/dev/joinery/app/Nesting.java <<'J'
package dev.joinery.app;

import dev.joinery.cutlist.Part;
import java.util.List;

public class Nesting {
    static final long SHEET_MM2 = 2440L * 1220L;
    public static int sheetsNeeded(List<Part> parts, int thickness) {
        long area = parts.stream().filter(p -> p.thicknessMm() == thickness).mapToLong(Part::areaMm2).sum();
        return (int) Math.ceil(area * 1.15 / SHEET_MM2);
    }
}
J
cat > src/dev/joinery/app/Main.java <<'J'
package dev.joinery.app;

import dev.joinery.cutlist.Part;
import dev.joinery.io.PartReader;
import java.nio.file.Path;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        System.out.println("cutlist 0.9.2 - importing " + args.length + " file(s)");
        List<Path> files = java.util.Arrays.stream(args).map(Path::of).toList();
        List<Part> parts = new PartReader().readAll(files);
        System.out.println("18 mm sheets: " + Nesting.sheetsNeeded(parts, 18));
    }
}
J
javac -d out $(find src -name '*.java' | sort)
capture d-java-causedby-dovetail 'java -cp out dev.joinery.app.Main data/cabinet-07.csv'
