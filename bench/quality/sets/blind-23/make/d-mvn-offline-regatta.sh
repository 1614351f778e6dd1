#!/bin/bash
# mvn -o test on a sailing-regatta scoring library (JUnit 5): compiles, then test failures and an error
WORK=${WORK:-/home/dev}; P=$WORK/regatta-scoring
rm -rf "$P"; mkdir -p "$P/src/main/java/org/regatta/score" "$P/src/test/java/org/regatta/score"; cd "$P"
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.regatta</groupId>
  <artifactId>regatta-scoring</artifactId>
  <version>2.3.0-SNAPSHOT</version>
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
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.11.0</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    </plugins>
  </build>
</project>
EOF
cat > src/main/java/org/regatta/score/Finish.java <<'EOF'
package org.regatta.score;

public record Finish(String sailNo, int place, String code) {
    public boolean penalised() { return code != null && !code.isEmpty(); }
}
EOF
cat > src/main/java/org/regatta/score/LowPointScorer.java <<'EOF'
package org.regatta.score;

import java.util.*;

/** RRS Appendix A low-point scoring with discards. */
public class LowPointScorer {
    private final int fleetSize;
    private final int discardsAfter;

    public LowPointScorer(int fleetSize, int discardsAfter) {
        this.fleetSize = fleetSize;
        this.discardsAfter = discardsAfter;
    }

    public int points(Finish f) {
        if (!f.penalised()) return f.place();
        switch (f.code()) {
            case "DNC": case "DNS": case "OCS": case "DSQ":
                return fleetSize + 1;
            case "DNF": case "RET":
                return fleetSize;
            default:
                throw new IllegalArgumentException("unknown scoring code " + f.code());
        }
    }

    public int net(List<Finish> series) {
        List<Integer> pts = new ArrayList<>();
        for (Finish f : series) pts.add(points(f));
        int total = pts.stream().mapToInt(Integer::intValue).sum();
        if (series.size() >= discardsAfter) {
            total -= Collections.min(pts);
        }
        return total;
    }
}
EOF
cat > src/test/java/org/regatta/score/LowPointScorerTest.java <<'EOF'
package org.regatta.score;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class LowPointScorerTest {
    private final LowPointScorer s = new LowPointScorer(24, 5);

    @Test void placeIsPoints() { assertEquals(3, s.points(new Finish("GBR 1412", 3, ""))); }

    @Test void dncScoresFleetPlusOne() { assertEquals(25, s.points(new Finish("IRL 88", 0, "DNC"))); }

    @Test void dnfScoresFleetPlusOne() {
        assertEquals(25, s.points(new Finish("NED 3", 0, "DNF")), "RRS A5.2: DNF scores entries + 1");
    }

    @Test void worstRaceIsDiscarded() {
        List<Finish> series = List.of(new Finish("GBR 1412", 2, ""), new Finish("GBR 1412", 1, ""),
                new Finish("GBR 1412", 0, "OCS"), new Finish("GBR 1412", 4, ""), new Finish("GBR 1412", 3, ""));
        assertEquals(10, s.net(series));
    }

    @Test void noDiscardBeforeFifthRace() {
        assertEquals(7, s.net(List.of(new Finish("FRA 9", 3, ""), new Finish("FRA 9", 4, ""))));
    }

    @Test void zfpIsTwentyPercent() { assertEquals(6, s.points(new Finish("ESP 7", 2, "ZFP"))); }

    @Disabled("redress averaging not implemented")
    @Test void redressAveragesOtherRaces() {}
}
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run mvn -o -B test | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -E -e 's/Time elapsed: [0-9.]+ s/Time elapsed: 0.041 s/' -e 's/Total time:  [0-9.]+ s/Total time:  2.874 s/' -e 's/Finished at: .*/Finished at: 2026-03-14T10:22:05Z/'
