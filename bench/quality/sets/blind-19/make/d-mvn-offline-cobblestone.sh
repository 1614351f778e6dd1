#!/usr/bin/env bash
# mvn -o test on a street-repair (cobblestone resetting) estimator: JUnit 5 suite with failures.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g' -e 's#/usr/lib/jvm/[^/ ]*#/usr/lib/jvm/java-17#g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/setts-estimator
rm -rf "$P"; mkdir -p "$P/src/main/java/works/setts" "$P/src/test/java/works/setts"; cd "$P"
cat > pom.xml <<'T'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>works.setts</groupId>
  <artifactId>setts-estimator</artifactId>
  <version>3.2.0-SNAPSHOT</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.10.2</version><scope>test</scope></dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    </plugins>
  </build>
</project>
T
cat > src/main/java/works/setts/Street.java <<'T'
package works.setts;

public record Street(String name, double lengthM, double widthM, boolean conservationArea) {}
T
cat > src/main/java/works/setts/Estimator.java <<'T'
package works.setts;

public class Estimator {
    public static final double SETTS_PER_M2 = 44.0;
    public static final double RECLAIM_RATE = 0.7;

    /** Number of granite setts needed to relay a street, after reclaiming old ones. */
    public long settsNeeded(Street s) {
        double area = s.lengthM() * s.widthM();
        double total = area * SETTS_PER_M2;
        double reclaimed = s.conservationArea() ? total * RECLAIM_RATE : 0;
        return Math.round(total - reclaimed);
    }

    /** Crew-days: a crew of four lays 9 m2 a day; conservation streets go at two thirds speed. */
    public int crewDays(Street s) {
        double rate = s.conservationArea() ? 9.0 * 2 / 3 : 9.0;
        return (int) (s.lengthM() * s.widthM() / rate);
    }

    public double beddingTonnes(Street s) {
        if (s.widthM() <= 0) throw new IllegalArgumentException("width must be positive: " + s.widthM());
        return s.lengthM() * s.widthM() * 0.05 * 1.6;
    }
}
T
for i in $(seq 1 14); do
cat > src/test/java/works/setts/Ward${i}SurveyTest.java <<T
package works.setts;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class Ward${i}SurveyTest {
    private final Estimator e = new Estimator();
    @Test void settsPositive() { assertTrue(e.settsNeeded(new Street("Ward $i Lane", 20 + $i, 4, false)) > 0); }
    @Test void beddingScales() { assertEquals((20 + $i) * 4 * 0.08, e.beddingTonnes(new Street("Ward $i Lane", 20 + $i, 4, false)), 1e-9); }
    @Test void reclaimLowersCount() {
        Street s = new Street("Ward $i Row", 30, 5, true);
        assertTrue(e.settsNeeded(s) < e.settsNeeded(new Street("Ward $i Row", 30, 5, false)));
    }
}
T
done
cat > src/test/java/works/setts/CrewPlanningTest.java <<'T'
package works.setts;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class CrewPlanningTest {
    private final Estimator e = new Estimator();

    @Test void plainStreetCrewDays() {
        assertEquals(10, e.crewDays(new Street("Tanner's Walk", 30, 3, false)));
    }

    @Test void partialDayRoundsUp() {
        // 31 m x 3 m = 93 m2 at 9 m2/day = 10.33 days: the crew is booked for 11
        assertEquals(11, e.crewDays(new Street("Chandlers Yard", 31, 3, false)), "a started day is a booked day");
    }

    @Test void conservationStreetIsSlower() {
        assertEquals(15, e.crewDays(new Street("Minster Gate", 30, 3, true)));
    }

    @Disabled("waiting for the council's 2027 labour rates")
    @Test void costIncludesOvertime() {}
}
T
cat > src/test/java/works/setts/BeddingTest.java <<'T'
package works.setts;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class BeddingTest {
    private final Estimator e = new Estimator();

    @Test void zeroWidthIsRejectedWithMessage() {
        try {
            e.beddingTonnes(new Street("Ghost Alley", 12, 0, false));
            fail("expected an exception");
        } catch (IllegalArgumentException ex) {
            assertEquals("width must be positive: 0", ex.getMessage());
        }
    }

    @Test void narrowGinnel() {
        assertEquals(1.92, e.beddingTonnes(new Street("Cat Ginnel", 20, 1.2, false)), 0.001);
    }
}
T
{ run 'mvn -o -B test'; } | neutral > "$HERE/../outputs/d-mvn-offline-cobblestone.txt"
