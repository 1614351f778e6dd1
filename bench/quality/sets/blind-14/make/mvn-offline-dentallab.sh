#!/usr/bin/env bash
# `mvn -o -B test` on a dental-lab crown-order tracker: JUnit 5 failures reported by Surefire.
# Output: outputs/mvn-offline-dentallab.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/crownlab
rm -rf "$P"; mkdir -p "$P/src/main/java/lab/crown" "$P/src/test/java/lab/crown"
cat > "$P/pom.xml" <<'T'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>lab.crown</groupId>
  <artifactId>crownlab-orders</artifactId>
  <version>1.4.0-SNAPSHOT</version>
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
      <plugin>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
      <plugin>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.13.0</version>
      </plugin>
      <plugin>
        <artifactId>maven-surefire-plugin</artifactId>
        <version>3.2.5</version>
      </plugin>
    </plugins>
  </build>
</project>
T
cat > "$P/src/main/java/lab/crown/Shade.java" <<'T'
package lab.crown;

/** VITA classical shade guide. */
public enum Shade {
    A1, A2, A3, A3_5, A4, B1, B2, B3, B4, C1, C2, C3, C4, D2, D3, D4;

    public static Shade parse(String s) {
        return valueOf(s.trim().toUpperCase().replace('.', '_'));
    }

    public char group() { return name().charAt(0); }
}
T
cat > "$P/src/main/java/lab/crown/CrownOrder.java" <<'T'
package lab.crown;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;

public record CrownOrder(String caseNo, String dentist, Material material, List<Integer> teeth, Shade shade,
                         LocalDate received) {

    public enum Material { ZIRCONIA(4), EMAX(5), PFM(7), GOLD(8);
        final int workingDays;
        Material(int d) { workingDays = d; }
    }

    public int units() { return teeth.size(); }

    /** Due date: working days after receipt, plus one day per three extra units. */
    public LocalDate due() {
        int days = material.workingDays + (units() - 1) / 3;
        LocalDate d = received;
        while (days > 0) {
            d = d.plusDays(1);
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY) days--;
        }
        return d;
    }

    public boolean isBridge() {
        for (int i = 1; i < teeth.size(); i++) {
            if (teeth.get(i) - teeth.get(i - 1) != 1) return false;
        }
        return teeth.size() > 1;
    }
}
T
cat > "$P/src/main/java/lab/crown/PriceList.java" <<'T'
package lab.crown;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class PriceList {
    private PriceList() {}

    public static BigDecimal unitPrice(CrownOrder.Material m) {
        return switch (m) {
            case ZIRCONIA -> new BigDecimal("145.00");
            case EMAX -> new BigDecimal("168.00");
            case PFM -> new BigDecimal("132.50");
            case GOLD -> new BigDecimal("310.00");
        };
    }

    public static BigDecimal quote(CrownOrder o) {
        BigDecimal base = unitPrice(o.material()).multiply(BigDecimal.valueOf(o.units()));
        if (o.isBridge()) base = base.multiply(new BigDecimal("0.92"));
        return base.setScale(2, RoundingMode.HALF_UP);
    }
}
T
cat > "$P/src/test/java/lab/crown/CrownOrderTest.java" <<'T'
package lab.crown;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class CrownOrderTest {
    private static CrownOrder order(CrownOrder.Material m, List<Integer> teeth, String received) {
        return new CrownOrder("C-" + teeth, "Dr Okafor", m, teeth, Shade.A2, LocalDate.parse(received));
    }

    @Test
    void zirconiaSingleDueAfterFourWorkingDays() {
        assertEquals(LocalDate.parse("2024-05-09"), order(CrownOrder.Material.ZIRCONIA, List.of(11), "2024-05-03").due());
    }

    @Test
    void dueDateSkipsWeekend() {
        // received Thursday, e.max takes 5 working days -> following Thursday
        assertEquals(LocalDate.parse("2024-05-16"), order(CrownOrder.Material.EMAX, List.of(21), "2024-05-09").due());
    }

    @Test
    void threeUnitBridgeDetected() {
        assertTrue(order(CrownOrder.Material.PFM, List.of(44, 45, 46), "2024-05-01").isBridge());
    }

    @Test
    void splitTeethAreNotABridge() {
        assertFalse(order(CrownOrder.Material.PFM, List.of(14, 16), "2024-05-01").isBridge());
    }

    @Test
    @Disabled("lab closed on public holidays: calendar not wired in")
    void bankHolidayPushesDueDate() {
    }
}
T
cat > "$P/src/test/java/lab/crown/PriceListTest.java" <<'T'
package lab.crown;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

class PriceListTest {
    @Test
    void bridgeDiscount() {
        CrownOrder o = new CrownOrder("C-77", "Dr Lind", CrownOrder.Material.ZIRCONIA, List.of(24, 25, 26),
                Shade.A3, LocalDate.parse("2024-05-06"));
        assertEquals(new BigDecimal("400.20"), PriceList.quote(o));
    }

    @Test
    void goldSingle() {
        CrownOrder o = new CrownOrder("C-78", "Dr Lind", CrownOrder.Material.GOLD, List.of(36),
                Shade.A1, LocalDate.parse("2024-05-06"));
        assertEquals(new BigDecimal("310.00"), PriceList.quote(o));
    }
}
T
cat > "$P/src/test/java/lab/crown/ShadeTest.java" <<'T'
package lab.crown;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class ShadeTest {
    @Test
    void parsesHalfShades() {
        assertEquals(Shade.A3_5, Shade.parse("a3.5"));
    }

    @Test
    void rejectsUnknownShade() {
        assertThrows(IllegalArgumentException.class, () -> Shade.parse("E1"));
    }

    @Test
    void bleachShadeMapsToB1() {
        assertEquals(Shade.B1, Shade.parse("0M1"));
    }
}
T
cd "$P" && {
  capture mvn -o -B test
} 2>&1 | neutral | sed -E -e 's/Total time: +[0-9.]+ s/Total time:  4.812 s/' -e 's/Finished at: .*/Finished at: 2024-05-10T16:22:41+02:00/' > "$SETDIR/outputs/mvn-offline-dentallab.txt"
