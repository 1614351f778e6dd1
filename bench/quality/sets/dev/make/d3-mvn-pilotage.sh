#!/usr/bin/env bash
# Harbour pilotage (ship pilot boarding) scheduler in Java: `mvn -o test` (offline, JUnit 5) with
# about 40 test classes whose code logs to stdout; one assertion fails, two tests are disabled.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pilotage
rm -rf "$P"; mkdir -p "$P/src/main/java/org/harbour/pilotage" "$P/src/test/java/org/harbour/pilotage"; cd "$P"

cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.harbour</groupId>
  <artifactId>pilotage</artifactId>
  <version>2.1.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <name>Pilotage boarding scheduler</name>

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
        <version>3.11.0</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-surefire-plugin</artifactId>
        <version>3.2.5</version>
      </plugin>
    </plugins>
  </build>
</project>
EOF

cat > src/main/java/org/harbour/pilotage/Vessel.java <<'EOF'
package org.harbour.pilotage;

public record Vessel(String name, String imo, double draftMetres, double lengthMetres, boolean hazardousCargo) {}
EOF

cat > src/main/java/org/harbour/pilotage/TideWindow.java <<'EOF'
package org.harbour.pilotage;

import java.time.LocalTime;

/** Under-keel clearance check against the tide at the bar. */
public final class TideWindow {
    public static final double CHART_DEPTH_AT_BAR = 11.2;
    public static final double MIN_UKC_FRACTION = 0.10;

    private TideWindow() {}

    public static boolean canCross(Vessel v, double tideHeightMetres) {
        double depth = CHART_DEPTH_AT_BAR + tideHeightMetres;
        double ukc = depth - v.draftMetres();
        boolean ok = ukc >= v.draftMetres() * MIN_UKC_FRACTION;
        System.out.printf("[tide] %-18s draft=%.1f tide=%.2f depth=%.2f ukc=%.2f -> %s%n",
                v.name(), v.draftMetres(), tideHeightMetres, depth, ukc, ok ? "CLEAR" : "HOLD");
        return ok;
    }

    public static LocalTime nextHighWater(LocalTime after) {
        // semi-diurnal: high water every 12h25m from 02:10
        LocalTime hw = LocalTime.of(2, 10);
        while (!hw.isAfter(after)) {
            hw = hw.plusHours(12).plusMinutes(25);
            if (hw.isBefore(LocalTime.of(2, 10))) return hw;
        }
        return hw;
    }
}
EOF

cat > src/main/java/org/harbour/pilotage/PilotRoster.java <<'EOF'
package org.harbour.pilotage;

import java.util.ArrayList;
import java.util.List;

public final class PilotRoster {
    public record Pilot(String name, int licenceClass, int hoursOnDuty) {}

    private final List<Pilot> pilots = new ArrayList<>();

    public void add(Pilot p) { pilots.add(p); }

    /** Class 1 pilots may take any ship; class 2 up to 200 m; class 3 up to 120 m. */
    public static double maxLength(int licenceClass) {
        return switch (licenceClass) {
            case 1 -> Double.MAX_VALUE;
            case 2 -> 200.0;
            case 3 -> 120.0;
            default -> throw new IllegalArgumentException("unknown licence class " + licenceClass);
        };
    }

    public Pilot assign(Vessel v) {
        for (Pilot p : pilots) {
            boolean rested = p.hoursOnDuty() < 10;
            boolean licensed = v.lengthMetres() <= maxLength(p.licenceClass());
            System.out.printf("[roster] %-18s pilot=%-10s class=%d duty=%2dh licensed=%s rested=%s%n",
                    v.name(), p.name(), p.licenceClass(), p.hoursOnDuty(), licensed, rested);
            if (rested && licensed) return p;
        }
        return null;
    }
}
EOF

cat > src/main/java/org/harbour/pilotage/BoardingPlanner.java <<'EOF'
package org.harbour.pilotage;

import java.time.Duration;
import java.time.LocalTime;

public final class BoardingPlanner {
    /** Pilot launch transit from the station to the boarding ground. */
    public static final Duration LAUNCH_TRANSIT = Duration.ofMinutes(35);
    /** Hazardous cargo ships board an extra 20 minutes early for the checklist. */
    public static final Duration HAZMAT_MARGIN = Duration.ofMinutes(20);

    private BoardingPlanner() {}

    public static LocalTime launchTime(Vessel v, LocalTime boardingTime) {
        LocalTime t = boardingTime.minus(LAUNCH_TRANSIT);
        if (v.hazardousCargo()) {
            t = t.minus(HAZMAT_MARGIN);
        }
        System.out.printf("[plan] %-18s boarding=%s launch=%s%n", v.name(), boardingTime, t);
        return t;
    }
}
EOF

python3 - <<'PYEOF'
import random
random.seed(3)
base = "src/test/java/org/harbour/pilotage/"
ships = ["Nordic Tern", "Cape Mardy", "Solway Star", "Ardmore Trader", "Lyra Bulk", "Kestrel Bay",
         "Humber Pride", "Orkney Venture", "Pacific Grebe", "Mersey Dawn", "Baltic Heron", "Tyne Rose"]
classes = []
for i in range(1, 65):
    cname = f"TideWindowScenario{i:02d}Test"
    classes.append(cname)
    rows = []
    for k in range(16):
        ship = ships[(i + k) % len(ships)]
        draft = round(random.uniform(6.0, 13.5), 1)
        tide = round(random.uniform(0.0, 4.8), 2)
        depth = 11.2 + tide
        ok = (depth - draft) >= draft * 0.10
        rows.append(f'        "{ship}, {draft}, {tide}, {str(ok).lower()}"')
    joined = ",\n".join(rows)
    src = f'''package org.harbour.pilotage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class {cname} {{
    @ParameterizedTest
    @CsvSource({{
{joined}
    }})
    void barCrossing(String ship, double draft, double tide, boolean expected) {{
        Vessel v = new Vessel(ship, "IMO9{i:02d}0000", draft, 150.0, false);
        assertEquals(expected, TideWindow.canCross(v, tide));
    }}
}}
'''
    open(base + cname + ".java", "w").write(src)
PYEOF

cat > src/test/java/org/harbour/pilotage/PilotRosterTest.java <<'EOF'
package org.harbour.pilotage;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class PilotRosterTest {
    private PilotRoster roster;

    @BeforeEach
    void setUp() {
        roster = new PilotRoster();
        roster.add(new PilotRoster.Pilot("Abernethy", 3, 4));
        roster.add(new PilotRoster.Pilot("Baird", 2, 11));
        roster.add(new PilotRoster.Pilot("Calloway", 2, 6));
        roster.add(new PilotRoster.Pilot("Drummond", 1, 9));
    }

    @Test
    void smallCoasterGetsFirstRestedPilot() {
        assertEquals("Abernethy", roster.assign(new Vessel("Tyne Rose", "IMO9100001", 5.8, 89.0, false)).name());
    }

    @Test
    void tiredPilotIsSkipped() {
        assertEquals("Calloway", roster.assign(new Vessel("Lyra Bulk", "IMO9100002", 9.1, 182.0, false)).name());
    }

    @Test
    void largeShipNeedsClassOne() {
        assertEquals("Drummond", roster.assign(new Vessel("Pacific Grebe", "IMO9100003", 13.1, 294.0, false)).name());
    }

    @Test
    void unknownLicenceClassRejected() {
        assertThrows(IllegalArgumentException.class, () -> PilotRoster.maxLength(4));
    }

    @Test
    @Disabled("VTS feed stub not available offline")
    void vtsPositionUpdatesRoster() {
    }
}
EOF

cat > src/test/java/org/harbour/pilotage/BoardingPlannerTest.java <<'EOF'
package org.harbour.pilotage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalTime;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class BoardingPlannerTest {
    @Test
    void ordinaryCargoLaunchesThirtyFiveMinutesBefore() {
        Vessel v = new Vessel("Solway Star", "IMO9200001", 8.4, 140.0, false);
        assertEquals(LocalTime.of(13, 25), BoardingPlanner.launchTime(v, LocalTime.of(14, 0)));
    }

    @Test
    void hazardousCargoLaunchesWithChecklistMargin() {
        // port notice 14/2024: hazmat checklist now takes 30 minutes
        Vessel v = new Vessel("Baltic Heron", "IMO9200002", 10.2, 176.0, true);
        assertEquals(LocalTime.of(5, 55), BoardingPlanner.launchTime(v, LocalTime.of(7, 0)),
                "launch time for hazardous cargo");
    }

    @Test
    void launchWrapsPastMidnight() {
        Vessel v = new Vessel("Kestrel Bay", "IMO9200003", 7.7, 120.0, false);
        assertEquals(LocalTime.of(23, 50), BoardingPlanner.launchTime(v, LocalTime.of(0, 25)));
    }

    @Test
    @Disabled("waiting for the 2025 tidal constants from the hydrographic office")
    void springTideBoardingWindow() {
    }
}
EOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ mvn -o -B test'
  mvn -o -B test 2>&1
  echo "exit status: $?"
} | neutral
