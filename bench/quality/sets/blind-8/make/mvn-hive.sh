#!/bin/bash
# Beehive inspection log: offline Maven build (mvn -o -B clean compile) failing in two classes.
P=${WORK:-/home/dev}/hive-inspections
rm -rf $P && mkdir -p $P && cd $P
cat > pom.xml <<'X'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.apiary</groupId>
  <artifactId>hive-inspections</artifactId>
  <version>1.3.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.13.2</version><scope>test</scope></dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.11.0</version>
        <configuration><showWarnings>true</showWarnings><compilerArgs><arg>-Xlint:all</arg></compilerArgs></configuration></plugin>
      <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    </plugins>
  </build>
</project>
X
B=src/main/java/org/apiary/hives
mkdir -p $B/model $B/inspect $B/report $B/io src/main/resources
echo "apiary.name=Hollow Lane" > src/main/resources/apiary.properties
for c in Hive Frame Queen Super Brood; do
cat > $B/model/$c.java <<J
package org.apiary.hives.model;

public class $c {
    private final String id;
    public $c(String id) { this.id = id; }
    public String getId() { return id; }
}
J
done
cat > $B/model/Colony.java <<'J'
package org.apiary.hives.model;

import java.time.LocalDate;
import java.util.List;

public record Colony(String hiveId, Queen queen, List<Frame> broodFrames, int temperament, LocalDate lastInspected) {
    public boolean queenright() { return queen != null; }
}
J
cat > $B/inspect/Inspection.java <<'J'
package org.apiary.hives.inspect;

import java.time.LocalDate;

public record Inspection(String hiveId, LocalDate date, boolean eggsSeen, boolean queenSeen,
                         int queenCells, int framesOfBees, String varroaCount) {}
J
cat > $B/inspect/SwarmRisk.java <<'J'
package org.apiary.hives.inspect;

import java.util.List;

public final class SwarmRisk {
    public enum Level { LOW, WATCH, HIGH }

    public static Level assess(Inspection i) {
        if (i.queenCells() >= 3) return Level.HIGH;
        if (i.queenCells() > 0 || i.framesOfBees() >= 9) return Level.WATCH;
        return Level.LOW;
    }

    public static int varroaPerDay(Inspection i, int days) {
        return i.varroaCount() / days;
    }

    public static long highRisk(List<Inspection> all) {
        return all.stream().filter(i -> assess(i) == Level.HIGH).count();
    }
}
J
cat > $B/inspect/Schedule.java <<'J'
package org.apiary.hives.inspect;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

public class Schedule {
    public static LocalDate next(Inspection last, SwarmRisk.Level level) {
        return switch (level) {
            case HIGH -> last.date().plusDays(3);
            case WATCH -> last.date().plusDays(7);
        };
    }

    public static long overdueDays(Inspection last, LocalDate today) {
        return ChronoUnit.DAYS.between(last.date(), today) - 10;
    }
}
J
cat > $B/report/WeeklyReport.java <<'J'
package org.apiary.hives.report;

import java.util.List;
import org.apiary.hives.inspect.Inspection;
import org.apiary.hives.inspect.SwarmRisk;

public class WeeklyReport {
    public String render(List<Inspection> inspections) {
        StringBuilder sb = new StringBuilder("hive  risk\n");
        for (Inspection i : inspections) {
            sb.append(i.hiveId()).append("  ").append(SwarmRisk.assess(i)).append('\n');
        }
        return sb.toString();
    }
}
J
cat > $B/io/CsvImport.java <<'J'
package org.apiary.hives.io;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.apiary.hives.inspect.Inspection;

public class CsvImport {
    public List<Inspection> parse(List<String> lines) {
        List<Inspection> out = new ArrayList<>();
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",");
            out.add(new Inspection(f[0], LocalDate.parse(f[1]), Boolean.parseBoolean(f[2]),
                    Boolean.parseBoolean(f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]), f[6]));
        }
        return out;
    }
}
J
mvn -o -B clean compile 2>&1
echo "exit status: $?"
