#!/bin/bash
# Lighthouse lamp maintenance scheduler: offline Maven build (mvn -o -B test), JUnit 5 failures in Surefire.
P=${WORK:-/home/dev}/lamp-keeper
rm -rf "$P"; mkdir -p "$P/src/main/java/org/lights/keeper" "$P/src/test/java/org/lights/keeper"; cd "$P"
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.lights</groupId>
  <artifactId>lamp-keeper</artifactId>
  <version>2.3.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <name>Lighthouse lamp maintenance scheduler</name>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter-api</artifactId>
      <version>5.10.2</version>
      <scope>test</scope>
    </dependency>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter-engine</artifactId>
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
EOF
D=src/main/java/org/lights/keeper
T=src/test/java/org/lights/keeper
cat > $D/Lamp.java <<'EOF'
package org.lights.keeper;

import java.time.LocalDate;

public record Lamp(String station, String type, int ratedHours, int hoursRun, LocalDate lastService) {
    public double wearFraction() {
        return (double) hoursRun / ratedHours;
    }
}
EOF
cat > $D/Schedule.java <<'EOF'
package org.lights.keeper;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Schedule {
    static final double REPLACE_AT = 0.85;
    static final int MAX_DAYS_BETWEEN_VISITS = 180;

    public static boolean needsReplacement(Lamp lamp) {
        return lamp.wearFraction() > REPLACE_AT;
    }

    public static boolean visitDue(Lamp lamp, LocalDate today) {
        return ChronoUnit.DAYS.between(lamp.lastService(), today) > MAX_DAYS_BETWEEN_VISITS;
    }

    /** Hours of darkness per night at a latitude, rough cosine model. */
    public static double nightHours(double latDeg, int dayOfYear) {
        double decl = 23.44 * Math.sin(Math.toRadians(360.0 / 365 * (dayOfYear - 81)));
        double x = -Math.tan(Math.toRadians(latDeg)) * Math.tan(Math.toRadians(decl));
        x = Math.max(-1, Math.min(1, x));
        return 24 - 2 * Math.toDegrees(Math.acos(x)) / 15;
    }

    public static int daysUntilWornOut(Lamp lamp, double latDeg, int fromDay) {
        double left = lamp.ratedHours() * REPLACE_AT - lamp.hoursRun();
        int d = 0;
        while (left > 0) {
            left -= nightHours(latDeg, (fromDay + d) % 365 + 1);
            d++;
        }
        return d;
    }

    public static List<Lamp> visitOrder(List<Lamp> lamps) {
        List<Lamp> out = new ArrayList<>(lamps);
        out.sort(Comparator.comparingDouble(Lamp::wearFraction));
        return out;
    }
}
EOF
cat > $D/BoatPlan.java <<'EOF'
package org.lights.keeper;

import java.util.List;
import java.util.Map;

public class BoatPlan {
    private final Map<String, Integer> tideWindowMinutes;

    public BoatPlan(Map<String, Integer> tideWindowMinutes) {
        this.tideWindowMinutes = tideWindowMinutes;
    }

    public int landingWindow(String station) {
        return tideWindowMinutes.get(station);
    }

    public boolean fits(List<String> stations, int minutesPerStation) {
        int total = 0;
        for (String s : stations) {
            if (landingWindow(s) < minutesPerStation) return false;
            total += minutesPerStation;
        }
        return total <= 8 * 60;
    }
}
EOF
cat > $T/ScheduleTest.java <<'EOF'
package org.lights.keeper;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class ScheduleTest {
    static Lamp lamp(String st, int rated, int run, LocalDate last) {
        return new Lamp(st, "LED-35W", rated, run, last);
    }

    @Test
    void replacementAtEightyFivePercent() {
        assertTrue(Schedule.needsReplacement(lamp("Fastnet", 10000, 8600, LocalDate.of(2024, 1, 1))));
        assertFalse(Schedule.needsReplacement(lamp("Fastnet", 10000, 8400, LocalDate.of(2024, 1, 1))));
    }

    @Test
    void exactlyAtThresholdNeedsReplacement() {
        assertTrue(Schedule.needsReplacement(lamp("Skerries", 20000, 17000, LocalDate.of(2024, 2, 1))),
                "a lamp at exactly 85% wear must be replaced on the next visit");
    }

    @Test
    void visitDueAfterSixMonths() {
        Lamp l = lamp("Bishop Rock", 10000, 100, LocalDate.of(2024, 1, 10));
        assertFalse(Schedule.visitDue(l, LocalDate.of(2024, 7, 1)));
        assertTrue(Schedule.visitDue(l, LocalDate.of(2024, 7, 20)));
    }

    @Test
    void nightHoursAtEquinox() {
        assertEquals(12.0, Schedule.nightHours(50.0, 81), 0.1);
    }

    @Test
    void longerNightsInDecember() {
        assertTrue(Schedule.nightHours(58.0, 355) > 17.0);
    }

    @Test
    void mostWornLampVisitedFirst() {
        List<Lamp> order = Schedule.visitOrder(List.of(
                lamp("Eddystone", 10000, 2000, LocalDate.of(2024, 3, 1)),
                lamp("Longships", 10000, 9100, LocalDate.of(2024, 3, 1)),
                lamp("Wolf Rock", 10000, 6000, LocalDate.of(2024, 3, 1))));
        assertEquals("Longships", order.get(0).station());
    }

    @Test
    @Disabled("needs the Trinity House tide API")
    void liveTideWindows() {
    }
}
EOF
cat > $T/BoatPlanTest.java <<'EOF'
package org.lights.keeper;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BoatPlanTest {
    private final BoatPlan plan = new BoatPlan(Map.of("Muckle Flugga", 90, "Sule Skerry", 45, "Flannan", 120));

    @Test
    void tripFitsWhenWindowsAreLongEnough() {
        assertTrue(plan.fits(List.of("Muckle Flugga", "Flannan"), 60));
    }

    @Test
    void shortWindowRejectsTrip() {
        assertFalse(plan.fits(List.of("Sule Skerry"), 60));
    }

    @Test
    void unknownStationHasNoWindow() {
        assertFalse(plan.fits(List.of("Flannan", "North Rona"), 30));
    }
}
EOF
cat > $D/Keepers.java <<'EOF'
package org.lights.keeper;

import java.util.List;

public class Keepers {
    /** Attendant visits needed in a quarter: one per lamp plus one per fog signal. */
    public static int visitsPerQuarter(List<Lamp> lamps, int fogSignals) {
        return lamps.size() + fogSignals;
    }

    public static String initials(String name) {
        StringBuilder sb = new StringBuilder();
        for (String part : name.split(" ")) sb.append(part.charAt(0));
        return sb.toString();
    }
}
EOF
cat > $T/KeepersTest.java <<'EOF'
package org.lights.keeper;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeepersTest {
    @Test
    void visitsCountFogSignals() {
        Lamp l = new Lamp("Ardnamurchan", "LED-35W", 10000, 10, LocalDate.of(2024, 1, 1));
        assertEquals(3, Keepers.visitsPerQuarter(List.of(l), 2));
    }

    @Test
    void initialsOfTwoNames() {
        assertEquals("MR", Keepers.initials("Morag Ross"));
    }

    @Test
    void initialsIgnoreDoubleSpaces() {
        assertEquals("AM", Keepers.initials("Alasdair  MacLeod"));
    }
}
EOF
mvn -o -B test 2>&1 | sed -e "s/\x1b\[[0-9;]*m//g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
