#!/bin/bash
# mvn -o test on a road-pothole triage service: one failing and one erroring test
source "$(dirname "$0")/d-lib.sh"
P=$WORK/potholecrew
rm -rf "$P"; mkdir -p "$P/src/main/java/net/roadfix/triage" "$P/src/test/java/net/roadfix/triage"
cd "$P"
cat > pom.xml <<'T'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>net.roadfix</groupId>
  <artifactId>pothole-triage</artifactId>
  <version>0.7.0-SNAPSHOT</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter</artifactId>
      <version>5.10.2</version>
      <scope>test</scope>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
      <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    </plugins>
  </build>
</project>
T
cat > src/main/java/net/roadfix/triage/Report.java <<'T'
package net.roadfix.triage;

public record Report(String street, double depthCm, double widthCm, int trafficPerHour, boolean nearSchool) {}
T
cat > src/main/java/net/roadfix/triage/Severity.java <<'T'
package net.roadfix.triage;

public enum Severity { LOW, MEDIUM, HIGH, EMERGENCY }
T
cat > src/main/java/net/roadfix/triage/Triage.java <<'T'
package net.roadfix.triage;

import java.util.List;
import java.util.Comparator;

public class Triage {
    public static Severity classify(Report r) {
        double volume = r.depthCm() * r.widthCm();
        if (r.depthCm() > 10) return Severity.EMERGENCY;
        if (volume > 400 || (r.nearSchool() && volume > 150)) return Severity.HIGH;
        if (volume > 120) return Severity.MEDIUM;
        return Severity.LOW;
    }

    public static int repairDays(Severity s) {
        switch (s) {
            case EMERGENCY: return 1;
            case HIGH: return 3;
            case MEDIUM: return 14;
            default: return 45;
        }
    }

    public static List<Report> queue(List<Report> reports) {
        return reports.stream()
            .sorted(Comparator.comparing((Report r) -> classify(r)).reversed()
                .thenComparing(Report::trafficPerHour))
            .toList();
    }

    public static double asphaltKg(Report r) {
        if (r.widthCm() <= 0) throw new IllegalArgumentException("width must be positive: " + r.widthCm());
        return Math.PI * Math.pow(r.widthCm() / 200.0, 2) * (r.depthCm() / 100.0) * 2400;
    }
}
T
cat > src/test/java/net/roadfix/triage/TriageTest.java <<'T'
package net.roadfix.triage;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Disabled;
import java.util.List;
import static org.junit.jupiter.api.Assertions.*;

class TriageTest {
    Report r(String s, double d, double w, int t, boolean school) { return new Report(s, d, w, t, school); }

    @Test void deepHoleIsEmergency() { assertEquals(Severity.EMERGENCY, Triage.classify(r("Mill Lane", 12, 30, 200, false))); }
    @Test void schoolRaisesSeverity() { assertEquals(Severity.HIGH, Triage.classify(r("Elm Row", 5, 35, 80, true))); }
    @Test void smallHoleIsLow() { assertEquals(Severity.LOW, Triage.classify(r("Quay St", 2, 20, 40, false))); }
    @Test void mediumTakesTwoWeeks() { assertEquals(14, Triage.repairDays(Severity.MEDIUM)); }
    @Test void busiestRoadFirstWithinSeverity() {
        List<Report> q = Triage.queue(List.of(r("A", 6, 80, 100, false), r("B", 6, 80, 900, false), r("C", 2, 10, 5, false)));
        assertEquals("B", q.get(0).street(), "busiest HIGH report should be repaired first");
    }
    @Test void asphaltForTypicalHole() { assertEquals(6.03, Triage.asphaltKg(r("Dock Rd", 8, 40, 10, false)), 0.01); }
    @Test void zeroWidthReportsAreRejectedGracefully() { assertEquals(0.0, Triage.asphaltKg(r("Gap", 3, 0, 10, false))); }
    @Disabled("waits for GIS import") @Test void geocodesStreet() { }
}
T
cat > src/test/java/net/roadfix/triage/SeverityTest.java <<'T'
package net.roadfix.triage;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

class SeverityTest {
    @Test void orderIsAscending() { assertTrue(Severity.LOW.compareTo(Severity.EMERGENCY) < 0); }
    @Test void fourLevels() { assertEquals(4, Severity.values().length); }
}
T
{ run "mvn -o -B test"; } | neutral > "$OUTDIR/d-mvn-offline-potholecrew.txt"
