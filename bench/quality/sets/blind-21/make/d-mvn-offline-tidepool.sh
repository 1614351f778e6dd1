#!/bin/bash
# mvn -o test on a rock-pool survey tally library: two failing JUnit tests among several classes.
WORK=${WORK:-/home/dev}; P=$WORK/tidepool-survey; rm -rf "$P"; mkdir -p "$P/src/main/java/net/tidepool/survey" "$P/src/test/java/net/tidepool/survey"; cd "$P"
cat > pom.xml <<'T'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>net.tidepool</groupId>
  <artifactId>tidepool-survey</artifactId>
  <version>0.9.3-SNAPSHOT</version>
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
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.11.0</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    </plugins>
  </build>
</project>
T
cat > src/main/java/net/tidepool/survey/Quadrat.java <<'T'
package net.tidepool.survey;

import java.util.LinkedHashMap;
import java.util.Map;

public class Quadrat {
    private final String id;
    private final double areaM2;
    private final Map<String, Integer> counts = new LinkedHashMap<>();

    public Quadrat(String id, double areaM2) { this.id = id; this.areaM2 = areaM2; }
    public void record(String species, int n) { counts.merge(species, n, Integer::sum); }
    public int count(String species) { return counts.getOrDefault(species, 0); }
    public int richness() { return counts.size(); }
    public double density(String species) { return count(species) / areaM2; }
    public int total() { return counts.values().stream().mapToInt(Integer::intValue).sum(); }

    /** Shannon diversity index H'. */
    public double shannon() {
        double t = total(), h = 0;
        for (int c : counts.values()) { double p = c / t; h -= p * Math.log(p); }
        return h;
    }
    public String id() { return id; }
}
T
cat > src/main/java/net/tidepool/survey/TideWindow.java <<'T'
package net.tidepool.survey;

import java.time.Duration;
import java.time.LocalTime;

public class TideWindow {
    public static Duration safeWindow(LocalTime lowWater, double rangeM) {
        int minutes = rangeM > 4.0 ? 90 : 120;
        return Duration.ofMinutes(minutes);
    }
    public static LocalTime startSurvey(LocalTime lowWater, double rangeM) {
        return lowWater.minus(safeWindow(lowWater, rangeM).dividedBy(2));
    }
}
T
cat > src/main/java/net/tidepool/survey/ZoneClassifier.java <<'T'
package net.tidepool.survey;

public class ZoneClassifier {
    public enum Zone { SPLASH, UPPER, MIDDLE, LOWER, SUBTIDAL }
    public static Zone classify(double heightAboveChartDatumM, double meanHighWaterM) {
        double r = heightAboveChartDatumM / meanHighWaterM;
        if (r > 1.0) return Zone.SPLASH;
        if (r > 0.75) return Zone.UPPER;
        if (r > 0.4) return Zone.MIDDLE;
        if (r > 0.1) return Zone.LOWER;
        return Zone.SUBTIDAL;
    }
}
T
cat > src/test/java/net/tidepool/survey/QuadratTest.java <<'T'
package net.tidepool.survey;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

public class QuadratTest {
    @Test public void countsMerge() { Quadrat q = new Quadrat("Q1", 0.25); q.record("Patella vulgata", 4); q.record("Patella vulgata", 3); assertEquals(7, q.count("Patella vulgata")); }
    @Test public void richness() { Quadrat q = new Quadrat("Q2", 0.25); q.record("Littorina littorea", 2); q.record("Semibalanus balanoides", 40); assertEquals(2, q.richness()); }
    @Test public void densityPerSquareMetre() { Quadrat q = new Quadrat("Q3", 0.25); q.record("Nucella lapillus", 3); assertEquals(12.0, q.density("Nucella lapillus"), 1e-9); }
    @Test public void shannonOfEvenPair() { Quadrat q = new Quadrat("Q4", 1.0); q.record("A", 5); q.record("B", 5); assertEquals(Math.log(2), q.shannon(), 1e-9); }
    @Test public void shannonEmptyIsZero() { Quadrat q = new Quadrat("Q5", 1.0); assertEquals(0.0, q.shannon(), 1e-9); }
}
T
cat > src/test/java/net/tidepool/survey/TideWindowTest.java <<'T'
package net.tidepool.survey;

import static org.junit.jupiter.api.Assertions.*;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

public class TideWindowTest {
    @Test public void springTideShortWindow() { assertEquals(90, TideWindow.safeWindow(LocalTime.of(11, 40), 5.2).toMinutes()); }
    @Test public void neapTideLongWindow() { assertEquals(120, TideWindow.safeWindow(LocalTime.of(14, 5), 2.1).toMinutes()); }
    @Test public void startIsHalfWindowBeforeLow() { assertEquals(LocalTime.of(13, 5), TideWindow.startSurvey(LocalTime.of(14, 5), 2.1)); }
}
T
cat > src/test/java/net/tidepool/survey/ZoneClassifierTest.java <<'T'
package net.tidepool.survey;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;
import net.tidepool.survey.ZoneClassifier.Zone;

public class ZoneClassifierTest {
    @Test public void splash() { assertEquals(Zone.SPLASH, ZoneClassifier.classify(5.0, 4.6)); }
    @Test public void upper() { assertEquals(Zone.UPPER, ZoneClassifier.classify(4.0, 4.6)); }
    @Test public void middleBoundary() { assertEquals(Zone.MIDDLE, ZoneClassifier.classify(1.84, 4.6)); }
    @Test public void lower() { assertEquals(Zone.LOWER, ZoneClassifier.classify(1.0, 4.6)); }
    @Test public void subtidal() { assertEquals(Zone.SUBTIDAL, ZoneClassifier.classify(0.2, 4.6)); }
}
T
{ echo '$ mvn -o test'; mvn -o -B test 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
       -e 's/Time elapsed: [0-9.]* s/Time elapsed: 0.021 s/' -e 's/Total time:  *[0-9.]* s/Total time:  3.184 s/' -e 's/Finished at: .*/Finished at: 2026-05-11T09:42:17Z/'
