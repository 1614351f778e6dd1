#!/usr/bin/env bash
# mvn -o test of a crystal-chandelier restoration quote service: two failing tests, one skipped
W=${WORK:-/home/dev}
P=$W/chandelier-quote
rm -rf "$P"; mkdir -p "$P/src/main/java/com/lustre/quote" "$P/src/test/java/com/lustre/quote"; cd "$P"
cat > pom.xml <<'T'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.lustre</groupId>
  <artifactId>chandelier-quote</artifactId>
  <version>1.6.0-SNAPSHOT</version>
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
T
cat > src/main/java/com/lustre/quote/Prism.java <<'T'
package com.lustre.quote;

public record Prism(String cut, int count, boolean leadCrystal) {}
T
cat > src/main/java/com/lustre/quote/QuoteCalculator.java <<'T'
package com.lustre.quote;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

public class QuoteCalculator {
    static final BigDecimal REWIRE_PER_ARM = new BigDecimal("38.50");
    static final BigDecimal VAT = new BigDecimal("0.20");

    public BigDecimal prisms(List<Prism> prisms) {
        BigDecimal total = BigDecimal.ZERO;
        for (Prism p : prisms) {
            BigDecimal unit = switch (p.cut()) {
                case "pendeloque" -> new BigDecimal("4.20");
                case "octagon" -> new BigDecimal("1.10");
                case "spear" -> new BigDecimal("6.75");
                default -> throw new IllegalArgumentException("unknown cut: " + p.cut());
            };
            if (p.leadCrystal()) unit = unit.multiply(new BigDecimal("1.5"));
            total = total.add(unit.multiply(BigDecimal.valueOf(p.count())));
        }
        return total.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal rewire(int arms) {
        if (arms > 24) arms = 24;
        return REWIRE_PER_ARM.multiply(BigDecimal.valueOf(arms));
    }

    public BigDecimal withVat(BigDecimal net) {
        return net.add(net.multiply(VAT)).setScale(2, RoundingMode.DOWN);
    }
}
T
cat > src/test/java/com/lustre/quote/QuoteCalculatorTest.java <<'T'
package com.lustre.quote;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class QuoteCalculatorTest {
    private final QuoteCalculator calc = new QuoteCalculator();

    @Test
    void prismsPriceByCut() {
        assertEquals(new BigDecimal("53.00"), calc.prisms(List.of(new Prism("pendeloque", 10, false), new Prism("octagon", 10, false))));
    }

    @Test
    void leadCrystalCostsHalfAsMuchAgain() {
        assertEquals(new BigDecimal("10.13"), calc.prisms(List.of(new Prism("spear", 1, true))));
    }

    @Test
    void rewireChargesEveryArm() {
        assertEquals(new BigDecimal("1155.00"), calc.rewire(30), "30-arm ballroom chandelier");
    }

    @Test
    void vatRoundsHalfUp() {
        assertEquals(new BigDecimal("12.35"), calc.withVat(new BigDecimal("10.29")));
    }

    @Test
    void unknownCutRejected() {
        var ex = assertThrows(IllegalArgumentException.class, () -> calc.prisms(List.of(new Prism("baguette", 1, false))));
        assertTrue(ex.getMessage().contains("baguette"));
    }

    @Test
    @Disabled("waiting for the 2026 brass price list")
    void brassArmsRepricing() {
        fail("not written");
    }
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ mvn -o -B test'; mvn -o -B test 2>&1; echo "exit status: $?"; } | neutral
