#!/usr/bin/env bash
# ferry-timetable validator (Maven, offline): mvn -o compile fails on one file
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/ferry-timetable"
rm -rf "$P"; mkdir -p "$P/src/main/java/org/ferry/timetable" "$P/src/main/resources"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.ferry</groupId>
  <artifactId>timetable-validator</artifactId>
  <version>0.8.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <properties>
    <maven.compiler.source>17</maven.compiler.source>
    <maven.compiler.target>17</maven.compiler.target>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.11.0</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
    </plugins>
  </build>
</project>
EOF
cat > src/main/resources/ports.properties <<'EOF'
HEL=Helsinki
TLL=Tallinn
STO=Stockholm
MHQ=Mariehamn
EOF
D=src/main/java/org/ferry/timetable
cat > $D/Port.java <<'EOF'
package org.ferry.timetable;

public record Port(String code, String name, int berths) {}
EOF
cat > $D/Sailing.java <<'EOF'
package org.ferry.timetable;

import java.time.Duration;
import java.time.LocalDateTime;

public record Sailing(String vessel, Port from, Port to, LocalDateTime departs, LocalDateTime arrives) {
    public Duration crossing() {
        return Duration.between(departs, arrives);
    }
}
EOF
cat > $D/Violation.java <<'EOF'
package org.ferry.timetable;

public record Violation(Sailing sailing, String rule, String detail) {
    @Override
    public String toString() {
        return rule + ": " + sailing.vessel() + " " + detail;
    }
}
EOF
cat > $D/TurnaroundRule.java <<'EOF'
package org.ferry.timetable;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

public class TurnaroundRule {
    static final Duration MIN_TURNAROUND = Duration.ofMinutes(45);

    public List<Violation> check(List<Sailing> sailings) {
        List<Violation> out = new ArrayList<>();
        for (int i = 1; i < sailings.size(); i++) {
            Sailing prev = sailings.get(i - 1);
            Sailing next = sailings.get(i);
            if (!prev.vessel().equals(next.vessel())) continue;
            Duration gap = Duration.between(prev.arrives(), next.departs());
            if (gap.compareTo(MIN_TURNAROUND) < 0) {
                out.add(new Violation(next, "turnaround", "only " + gap.toMinutes() + " min in port"));
            }
        }
        return out;
    }
}
EOF
cat > $D/BerthRule.java <<'EOF'
package org.ferry.timetable;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

public class BerthRule {
    public List<Violation> check(List<Sailing> sailings) {
        Map<Port, Long> departuresPerPort = sailings.stream()
            .collect(Collectors.groupingBy(Sailing::from, Collectors.counting()));
        return sailings.stream()
            .filter(s -> departuresPerPort.get(s.from()) > s.from().berths() * 12)
            .map(s -> new Violation(s, "berths", "port " + s.from().code() + " over capacity"))
            .toList();
    }
}
EOF
cat > $D/NightRule.java <<'EOF'
package org.ferry.timetable;

import java.time.LocalTime;
import java.util.List;

public class NightRule {
    private static final LocalTime QUIET_FROM = LocalTime.of(23, 30);
    private static final LocalTime QUIET_TO = LocalTime.of(5, 30);

    public List<Violation> check(List<Sailing> sailings) {
        return sailings.stream()
            .filter(s -> s.from().code().equals("MHQ"))
            .filter(s -> {
                LocalTime t = s.departs().toLocalTime();
                return t.isAfter(QUIET_FROM) || t.isBefore(QUIET_TO);
            })
            .map(s -> new Violation(s, "night", "departs during quiet hours"))
            .toList();
    }
}
EOF
cat > $D/Validator.java <<'EOF'
package org.ferry.timetable;

import java.util.ArrayList;
import java.util.List;

public class Validator {
    private final TurnaroundRule turnaround = new TurnaroundRule();
    private final BerthRule berths = new BerthRule();
    private final NightRule night = new NightRule();

    public List<Violation> validate(List<Sailing> sailings) {
        List<Violation> all = new ArrayList<>();
        all.addAll(turnaround.check(sailings));
        all.addAll(berths.check(sailings));
        all.addAll(night.check(sailings));
        all.sort(Comparator.comparing(v -> v.sailing().departs()));
        return all;
    }
}
EOF
cat > $D/Main.java <<'EOF'
package org.ferry.timetable;

import java.time.LocalDateTime;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        Port hel = new Port("HEL", "Helsinki", 3);
        Port tll = new Port("TLL", "Tallinn", 4);
        List<Sailing> s = List.of(
            new Sailing("Megastar", hel, tll, LocalDateTime.parse("2024-06-01T07:30"), LocalDateTime.parse("2024-06-01T09:30")),
            new Sailing("Megastar", tll, hel, LocalDateTime.parse("2024-06-01T10:00"), LocalDateTime.parse("2024-06-01T12:00")));
        new Validator().validate(s).forEach(System.out::println);
    }
}
EOF
mvn -o -B compile 2>&1 | sed -e "s/\x1b\[[0-9;]*m//g" | neut
echo "exit status: ${PIPESTATUS[0]}"
