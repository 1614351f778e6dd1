#!/usr/bin/env bash
# Bell-ringing method composer: offline multi-module Maven build (`mvn -o -B -e -Dstyle.color=never compile`) with a compile failure in one module.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/mvn-offline-bellringing.txt"
P="$BASE/bellringing"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.belfry</groupId>
  <artifactId>method-composer</artifactId>
  <version>0.8.0-SNAPSHOT</version>
  <packaging>pom</packaging>
  <modules>
    <module>changes</module>
    <module>composer</module>
    <module>cli</module>
  </modules>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>
    <pluginManagement>
      <plugins>
        <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
        <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      </plugins>
    </pluginManagement>
  </build>
</project>
EOF
mod() {
  mkdir -p "$1/src/main/java/org/belfry/$1"
  cat > "$1/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent><groupId>org.belfry</groupId><artifactId>method-composer</artifactId><version>0.8.0-SNAPSHOT</version></parent>
  <artifactId>$1</artifactId>
  $2
</project>
EOF
}
mod changes ""
mod composer "<dependencies><dependency><groupId>org.belfry</groupId><artifactId>changes</artifactId><version>\${project.version}</version></dependency></dependencies>"
mod cli "<dependencies><dependency><groupId>org.belfry</groupId><artifactId>composer</artifactId><version>\${project.version}</version></dependency></dependencies>"
cat > changes/src/main/java/org/belfry/changes/Row.java <<'EOF'
package org.belfry.changes;

import java.util.Arrays;

public final class Row {
    private final int[] bells;

    public Row(int[] bells) { this.bells = bells.clone(); }

    public static Row rounds(int stage) {
        int[] b = new int[stage];
        for (int i = 0; i < stage; i++) b[i] = i + 1;
        return new Row(b);
    }

    public int stage() { return bells.length; }

    public Row apply(PlaceNotation.Change change) {
        int[] next = bells.clone();
        int i = 0;
        while (i < next.length - 1) {
            if (change.makes(i + 1)) { i++; continue; }
            int t = next[i]; next[i] = next[i + 1]; next[i + 1] = t;
            i += 2;
        }
        return new Row(next);
    }

    public boolean isRounds() {
        for (int i = 0; i < bells.length; i++) if (bells[i] != i + 1) return false;
        return true;
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int b : bells) sb.append("1234567890ET".charAt(b - 1));
        return sb.toString();
    }

    @Override public boolean equals(Object o) { return o instanceof Row r && Arrays.equals(bells, r.bells); }
    @Override public int hashCode() { return Arrays.hashCode(bells); }
}
EOF
cat > changes/src/main/java/org/belfry/changes/PlaceNotation.java <<'EOF'
package org.belfry.changes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.HashSet;

public final class PlaceNotation {
    public record Change(Set<Integer> places) {
        public boolean makes(int place) { return places.contains(place); }
    }

    public static List<Change> parse(String pn, int stage) {
        List<Change> out = new ArrayList<>();
        for (String part : pn.split("\\.")) {
            if (part.equals("x") || part.equals("-")) { out.add(new Change(Set.of())); continue; }
            Set<Integer> p = new HashSet<>();
            for (char c : part.toCharArray()) p.add("1234567890ET".indexOf(c) + 1);
            out.add(new Change(p));
        }
        return out;
    }
}
EOF
cat > composer/src/main/java/org/belfry/composer/Method.java <<'EOF'
package org.belfry.composer;

import java.util.List;
import org.belfry.changes.PlaceNotation;
import org.belfry.changes.Row;

public record Method(String name, int stage, List<PlaceNotation.Change> lead, List<PlaceNotation.Change> leadEnd) {
    public static Method plainBob(int stage) {
        return new Method("Plain Bob", stage, PlaceNotation.parse("x.1x.1x.1x.1x.1x.1x.1", stage), PlaceNotation.parse("12", stage));
    }
}
EOF
cat > composer/src/main/java/org/belfry/composer/Call.java <<'EOF'
package org.belfry.composer;

public enum Call {
    PLAIN("p", ""), BOB("-", "14"), SINGLE("s", "1234");

    final String symbol;
    final String notation;

    Call(String symbol, String notation) {
        this.symbol = symbol;
        this.notation = notation;
    }
}
EOF
cat > composer/src/main/java/org/belfry/composer/Touch.java <<'EOF'
package org.belfry.composer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.belfry.changes.PlaceNotation;
import org.belfry.changes.Row;

public class Touch {
    private final Method method;
    private final List<Call> calls;

    public Touch(Method method, List<Call> calls) {
        this.method = method;
        this.calls = calls;
    }

    public List<Row> ring() {
        List<Row> rows = new ArrayList<>();
        Row r = Row.rounds(method.stage());
        for (Call call : calls) {
            for (PlaceNotation.Change ch : method.lead()) {
                r = r.apply(ch);
                rows.add(r);
            }
            List<PlaceNotation.Change> le = call == Call.PLAIN ? method.leadEnd() : PlaceNotation.parse(call.notation, method.stage());
            r = r.apply(le);
            rows.add(r);
        }
        return rows;
    }

    public boolean isTrue() {
        Set<Row> seen = new HashSet<>();
        for (Row row : ring()) {
            if (!seen.add(row)) return false;
        }
        return true;
    }

    public int length() {
        return ring().size;
    }
}
EOF
cat > composer/src/main/java/org/belfry/composer/Composition.java <<'EOF'
package org.belfry.composer;

import java.util.List;

public class Composition {
    public static Touch fromCalling(Method m, String calling) {
        List<Call> calls = calling.chars().mapToObj(c -> switch (c) {
            case '-' -> Call.BOB;
            case 's' -> Call.SINGLE;
            default -> Call.PLAIN;
        }).toList();
        return new Touch(m, calls);
    }

    public static String describe(Touch t) {
        return t.length() + " changes, " + (t.isTrue() ? "true" : "FALSE");
    }
}
EOF
cat > cli/src/main/java/org/belfry/cli/Main.java <<'EOF'
package org.belfry.cli;

import org.belfry.composer.Composition;
import org.belfry.composer.Method;

public class Main {
    public static void main(String[] args) {
        Method m = Method.plainBob(args.length > 0 ? Integer.parseInt(args[0]) : 6);
        System.out.println(Composition.describe(Composition.fromCalling(m, args.length > 1 ? args[1] : "pp-pp-")));
    }
}
EOF
mvn -o -B -e -Dstyle.color=never compile 2>&1 | neut > "$OUT"
