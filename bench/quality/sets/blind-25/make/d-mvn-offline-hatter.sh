#!/usr/bin/env bash
# mvn -o test of a milliner's hat-sizing service: JUnit 5 suite with one failing assertion and a disabled test.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/hatter
rm -rf "$P"; mkdir -p "$P/src/main/java/uk/hatblock/sizing" "$P/src/test/java/uk/hatblock/sizing"
cat > "$P/pom.xml" <<'T'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>uk.hatblock</groupId>
  <artifactId>hat-sizing</artifactId>
  <version>1.8.0-SNAPSHOT</version>
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
cat > "$P/src/main/java/uk/hatblock/sizing/HatSize.java" <<'T'
package uk.hatblock.sizing;

public final class HatSize {
    private HatSize() {}

    /** UK hat size from head circumference in cm: (cm / 2.54) / 3.14 rounded down to the nearest 1/8, minus 1/8. */
    public static double ukSize(double circumferenceCm) {
        double inches = circumferenceCm / 2.54;
        double us = inches / Math.PI;
        double eighths = Math.floor(us * 8) / 8.0;
        return eighths - 0.125;
    }

    public static String fitting(double circumferenceCm) {
        if (circumferenceCm < 52) return "XS";
        if (circumferenceCm < 55) return "S";
        if (circumferenceCm < 58) return "M";
        if (circumferenceCm < 61) return "L";
        return "XL";
    }

    public static int blockNumber(double circumferenceCm) {
        return (int) Math.round(circumferenceCm);
    }
}
T
cat > "$P/src/test/java/uk/hatblock/sizing/HatSizeTest.java" <<'T'
package uk.hatblock.sizing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HatSizeTest {
    @ParameterizedTest
    @CsvSource({"50,XS", "53,S", "56,M", "59,L", "62,XL"})
    void fittingBands(double cm, String band) {
        assertEquals(band, HatSize.fitting(cm));
    }

    @Test
    void ukSizeForFiftySevenCm() {
        assertEquals(7.125, HatSize.ukSize(57.0), 1e-9, "57 cm head should be UK 7 1/8");
    }

    @Test
    void blockNumberRounds() {
        assertEquals(58, HatSize.blockNumber(57.6));
    }

    @Test
    @Disabled("felt shrinkage table not yet supplied by the blocker")
    void shrinkageAllowance() {}
}
T
run d-mvn-offline-hatter "$P" mvn -o -B test
