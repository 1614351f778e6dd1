#!/usr/bin/env bash
# mvn -o test of a clocktower chime-scheduler: JUnit 5 suite with one failing assertion and a skipped test
set -u
WORK=${WORK:-/home/dev}
P=$WORK/clocktower-chimes
rm -rf "$P"; mkdir -p "$P/src/main/java/org/belfry/chimes" "$P/src/test/java/org/belfry/chimes"; cd "$P"
cat > pom.xml <<'T'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.belfry</groupId>
  <artifactId>clocktower-chimes</artifactId>
  <version>2.1.0-SNAPSHOT</version>
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
      <plugin>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.11.0</version>
      </plugin>
      <plugin>
        <artifactId>maven-surefire-plugin</artifactId>
        <version>3.2.5</version>
      </plugin>
      <plugin>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
    </plugins>
  </build>
</project>
T
cat > src/main/java/org/belfry/chimes/ChimeSchedule.java <<'T'
package org.belfry.chimes;

import java.time.LocalTime;

public class ChimeSchedule {
    public static final LocalTime QUIET_FROM = LocalTime.of(22, 0);
    public static final LocalTime QUIET_UNTIL = LocalTime.of(7, 0);

    /** Number of hour strikes at time t (12-hour dial), 0 during quiet hours. */
    public int strikes(LocalTime t) {
        if (t.getMinute() != 0) return 0;
        if (!t.isBefore(QUIET_FROM) || t.isBefore(QUIET_UNTIL)) return 0;
        int h = t.getHour() % 12;
        return h;
    }

    /** Westminster quarters: 4 notes per quarter past the hour, 16 on the hour. */
    public int quarterNotes(LocalTime t) {
        return switch (t.getMinute()) {
            case 15 -> 4;
            case 30 -> 8;
            case 45 -> 12;
            case 0 -> 16;
            default -> 0;
        };
    }
}
T
cat > src/main/java/org/belfry/chimes/BellRope.java <<'T'
package org.belfry.chimes;

public class BellRope {
    private final double lengthM;
    private int pulls;

    public BellRope(double lengthM) { this.lengthM = lengthM; }

    public void pull() { pulls++; }

    public boolean needsInspection() { return pulls > 20000 || lengthM < 8.0; }

    public int getPulls() { return pulls; }
}
T
cat > src/test/java/org/belfry/chimes/ChimeScheduleTest.java <<'T'
package org.belfry.chimes;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalTime;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChimeScheduleTest {
    private final ChimeSchedule s = new ChimeSchedule();

    @ParameterizedTest
    @CsvSource({"08:00,8", "09:00,9", "13:00,1", "15:00,3", "21:00,9", "07:00,7"})
    void strikesTheHour(String time, int expected) {
        assertEquals(expected, s.strikes(LocalTime.parse(time)));
    }

    @Test
    void noonStrikesTwelve() {
        assertEquals(12, s.strikes(LocalTime.NOON), "noon must strike twelve");
    }

    @Test
    void quietAtNight() {
        assertEquals(0, s.strikes(LocalTime.of(23, 0)));
        assertEquals(0, s.strikes(LocalTime.of(3, 0)));
    }

    @Test
    void quarterNotes() {
        assertEquals(4, s.quarterNotes(LocalTime.of(10, 15)));
        assertEquals(16, s.quarterNotes(LocalTime.of(10, 0)));
    }

    @Test
    @Disabled("needs the tower's DCF77 receiver")
    void syncsWithRadioClock() {}
}
T
cat > src/test/java/org/belfry/chimes/BellRopeTest.java <<'T'
package org.belfry.chimes;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class BellRopeTest {
    @Test
    void newRopeIsFine() {
        assertFalse(new BellRope(12.0).needsInspection());
    }

    @Test
    void shortRopeNeedsInspection() {
        assertTrue(new BellRope(6.5).needsInspection());
    }

    @Test
    void countsPulls() {
        BellRope r = new BellRope(10.0);
        for (int i = 0; i < 250; i++) r.pull();
        assertEquals(250, r.getPulls());
    }
}
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ mvn -o -B test'; mvn -o -B test 2>&1; echo "exit status: $?"; } | neutral
