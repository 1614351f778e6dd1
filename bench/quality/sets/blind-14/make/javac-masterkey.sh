#!/usr/bin/env bash
# javac on a locksmith's master-key-system planner: several compile errors and lint warnings.
# Output: outputs/javac-masterkey.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/masterkey
rm -rf "$P"; mkdir -p "$P/src/org/keyplan/model" "$P/src/org/keyplan/cut" "$P/src/org/keyplan/app"
cat > "$P/src/org/keyplan/model/Bitting.java" <<'T'
package org.keyplan.model;

import java.util.Arrays;

/** Cut depths of a key, one per pin chamber, 0 (shallow) to 9 (deep). */
public final class Bitting {
    private final int[] depths;

    public Bitting(int... depths) {
        for (int d : depths) {
            if (d < 0 || d > 9) throw new IllegalArgumentException("depth out of range: " + d);
        }
        this.depths = depths.clone();
    }

    public int chambers() { return depths.length; }

    public int depthAt(int chamber) { return depths[chamber]; }

    public boolean violatesMacs(int macs) {
        for (int i = 1; i < depths.length; i++) {
            if (Math.abs(depths[i] - depths[i - 1]) > macs) return true;
        }
        return false;
    }

    @Override public String toString() { return Arrays.toString(depths); }
}
T
cat > "$P/src/org/keyplan/model/KeySystem.java" <<'T'
package org.keyplan.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class KeySystem {
    private final String name;
    private final Bitting topMaster;
    private final List<Bitting> changeKeys = new ArrayList<>();
    private Map<String, Bitting> doors;

    public KeySystem(String name, Bitting topMaster) {
        this.name = name;
        this.topMaster = topMaster;
    }

    public void addChangeKey(Bitting b) { changeKeys.add(b); }

    public List<Bitting> changeKeys() { return changeKeys; }

    public Bitting topMaster() { return topMaster; }

    public String name() { return name; }

    public int progressionCount() {
        if (changeKeys.isEmpty()) {
            return 0;
        } else if (changeKeys.size() > 1000) {
            throw new IllegalStateException("too many change keys for " + name);
        }
    }
}
T
cat > "$P/src/org/keyplan/cut/CutterProgram.java" <<'T'
package org.keyplan.cut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.keyplan.model.Bitting;

public class CutterProgram {
    public static final double DEPTH_STEP_MM = 0.38;
    public static final double FIRST_CUT_MM = 5.84;
    public static final double SPACING_MM = 3.81;

    private final Path out;

    public CutterProgram(Path out) { this.out = out; }

    public String gcode(Bitting b) {
        StringBuilder sb = new StringBuilder("G21\nG90\n");
        for (int i = 0; i < b.chambers(); i++) {
            double x = FIRST_CUT_MM + i * SPACING_MM;
            double z = -b.depthAt(i) * DEPTH_STEP_MM;
            sb.append(String.format("G1 X%.2f Z%.2f%n", x, z));
        }
        return sb.toString();
    }

    public void writeAll(List<Bitting> keys) {
        for (Bitting b : keys) {
            Files.writeString(out.resolve(b.toString() + ".nc"), gcode(b));
        }
    }

    public int shoulderOffset() {
        long offset = Math.round(FIRST_CUT_MM / DEPTH_STEP_MM);
        int rounded = offset;
        return rounded;
    }
}
T
cat > "$P/src/org/keyplan/app/PlanMain.java" <<'T'
package org.keyplan.app;

import java.nio.file.Path;
import java.util.List;

import org.keyplan.cut.CutterProgram;
import org.keyplan.model.Bitting;
import org.keyplan.model.KeySystem;

public class PlanMain {
    public static void main(String[] args) {
        KeySystem ks = new KeySystem("Harbour Office", new Bitting(2, 4, 6, 3, 5, 7));
        ks.addChangeKey(new Bitting(2, 4, 6, 3, 5, 9));
        ks.addChangeKey(new Bitting(2, 4, 8, 3, 5, 7));
        List<Bitting> keys = ks.getChangeKeys();
        CutterProgram cp = new CutterProgram(Path.of("out"));
        cp.writeAll(keys);
        List raw = keys;
        System.out.println("cut " + raw.size() + " keys for " + ks.name());
    }
}
T
cat > "$P/src/org/keyplan/app/KeyChart.java" <<'T'
package org.keyplan.app;

import java.util.Date;
import java.util.List;

import org.keyplan.model.Bitting;
import org.keyplan.model.KeySystem;

/** Prints the standard key chart (door, key symbol, bitting) for the site binder. */
public class KeyChart {
    public static String render(KeySystem ks) {
        StringBuilder sb = new StringBuilder();
        sb.append("KEY CHART ").append(ks.name()).append(" printed ").append(new Date().toGMTString()).append('\n');
        sb.append("TMK ").append(ks.topMaster()).append('\n');
        int row = 1;
        for (Bitting b : ks.changeKeys()) {
            sb.append(String.format("AA%-3d %s%n", row++, b));
            if (b.violatesMacs()) {
                sb.append("      ! exceeds MACS\n");
            }
        }
        Bitting blank = new Bitting("000000");
        sb.append("blank ").append(blank.depths.length).append('\n');
        return sb.toString();
    }
}
T
cd "$P" && {
  capture 'javac -Xlint:all -d build $(find src -name "*.java" | sort)'
} 2>&1 | neutral > "$SETDIR/outputs/javac-masterkey.txt"
