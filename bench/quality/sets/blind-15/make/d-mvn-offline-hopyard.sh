#!/usr/bin/env bash
# d-mvn-offline-hopyard: `mvn -o test` on a hop-farm kiln scheduling project
# (JUnit 5); the build compiles, most tests pass, two fail and one is disabled.
WORK=${WORK:-/home/dev}
P=$WORK/hopyard
rm -rf "$P"
mkdir -p "$P/src/main/java/farm/hopyard/kiln" "$P/src/main/java/farm/hopyard/picking" \
         "$P/src/test/java/farm/hopyard/kiln" "$P/src/test/java/farm/hopyard/picking" "$P/src/main/resources"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > pom.xml <<'T'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>farm.hopyard</groupId>
  <artifactId>oast-scheduler</artifactId>
  <version>2.6.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <name>Oast house kiln scheduler</name>

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
T

cat > src/main/resources/varieties.properties <<'T'
fuggle.alpha=4.5
goldings.alpha=5.5
challenger.alpha=7.5
target.alpha=11.0
admiral.alpha=14.0
T

cat > src/main/java/farm/hopyard/kiln/Variety.java <<'T'
package farm.hopyard.kiln;

public enum Variety {
    FUGGLE(4.5, 60), GOLDINGS(5.5, 60), CHALLENGER(7.5, 63), TARGET(11.0, 65), ADMIRAL(14.0, 65);

    private final double alphaAcid;
    private final int maxKilnTempC;

    Variety(double alphaAcid, int maxKilnTempC) {
        this.alphaAcid = alphaAcid;
        this.maxKilnTempC = maxKilnTempC;
    }

    public double alphaAcid() { return alphaAcid; }
    public int maxKilnTempC() { return maxKilnTempC; }
}
T

cat > src/main/java/farm/hopyard/kiln/Charge.java <<'T'
package farm.hopyard.kiln;

/** One load of green hops spread on the kiln floor. */
public record Charge(Variety variety, double greenKg, double moisturePct) {
    public Charge {
        if (greenKg <= 0) throw new IllegalArgumentException("greenKg must be positive");
        if (moisturePct < 60 || moisturePct > 85) throw new IllegalArgumentException("implausible moisture " + moisturePct);
    }

    /** Dry weight at the target moisture of 10%. */
    public double driedKg() {
        double solids = greenKg * (100 - moisturePct) / 100.0;
        return solids / 0.90;
    }
}
T

cat > src/main/java/farm/hopyard/kiln/KilnSchedule.java <<'T'
package farm.hopyard.kiln;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

public class KilnSchedule {
    public static final double FLOOR_CAPACITY_KG = 1800.0;

    public record Stage(String name, int tempC, Duration length) {}

    public List<Stage> plan(Charge charge) {
        if (charge.greenKg() > FLOOR_CAPACITY_KG) {
            throw new IllegalStateException("charge of " + charge.greenKg() + " kg exceeds kiln floor");
        }
        int max = charge.variety().maxKilnTempC();
        List<Stage> stages = new ArrayList<>();
        stages.add(new Stage("sweat", 45, Duration.ofHours(2)));
        stages.add(new Stage("dry", max, Duration.ofMinutes(Math.round(charge.moisturePct() * 6))));
        stages.add(new Stage("cure", max - 15, Duration.ofHours(1)));
        return stages;
    }

    public Duration total(Charge charge) {
        return plan(charge).stream().map(Stage::length).reduce(Duration.ZERO, Duration::plus);
    }
}
T

cat > src/main/java/farm/hopyard/kiln/Oast.java <<'T'
package farm.hopyard.kiln;

import java.util.ArrayDeque;
import java.util.Deque;

public class Oast {
    private final String name;
    private final int kilns;
    private final Deque<Charge> queue = new ArrayDeque<>();

    public Oast(String name, int kilns) {
        this.name = name;
        this.kilns = kilns;
    }

    public void enqueue(Charge c) { queue.addLast(c); }
    public int waiting() { return queue.size(); }
    public String name() { return name; }

    /** Number of charges that can be fired in a 24h day. */
    public int dailyCapacity(KilnSchedule schedule, Charge typical) {
        long hours = schedule.total(typical).toHours();
        return (int) (kilns * (24 / hours));
    }
}
T

cat > src/main/java/farm/hopyard/picking/Tally.java <<'T'
package farm.hopyard.picking;

import java.util.LinkedHashMap;
import java.util.Map;

public class Tally {
    private final Map<String, Integer> bushels = new LinkedHashMap<>();

    public void record(String picker, int count) {
        if (count < 0) throw new IllegalArgumentException("negative tally for " + picker);
        bushels.merge(picker, count, Integer::sum);
    }

    public int total() {
        return bushels.values().stream().mapToInt(Integer::intValue).sum();
    }

    public int of(String picker) {
        return bushels.getOrDefault(picker, 0);
    }

    /** Pay in pence at the given rate per bushel, rounded down to whole pence. */
    public long payPence(String picker, double penceBushel) {
        return (long) (of(picker) * penceBushel);
    }

    public String topPicker() {
        return bushels.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }
}
T

cat > src/main/java/farm/hopyard/picking/Bine.java <<'T'
package farm.hopyard.picking;

public final class Bine {
    private Bine() {}

    /** Estimated green cones in kg from bine count and average yield per bine. */
    public static double estimateKg(int bines, double kgPerBine) {
        return bines * kgPerBine;
    }

    public static int binesPerAcre(int rowSpacingCm, int hillSpacingCm, int binesPerHill) {
        double sqm = 4046.86;
        double hills = sqm / (rowSpacingCm / 100.0 * hillSpacingCm / 100.0);
        return (int) Math.floor(hills * binesPerHill);
    }
}
T

cat > src/test/java/farm/hopyard/kiln/ChargeTest.java <<'T'
package farm.hopyard.kiln;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class ChargeTest {
    @Test void driedWeightOfTypicalCharge() {
        Charge c = new Charge(Variety.FUGGLE, 1000, 78);
        assertEquals(244.4, c.driedKg(), 0.1);
    }
    @Test void rejectsZeroWeight() {
        assertThrows(IllegalArgumentException.class, () -> new Charge(Variety.TARGET, 0, 75));
    }
    @Test void rejectsDryHops() {
        assertThrows(IllegalArgumentException.class, () -> new Charge(Variety.TARGET, 500, 40));
    }
    @Test void rejectsSoakedHops() {
        assertThrows(IllegalArgumentException.class, () -> new Charge(Variety.TARGET, 500, 90));
    }
}
T

cat > src/test/java/farm/hopyard/kiln/KilnScheduleTest.java <<'T'
package farm.hopyard.kiln;

import static org.junit.jupiter.api.Assertions.*;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class KilnScheduleTest {
    private final KilnSchedule schedule = new KilnSchedule();

    @Test void threeStages() {
        List<KilnSchedule.Stage> s = schedule.plan(new Charge(Variety.GOLDINGS, 900, 78));
        assertEquals(List.of("sweat", "dry", "cure"), s.stream().map(KilnSchedule.Stage::name).toList());
    }

    @ParameterizedTest
    @EnumSource(Variety.class)
    void dryStageNeverExceedsVarietyLimit(Variety v) {
        KilnSchedule.Stage dry = schedule.plan(new Charge(v, 900, 78)).get(1);
        assertTrue(dry.tempC() <= v.maxKilnTempC());
    }

    @Test void totalForGoldings() {
        assertEquals(Duration.ofMinutes(648), schedule.total(new Charge(Variety.GOLDINGS, 900, 78)));
    }

    @Test void overfullFloorRejected() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
            () -> schedule.plan(new Charge(Variety.ADMIRAL, 2100, 78)));
        assertTrue(e.getMessage().contains("exceeds kiln floor"));
    }

    @Test void cureStageIsCooler() {
        List<KilnSchedule.Stage> s = schedule.plan(new Charge(Variety.CHALLENGER, 900, 78));
        assertEquals(48, s.get(2).tempC());
    }

    @Disabled("sulphuring stage removed in 2024 season")
    @Test void sulphurStageForGoldings() {
        fail("not implemented");
    }
}
T

cat > src/test/java/farm/hopyard/kiln/OastTest.java <<'T'
package farm.hopyard.kiln;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class OastTest {
    @Test void queueCounts() {
        Oast o = new Oast("Bell Farm", 2);
        o.enqueue(new Charge(Variety.FUGGLE, 800, 77));
        o.enqueue(new Charge(Variety.FUGGLE, 820, 76));
        assertEquals(2, o.waiting());
    }

    @Test void fiveKilnsFireElevenChargesADay() {
        Oast o = new Oast("Bell Farm", 5);
        int perDay = o.dailyCapacity(new KilnSchedule(), new Charge(Variety.GOLDINGS, 900, 78));
        assertEquals(11, perDay, "five kilns at ~10.8h per charge");
    }
}
T

cat > src/test/java/farm/hopyard/picking/TallyTest.java <<'T'
package farm.hopyard.picking;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TallyTest {
    private Tally t;

    @BeforeEach void setUp() {
        t = new Tally();
        t.record("Annie", 14);
        t.record("Bert", 9);
        t.record("Annie", 6);
        t.record("Cissie", 17);
    }

    @Test void totals() { assertEquals(46, t.total()); }
    @Test void mergesPerPicker() { assertEquals(20, t.of("Annie")); }
    @Test void unknownPickerIsZero() { assertEquals(0, t.of("Dolly")); }
    @Test void topPicker() { assertEquals("Annie", t.topPicker()); }
    @Test void negativeRejected() { assertThrows(IllegalArgumentException.class, () -> t.record("Bert", -1)); }

    @ParameterizedTest
    @CsvSource({"Annie, 12.5, 250", "Bert, 12.5, 113", "Cissie, 11.0, 187"})
    void pay(String picker, double rate, long expected) {
        assertEquals(expected, t.payPence(picker, rate));
    }
}
T

cat > src/test/java/farm/hopyard/picking/BineTest.java <<'T'
package farm.hopyard.picking;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class BineTest {
    @Test void estimate() { assertEquals(1650.0, Bine.estimateKg(1100, 1.5), 1e-9); }
    @Test void binesPerAcreOnStandardWirework() { assertEquals(3372, Bine.binesPerAcre(200, 120, 2)); }
}
T

{
  echo '$ mvn -o test'
  mvn -o -B test 2>&1; echo "exit status: $?"
} | neutral
