#!/usr/bin/env bash
# mvn -o -X compile on a dairy-herd milking-records module; a compile error, debug output trimmed with tail.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dairyherd-records
TMPROOT=$(dirname "$(mktemp -u)")   # the system temp dir, shown as /var/tmp
rm -rf "$P"; mkdir -p "$P/src/main/java/org/example/dairy" "$P/src/main/resources"
cd "$P"
cat > pom.xml <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.example.dairy</groupId>
  <artifactId>dairyherd-records</artifactId>
  <version>1.8.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.11.0</version>
        <configuration>
          <showWarnings>true</showWarnings>
          <compilerArgs><arg>-Xlint:all</arg></compilerArgs>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
XML
cat > src/main/resources/parlour.properties <<'PR'
parlour.stalls=16
parlour.rotary=false
milking.times=05:30,16:00
PR
cat > src/main/java/org/example/dairy/Cow.java <<'JAVA'
package org.example.dairy;

public record Cow(String earTag, String breed, int lactation, boolean dry) {}
JAVA
cat > src/main/java/org/example/dairy/MilkingRecord.java <<'JAVA'
package org.example.dairy;

import java.time.LocalDateTime;

public record MilkingRecord(Cow cow, LocalDateTime at, double litres, double somaticCellCount) {}
JAVA
cat > src/main/java/org/example/dairy/Parlour.java <<'JAVA'
package org.example.dairy;

import java.util.ArrayList;
import java.util.List;

public class Parlour {
    private final List records = new ArrayList();

    public void record(MilkingRecord r) {
        records.add(r);
    }

    public double yieldFor(String earTag) {
        double total = 0;
        for (Object o : records) {
            MilkingRecord r = (MilkingRecord) o;
            if (r.cow().earTag().equals(earTag)) total += r.litres();
        }
        return total;
    }
}
JAVA
cat > src/main/java/org/example/dairy/HerdHealth.java <<'JAVA'
package org.example.dairy;

import java.util.List;

public class HerdHealth {
    /** Cows whose somatic cell count suggests mastitis (over 200k cells/ml). */
    public List<Cow> mastitisWatch(List<MilkingRecord> records) {
        return records.stream()
            .filter(r -> r.somaticCellCount() > 200_000)
            .map(MilkingRecord::cow)
            .distinct()
            .toList();
    }

    public int dryOffDays(Cow cow) {
        return switch (cow.breed()) {
            case "Holstein" -> 60;
            case "Jersey" -> 50;
        };
    }
}
JAVA
{
  echo '$ mvn -o -X compile 2>&1 | tail -n 420'
  # clean environment so the debug dump of env.* holds only a developer-like set
  env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$HOME" LANG=C.UTF-8 USER=dev TERM=dumb \
    mvn -o -X -B compile 2>&1 | tail -n 420
  echo "exit status: ${PIPESTATUS[0]}"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\\b#/home/dev#g" \
        -e "s#^\\(\\[DEBUG\\] java.io.tmpdir: \\)$TMPROOT\$#\\1/var/tmp#" -e "s#^\\(\\[DEBUG\\] user.name: \\)$(id -un)\$#\\1dev#"
