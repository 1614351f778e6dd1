#!/usr/bin/env bash
# d-mvn-offline-lamplighter: `mvn -o -B test` on a gas-lamp maintenance-round
# planner; JUnit 5 tests, two of them fail.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-mvn-offline-lamplighter.txt}
P=$WORK/lamplighter
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; S=$P/src/main/java/org/gaslamps/rounds; T=$P/src/test/java/org/gaslamps/rounds; mkdir -p "$S" "$T"; cd "$P"
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.gaslamps</groupId>
  <artifactId>lamplighter-rounds</artifactId>
  <version>1.7.0-SNAPSHOT</version>
  <packaging>jar</packaging>
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
      <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.11.0</version></plugin>
      <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    </plugins>
  </build>
</project>
EOF
cat > $S/Lamp.java <<'EOF'
package org.gaslamps.rounds;

public record Lamp(String id, String street, double x, double y, int mantleHours, boolean clockwork) {
    public boolean needsMantle() {
        return mantleHours >= 1500;
    }
}
EOF
cat > $S/Round.java <<'EOF'
package org.gaslamps.rounds;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

public class Round {
    static final double WALK_M_PER_MIN = 70.0;
    static final int MINUTES_PER_LAMP = 3;
    static final int EXTRA_MINUTES_CLOCKWORK = 4;

    private final List<Lamp> order = new ArrayList<>();

    public Round(List<Lamp> lamps) {
        List<Lamp> left = new ArrayList<>(lamps);
        double x = 0, y = 0;
        while (!left.isEmpty()) {
            Lamp next = left.get(0);
            for (Lamp l : left) {
                if (dist(x, y, l) < dist(x, y, next)) next = l;
            }
            order.add(next);
            left.remove(next);
            x = next.x();
            y = next.y();
        }
    }

    static double dist(double x, double y, Lamp l) {
        return Math.hypot(l.x() - x, l.y() - y);
    }

    public List<Lamp> order() { return order; }

    public double walkMetres() {
        double total = 0, x = 0, y = 0;
        for (Lamp l : order) {
            total += dist(x, y, l);
            x = l.x();
            y = l.y();
        }
        return total;
    }

    public Duration duration() {
        long minutes = Math.round(walkMetres() / WALK_M_PER_MIN);
        for (Lamp l : order) {
            minutes += MINUTES_PER_LAMP;
            if (l.clockwork()) minutes += EXTRA_MINUTES_CLOCKWORK;
        }
        return Duration.ofMinutes(minutes);
    }

    public List<String> mantlesToCarry() {
        List<String> ids = new ArrayList<>();
        for (Lamp l : order) if (l.needsMantle()) ids.add(l.id());
        return ids;
    }
}
EOF
cat > $S/Dusk.java <<'EOF'
package org.gaslamps.rounds;

import java.time.LocalTime;

public final class Dusk {
    private Dusk() {}

    /** Very rough civil dusk for latitude 51.5 by month (1-12). */
    public static LocalTime civilDusk(int month) {
        int[] minutes = {1010, 1060, 1115, 1230, 1285, 1330, 1325, 1270, 1190, 1100, 1020, 985};
        int m = minutes[month];
        return LocalTime.of(m / 60, m % 60);
    }

    public static LocalTime startRound(int month, int leadMinutes) {
        return civilDusk(month).minusMinutes(leadMinutes);
    }
}
EOF
cat > $T/RoundTest.java <<'EOF'
package org.gaslamps.rounds;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class RoundTest {
    static final List<Lamp> LAMPS = List.of(
        new Lamp("CH-01", "Church Lane", 100, 0, 200, false),
        new Lamp("CH-02", "Church Lane", 200, 0, 1600, true),
        new Lamp("MK-07", "Market Row", 50, 300, 900, false),
        new Lamp("MK-08", "Market Row", 0, 350, 1750, false),
        new Lamp("QY-11", "Quay Steps", 400, 80, 40, true));

    @Test
    void visitsNearestLampFirst() {
        assertEquals("CH-01", new Round(LAMPS).order().get(0).id());
    }

    @Test
    void visitsEveryLampOnce() {
        assertEquals(5, new Round(LAMPS).order().size());
    }

    @Test
    void carriesMantlesForWornLamps() {
        assertEquals(List.of("CH-02", "MK-08"), new Round(LAMPS).mantlesToCarry());
    }

    @Test
    void durationIncludesClockworkWinding() {
        assertEquals(Duration.ofMinutes(41), new Round(LAMPS).duration());
    }

    @Test
    @Disabled("waits for the borough's new lamp survey")
    void fullBoroughRoundUnderThreeHours() {
    }
}
EOF
cat > $T/DuskTest.java <<'EOF'
package org.gaslamps.rounds;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class DuskTest {
    @Test
    void januaryDusk() {
        assertEquals(LocalTime.of(16, 50), Dusk.civilDusk(1));
    }

    @Test
    void decemberRoundStartsBeforeDusk() {
        assertTrue(Dusk.startRound(12, 30).isBefore(LocalTime.of(16, 30)));
    }

    @Test
    void midsummerIsLate() {
        assertTrue(Dusk.civilDusk(6).isAfter(LocalTime.of(21, 0)));
    }
}
EOF
{ echo '$ mvn -o -B test'; mvn -o -B test 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
