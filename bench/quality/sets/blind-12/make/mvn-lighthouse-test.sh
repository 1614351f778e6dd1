#!/usr/bin/env bash
# mvn -o test on a lighthouse light-characteristic parser ("Fl(3) W 15s"): Surefire reports failing JUnit 5 tests.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/mvn-lighthouse-test.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/lightlist
rm -rf "$P"; mkdir -p "$P/src/main/java/org/pharos/lightlist" "$P/src/test/java/org/pharos/lightlist"; cd "$P"
cat > pom.xml <<'X'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.pharos</groupId>
  <artifactId>lightlist</artifactId>
  <version>2.1.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <name>Light List characteristics</name>

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
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.13.0</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-surefire-plugin</artifactId>
        <version>3.2.5</version>
      </plugin>
    </plugins>
  </build>
</project>
X
cat > src/main/java/org/pharos/lightlist/Characteristic.java <<'X'
package org.pharos.lightlist;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A light's characteristic as printed in a List of Lights, e.g. "Fl(3) W 15s 24m 18M". */
public record Characteristic(String phase, int group, List<String> colours, double periodSeconds,
                             Integer heightMetres, Integer rangeMiles) {

    private static final Pattern FORMAT = Pattern.compile(
            "(?<phase>F|Fl|LFl|Q|VQ|Iso|Oc|Al\\.Fl)(?:\\((?<group>\\d+)\\))?\\s+"
            + "(?<colours>[WRG]+)\\s+(?<period>\\d+(?:\\.\\d+)?)s"
            + "(?:\\s+(?<height>\\d+)m)?(?:\\s+(?<range>\\d+)M)?");

    public static Characteristic parse(String text) {
        Matcher m = FORMAT.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("unrecognised characteristic: " + text);
        }
        int group = m.group("group") == null ? 1 : Integer.parseInt(m.group("group"));
        List<String> colours = m.group("colours").chars().mapToObj(c -> String.valueOf((char) c)).toList();
        return new Characteristic(m.group("phase"), group, colours,
                Double.parseDouble(m.group("period")),
                m.group("height") == null ? null : Integer.valueOf(m.group("height")),
                m.group("range") == null ? null : Integer.valueOf(m.group("range")));
    }

    /** Seconds of light in one period, using standard flash lengths. */
    public double lightSeconds() {
        return switch (phase) {
            case "F" -> periodSeconds;
            case "Fl" -> 0.5 * group;
            case "LFl" -> 2.0 * group;
            case "Q" -> 0.3 * group;
            case "VQ" -> 0.2 * group;
            case "Iso" -> periodSeconds / 2;
            case "Oc" -> periodSeconds - 1.0 * group;
            default -> throw new IllegalStateException("no duty cycle for " + phase);
        };
    }

    /** Geographic range in nautical miles for an observer with eye height h (m). */
    public double geographicRange(double observerEye) {
        return 2.03 * (Math.sqrt(heightMetres) + Math.sqrt(observerEye));
    }
}
X
cat > src/main/java/org/pharos/lightlist/Sequence.java <<'X'
package org.pharos.lightlist;

import java.util.ArrayList;
import java.util.List;

/** Expands a characteristic into on/off intervals (seconds) for one period. */
public final class Sequence {
    private Sequence() {}

    public static List<Double> intervals(Characteristic c) {
        List<Double> out = new ArrayList<>();
        double flash = c.lightSeconds() / c.group();
        double eclipse = 1.0;
        for (int i = 0; i < c.group(); i++) {
            out.add(flash);
            out.add(eclipse);
        }
        double used = out.stream().mapToDouble(Double::doubleValue).sum();
        out.set(out.size() - 1, eclipse + (c.periodSeconds() - used));
        return out;
    }
}
X
cat > src/test/java/org/pharos/lightlist/CharacteristicTest.java <<'X'
package org.pharos.lightlist;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CharacteristicTest {

    @Test
    void parsesGroupFlashing() {
        Characteristic c = Characteristic.parse("Fl(3) W 15s 24m 18M");
        assertEquals("Fl", c.phase());
        assertEquals(3, c.group());
        assertEquals(List.of("W"), c.colours());
        assertEquals(15.0, c.periodSeconds());
        assertEquals(24, c.heightMetres());
        assertEquals(18, c.rangeMiles());
    }

    @Test
    void parsesAlternatingColours() {
        Characteristic c = Characteristic.parse("Al.Fl WR 10s");
        assertEquals(List.of("W", "R"), c.colours());
    }

    @Test
    void rejectsGarbage() {
        assertThrows(IllegalArgumentException.class, () -> Characteristic.parse("blinky 3s"));
    }

    @ParameterizedTest(name = "{0} -> {1}s of light")
    @CsvSource({
            "Fl W 5s, 0.5",
            "Fl(2) R 6s, 1.0",
            "LFl W 10s, 2.0",
            "Iso G 4s, 2.0",
            "Oc(2) W 8s, 6.0",
            "Q W 1s, 0.3",
    })
    void dutyCycle(String text, double light) {
        assertEquals(light, Characteristic.parse(text).lightSeconds(), 1e-9);
    }

    @Test
    void geographicRangeWithoutHeightIsUnknown() {
        Characteristic c = Characteristic.parse("Q(6)+LFl W 15s");
        assertNull(c.heightMetres());
    }

    @Test
    void geographicRange() {
        Characteristic c = Characteristic.parse("Fl W 5s 49m 22M");
        assertEquals(17.8, c.geographicRange(4.0), 0.05);
    }
}
X
cat > src/test/java/org/pharos/lightlist/SequenceTest.java <<'X'
package org.pharos.lightlist;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class SequenceTest {

    @Test
    void singleFlashFillsPeriod() {
        List<Double> s = Sequence.intervals(Characteristic.parse("Fl W 5s"));
        assertEquals(List.of(0.5, 4.5), s);
    }

    @Test
    void groupFlashSumsToPeriod() {
        List<Double> s = Sequence.intervals(Characteristic.parse("Fl(3) W 15s"));
        assertEquals(6, s.size());
        assertEquals(15.0, s.stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
    }

    @Test
    void occultingHasLongLight() {
        List<Double> s = Sequence.intervals(Characteristic.parse("Oc W 10s"));
        assertEquals(List.of(9.0, 1.0), s, "occulting light: long on, short eclipse");
    }
}
X
{ echo '$ mvn -o test'; mvn -o -B test 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
