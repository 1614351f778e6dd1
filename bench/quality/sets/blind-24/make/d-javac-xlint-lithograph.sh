#!/bin/bash
# javac -Xlint:all -Xmaxwarns 5000 over a lithography print-shop code base of ~160 classes:
# hundreds of lint warnings and a single compile error among them
. "$(dirname "$0")/d-lib.sh"
proj lithograph
B=src/dev/litho
mkdir -p $B/press $B/ink $B/stone $B/job out
kinds=(press ink stone job)
for k in "${kinds[@]}"; do
  for n in $(seq -w 1 40); do
    C=$(echo "${k^}")Unit$n
    cat > $B/$k/$C.java <<J
package dev.litho.$k;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

public class $C implements Serializable {
    private List passes = new ArrayList();
    private int sheets;

    public void addPass(String colour, int impressions) {
        passes.add(colour + ":" + impressions);
        sheets += impressions;
    }

    @Deprecated
    public int legacySheets() { return sheets; }

    public int report() {
        int s = legacySheets();
        switch (s % 3) {
            case 0: s += 1;
            case 1: s += 2; break;
            default: break;
        }
        return s;
    }
}
J
  done
done
# the one real error, in the job package
cat > $B/job/JobUnit14.java <<'J'
package dev.litho.job;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

public class JobUnit14 implements Serializable {
    private List passes = new ArrayList();
    private int sheets;
    private final double grainMicrons = 12.5;

    public void addPass(String colour, int impressions) {
        passes.add(colour + ":" + impressions);
        sheets += impressions;
    }

    public int regrainCycles(double targetMicrons) {
        return Math.ceil(grainMicrons / targetMicrons);
    }

    @Deprecated
    public int legacySheets() { return sheets; }
}
J
capture d-javac-xlint-lithograph 'javac -Xlint:all -Xmaxwarns 5000 -d out $(find src -name "*.java" | sort)'
