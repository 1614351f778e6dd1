#!/bin/bash
# mvn -o -B test of a tennis-court booking module: JUnit 5, one assertion failure, one error
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-mvn-offline-courtbook.txt
P=$WORK/courtbook
rm -rf "$P"; mkdir -p "$P/src/main/java/club/courtbook" "$P/src/test/java/club/courtbook"; cd "$P"
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>club.courtbook</groupId>
  <artifactId>courtbook-core</artifactId>
  <version>0.7.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <properties>
    <maven.compiler.source>17</maven.compiler.source>
    <maven.compiler.target>17</maven.compiler.target>
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
EOF
cat > src/main/java/club/courtbook/Booking.java <<'EOF'
package club.courtbook;

import java.time.LocalDateTime;

public record Booking(int court, String member, LocalDateTime start, int minutes, boolean floodlights) {
    public LocalDateTime end() { return start.plusMinutes(minutes); }

    public boolean overlaps(Booking other) {
        return court == other.court && start.isBefore(other.end()) && other.start.isBefore(end());
    }
}
EOF
cat > src/main/java/club/courtbook/Ledger.java <<'EOF'
package club.courtbook;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class Ledger {
    static final LocalTime DUSK = LocalTime.of(19, 30);
    private final List<Booking> bookings = new ArrayList<>();
    private final Map<String, Integer> memberCredits;

    public Ledger(Map<String, Integer> memberCredits) {
        this.memberCredits = memberCredits;
    }

    public boolean book(Booking b) {
        for (Booking existing : bookings) {
            if (existing.overlaps(b)) return false;
        }
        int credits = memberCredits.get(b.member());
        if (credits < cost(b)) return false;
        memberCredits.put(b.member(), credits - cost(b));
        bookings.add(b);
        return true;
    }

    public int cost(Booking b) {
        int base = b.minutes() / 30;
        boolean needsLights = b.end().toLocalTime().isAfter(DUSK);
        return needsLights && b.floodlights() ? base + 1 : base;
    }

    public int count() { return bookings.size(); }
}
EOF
cat > src/test/java/club/courtbook/LedgerTest.java <<'EOF'
package club.courtbook;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

public class LedgerTest {
    private Ledger ledger;

    @BeforeEach
    public void setUp() {
        Map<String, Integer> credits = new HashMap<>();
        credits.put("amara", 10);
        credits.put("bjorn", 2);
        ledger = new Ledger(credits);
    }

    private static Booking at(int court, String who, int h, int m, int minutes, boolean lights) {
        return new Booking(court, who, LocalDateTime.of(2026, 5, 14, h, m), minutes, lights);
    }

    @Test
    public void simpleBooking() {
        assertTrue(ledger.book(at(1, "amara", 10, 0, 60, false)));
        assertEquals(1, ledger.count());
    }

    @Test
    public void overlappingBookingRejected() {
        assertTrue(ledger.book(at(2, "amara", 18, 0, 60, false)));
        assertFalse(ledger.book(at(2, "bjorn", 18, 30, 30, false)));
    }

    @Test
    public void eveningLightsCostExtra() {
        assertEquals(3, ledger.cost(at(3, "amara", 19, 0, 60, true)));
    }

    @Test
    public void lightsNotChargedWhenBookingEndsAtDusk() {
        assertEquals(2, ledger.cost(at(3, "amara", 18, 30, 60, true)), "a booking ending exactly at dusk needs no lights");
    }

    @Test
    public void guestWithoutCreditsIsRejected() {
        assertFalse(ledger.book(at(4, "guest-417", 9, 0, 60, false)));
    }
}
EOF
cat > src/test/java/club/courtbook/BookingTest.java <<'EOF'
package club.courtbook;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

public class BookingTest {
    @Test
    public void endAddsMinutes() {
        Booking b = new Booking(1, "amara", LocalDateTime.of(2026, 5, 14, 9, 15), 90, false);
        assertEquals(LocalDateTime.of(2026, 5, 14, 10, 45), b.end());
    }

    @Test
    public void differentCourtsNeverOverlap() {
        LocalDateTime t = LocalDateTime.of(2026, 5, 14, 9, 0);
        assertFalse(new Booking(1, "a", t, 60, false).overlaps(new Booking(2, "b", t, 60, false)));
    }

    @Disabled("ladder matches move to the league module")
    @Test
    public void ladderMatchBlocksTwoCourts() {
    }
}
EOF
{
  echo '$ mvn -o -B test'
  mvn -o -B test 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
