#!/usr/bin/env bash
# mvn -o test on a didgeridoo drone-pitch calculator: JUnit 5 failures and an error
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/didge-tuner
rm -rf "$P"; mkdir -p "$P/src/main/java/au/didge/tuner" "$P/src/test/java/au/didge/tuner"; cd "$P"
cat > pom.xml <<'T'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>au.didge</groupId>
  <artifactId>didge-tuner</artifactId>
  <version>0.6.0-SNAPSHOT</version>
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
cat > src/main/java/au/didge/tuner/Bore.java <<'T'
package au.didge.tuner;

/** A termite-hollowed bore approximated as a cone frustum. */
public class Bore {
    public static final double SPEED_OF_SOUND = 343.0;
    private final double lengthCm;
    private final double mouthMm;
    private final double bellMm;

    public Bore(double lengthCm, double mouthMm, double bellMm) {
        if (lengthCm <= 0) throw new IllegalArgumentException("length must be positive: " + lengthCm);
        this.lengthCm = lengthCm;
        this.mouthMm = mouthMm;
        this.bellMm = bellMm;
    }

    /** Fundamental (drone) in Hz, with an end correction for the bell. */
    public double droneHz() {
        double l = lengthCm / 100.0 + 0.3 * bellMm / 1000.0;
        double flare = bellMm / mouthMm;
        double factor = flare > 2.5 ? 2.0 : 4.0;
        return SPEED_OF_SOUND / (factor * l);
    }

    public double toothHz() {
        return droneHz() * 2.5;
    }

    public double lengthCm() { return lengthCm; }
}
T
cat > src/main/java/au/didge/tuner/Pitch.java <<'T'
package au.didge.tuner;

public final class Pitch {
    private static final String[] NAMES = {"C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"};

    private Pitch() {}

    public static String nearestNote(double hz) {
        int midi = (int) Math.round(69 + 12 * Math.log(hz / 440.0) / Math.log(2));
        return NAMES[midi % 12] + (midi / 12 - 1);
    }

    public static double centsOff(double hz) {
        double midi = 69 + 12 * Math.log(hz / 440.0) / Math.log(2);
        return Math.round((midi - Math.round(midi)) * 100);
    }

    public static double lengthForDrone(double hz, double bellMm) {
        return (Bore.SPEED_OF_SOUND / (4 * hz) - 0.3 * bellMm / 1000.0) * 100.0;
    }
}
T
cat > src/test/java/au/didge/tuner/BoreTest.java <<'T'
package au.didge.tuner;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

public class BoreTest {
    @Test public void droneOfStraightBore() {
        Bore b = new Bore(130, 30, 60);
        assertEquals(64.5, b.droneHz(), 0.5);
    }

    @Test public void flaredBellRaisesDrone() {
        Bore b = new Bore(130, 30, 90);
        assertTrue(b.droneHz() < 90, "flared bell should sit within an octave of the straight bore, got " + b.droneHz());
    }

    @Test public void toothIsTwoAndAHalfTimesDrone() {
        Bore b = new Bore(150, 32, 70);
        assertEquals(b.droneHz() * 2.5, b.toothHz(), 1e-9);
    }

    @Test public void zeroLengthRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Bore(0, 30, 60));
    }

    @Disabled("waiting for wet-wood measurements")
    @Test public void humidityShiftsDrone() {}
}
T
cat > src/test/java/au/didge/tuner/PitchTest.java <<'T'
package au.didge.tuner;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

public class PitchTest {
    @Test public void concertA() {
        assertEquals("A4", Pitch.nearestNote(440.0));
    }

    @Test public void lowDroneNames() {
        assertEquals("C2", Pitch.nearestNote(65.4));
        assertEquals("D2", Pitch.nearestNote(73.4));
    }

    @Test public void subAudioRejected() {
        assertEquals("", Pitch.nearestNote(3.0));
    }

    @Test public void centsOffSharp() {
        assertEquals(12.0, Pitch.centsOff(445.0), 0.01);
    }

    @Test public void lengthForE() {
        assertEquals(124.0, Pitch.lengthForDrone(82.4, 60), 0.5);
    }
}
T
run mvn -o -B test | neutral
