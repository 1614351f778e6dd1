#!/bin/bash
# ski-lift pass validator: offline multi-module maven build, one module fails to compile
source "$(dirname "$0")/_common.sh"
fresh skilift-passes
module_pom() { # module_pom <artifact> <deps...>
  local a=$1; shift
  {
    cat <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>at.alpenpass</groupId>
    <artifactId>skilift-parent</artifactId>
    <version>2.3.0-SNAPSHOT</version>
  </parent>
  <artifactId>$a</artifactId>
  <dependencies>
EOF
    for d in "$@"; do
      echo "    <dependency><groupId>at.alpenpass</groupId><artifactId>$d</artifactId><version>\${project.version}</version></dependency>"
    done
    cat <<EOF
  </dependencies>
</project>
EOF
  } > "$a/pom.xml"
}
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>at.alpenpass</groupId>
  <artifactId>skilift-parent</artifactId>
  <version>2.3.0-SNAPSHOT</version>
  <packaging>pom</packaging>
  <name>Ski-lift pass validator</name>
  <modules>
    <module>pass-model</module>
    <module>tariffs</module>
    <module>turnstile</module>
    <module>fraud-check</module>
    <module>reporting</module>
    <module>gate-server</module>
  </modules>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>
    <pluginManagement>
      <plugins>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.11.0</version>
          <configuration><showWarnings>true</showWarnings><compilerArgs><arg>-Xlint:all</arg></compilerArgs></configuration></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.3.0</version></plugin>
      </plugins>
    </pluginManagement>
  </build>
</project>
EOF
for m in pass-model tariffs turnstile fraud-check reporting gate-server; do mkdir -p "$m/src/main/java/at/alpenpass/${m//-/}"; done
module_pom pass-model
module_pom tariffs pass-model
module_pom turnstile pass-model tariffs
module_pom fraud-check pass-model
module_pom reporting pass-model tariffs
module_pom gate-server turnstile fraud-check reporting
cat > pass-model/src/main/java/at/alpenpass/passmodel/SkiPass.java <<'EOF'
package at.alpenpass.passmodel;

import java.time.LocalDate;

public record SkiPass(String chipId, PassType type, LocalDate validFrom, LocalDate validTo, String holder) {
    public boolean validOn(LocalDate day) {
        return !day.isBefore(validFrom) && !day.isAfter(validTo);
    }
}
EOF
cat > pass-model/src/main/java/at/alpenpass/passmodel/PassType.java <<'EOF'
package at.alpenpass.passmodel;

public enum PassType { HALF_DAY, DAY, MULTI_DAY, SEASON, POINTS }
EOF
cat > pass-model/src/main/java/at/alpenpass/passmodel/Scan.java <<'EOF'
package at.alpenpass.passmodel;

import java.time.Instant;

public record Scan(String chipId, String liftId, Instant at) {}
EOF
cat > tariffs/src/main/java/at/alpenpass/tariffs/Tariff.java <<'EOF'
package at.alpenpass.tariffs;

import at.alpenpass.passmodel.PassType;
import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.Map;

public class Tariff {
    private final Map<PassType, BigDecimal> prices = new EnumMap<>(PassType.class);

    public Tariff() {
        prices.put(PassType.HALF_DAY, new BigDecimal("42.00"));
        prices.put(PassType.DAY, new BigDecimal("61.50"));
        prices.put(PassType.MULTI_DAY, new BigDecimal("55.00"));
        prices.put(PassType.SEASON, new BigDecimal("749.00"));
    }

    public BigDecimal price(PassType t, int days) {
        BigDecimal base = prices.get(t);
        return t == PassType.MULTI_DAY ? base.multiply(BigDecimal.valueOf(days)) : base;
    }
}
EOF
cat > turnstile/src/main/java/at/alpenpass/turnstile/Turnstile.java <<'EOF'
package at.alpenpass.turnstile;

import at.alpenpass.passmodel.Scan;
import at.alpenpass.passmodel.SkiPass;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class Turnstile {
    static final Duration MIN_REENTRY = Duration.ofMinutes(5);
    private final String liftId;
    private final Map<String, Instant> lastScan = new HashMap<>();

    public Turnstile(String liftId) {
        this.liftId = liftId;
    }

    public Decision check(SkiPass pass, Instant now) {
        if (!pass.validOn(now.atZone(ZoneId.of("Europe/Vienna")).toLocalDate())) {
            return Decision.REJECT_EXPIRED;
        }
        Optional<Instant> prev = Optional.ofNullable(lastScan.get(pass.chipId()));
        if (prev.isPresent() && Duration.between(prev.get(), now).compareTo(MIN_REENTRY) < 0) {
            return Decision.REJECT_TOO_SOON;
        }
        lastScan.put(pass.chipId(), now);
        return Decision.OPEN;
    }

    public Scan record(SkiPass pass, Instant now) {
        return new Scan(pass.chipId(), liftId, now, pass.type());
    }

    public enum Decision { OPEN, REJECT_EXPIRED, REJECT_TOO_SOON }
}
EOF
cat > turnstile/src/main/java/at/alpenpass/turnstile/Display.java <<'EOF'
package at.alpenpass.turnstile;

public class Display {
    public String message(Turnstile.Decision d) {
        switch (d) {
            case OPEN: return "Gute Fahrt!";
            case REJECT_EXPIRED: return "Karte abgelaufen";
            case REJECT_TOO_SOON: return "Bitte warten";
        }
        return "";
    }
}
EOF
cat > fraud-check/src/main/java/at/alpenpass/fraudcheck/SharingDetector.java <<'EOF'
package at.alpenpass.fraudcheck;

import at.alpenpass.passmodel.Scan;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class SharingDetector {
    /** Two scans of one chip at lifts further apart than can be reached in the elapsed time. */
    public List<String> suspicious(List<Scan> scans, Map<String, Duration> minTravel) {
        List<String> out = new ArrayList<>();
        for (int i = 1; i < scans.size(); i++) {
            Scan a = scans.get(i - 1), b = scans.get(i);
            if (!a.chipId().equals(b.chipId())) continue;
            Duration need = minTravel.getOrDefault(a.liftId() + "->" + b.liftId(), Duration.ZERO);
            if (Duration.between(a.at(), b.at()).compareTo(need) < 0) {
                out.add(a.chipId());
            }
        }
        return out;
    }
}
EOF
cat > reporting/src/main/java/at/alpenpass/reporting/DailyReport.java <<'EOF'
package at.alpenpass.reporting;

import at.alpenpass.passmodel.Scan;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class DailyReport {
    public Map<String, Integer> ridesPerLift(List<Scan> scans) {
        Map<String, Integer> out = new TreeMap<>();
        for (Scan s : scans) out.merge(s.liftId(), 1, Integer::sum);
        return out;
    }

    @SuppressWarnings("rawtypes")
    public List raw(List<Scan> scans) {
        return scans;
    }
}
EOF
cat > gate-server/src/main/java/at/alpenpass/gateserver/Server.java <<'EOF'
package at.alpenpass.gateserver;

import at.alpenpass.turnstile.Turnstile;

public class Server {
    public static void main(String[] args) {
        System.out.println(new Turnstile("GONDOLA-1"));
    }
}
EOF
{
  echo '$ mvn -o -B -fae compile'
  mvn -o -B -fae compile 2>&1
  echo "[exit status: $?]"
} | noansi | neut > "$OUTDIR/mvn-skilift.txt"
