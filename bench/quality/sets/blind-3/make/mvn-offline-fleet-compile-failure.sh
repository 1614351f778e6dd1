#!/usr/bin/env bash
# Four-module Maven build (vehicle-fleet telemetry): model and geo build and their JUnit 5 tests pass, ingest
# fails to compile, report is skipped. `mvn -o -B -Dstyle.color=never verify` (offline, plugins from the local repository).
set -u
NAME=mvn-offline-fleet-compile-failure; PROJ=fleet-telemetry
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>io.fleetline</groupId>
  <artifactId>fleet-telemetry</artifactId>
  <version>1.4.0-SNAPSHOT</version>
  <packaging>pom</packaging>
  <modules>
    <module>fleet-model</module>
    <module>fleet-geo</module>
    <module>fleet-ingest</module>
    <module>fleet-report</module>
  </modules>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencyManagement>
    <dependencies>
      <dependency>
        <groupId>org.junit.jupiter</groupId>
        <artifactId>junit-jupiter</artifactId>
        <version>5.11.4</version>
        <scope>test</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>
  <build>
    <pluginManagement>
      <plugins>
        <plugin><artifactId>maven-clean-plugin</artifactId><version>3.4.0</version></plugin>
        <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
        <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
        <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
        <plugin><artifactId>maven-jar-plugin</artifactId><version>3.4.1</version></plugin>
      </plugins>
    </pluginManagement>
  </build>
</project>
EOF
for m in fleet-model fleet-ingest fleet-report; do
  mkdir -p $m/src/main/java/io/fleetline/${m#fleet-} $m/src/test/java/io/fleetline/${m#fleet-}
done
mkpom() { # artifactId, extra dependencies
cat > $1/pom.xml <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>io.fleetline</groupId>
    <artifactId>fleet-telemetry</artifactId>
    <version>1.4.0-SNAPSHOT</version>
  </parent>
  <artifactId>$1</artifactId>
  <dependencies>
$2
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter</artifactId>
    </dependency>
  </dependencies>
</project>
EOF
}
mkpom fleet-model ""
mkpom fleet-ingest "    <dependency><groupId>io.fleetline</groupId><artifactId>fleet-model</artifactId><version>\${project.version}</version></dependency>"
mkpom fleet-report "    <dependency><groupId>io.fleetline</groupId><artifactId>fleet-ingest</artifactId><version>\${project.version}</version></dependency>"

M=fleet-model/src/main/java/io/fleetline/model
cat > $M/VehicleId.java <<'EOF'
package io.fleetline.model;

public record VehicleId(String value) {
    public VehicleId {
        if (value == null || !value.matches("[A-Z]{2}-\\d{4}")) {
            throw new IllegalArgumentException("vehicle id must look like AB-1234: " + value);
        }
    }
}
EOF
cat > $M/Position.java <<'EOF'
package io.fleetline.model;

public record Position(double lat, double lon) {
    private static final double EARTH_RADIUS_KM = 6371.0088;

    public double distanceKm(Position o) {
        double p1 = Math.toRadians(lat), p2 = Math.toRadians(o.lat);
        double dp = p2 - p1, dl = Math.toRadians(o.lon - lon);
        double h = Math.pow(Math.sin(dp / 2), 2) + Math.cos(p1) * Math.cos(p2) * Math.pow(Math.sin(dl / 2), 2);
        return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
    }
}
EOF
cat > $M/TelemetryEvent.java <<'EOF'
package io.fleetline.model;

import java.time.Instant;

public record TelemetryEvent(VehicleId vehicle, Instant at, Position position, double speedKmh, int fuelPct,
                             EventKind kind) {
    public enum EventKind { HEARTBEAT, IGNITION_ON, IGNITION_OFF, HARSH_BRAKE, GEOFENCE_EXIT }

    public boolean isAlert() {
        return kind == EventKind.HARSH_BRAKE || kind == EventKind.GEOFENCE_EXIT;
    }
}
EOF
T=fleet-model/src/test/java/io/fleetline/model
cat > $T/VehicleIdTest.java <<'EOF'
package io.fleetline.model;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class VehicleIdTest {
    @Test void acceptsPlateStyleIds() { assertEquals("HH-2044", new VehicleId("HH-2044").value()); }
    @Test void rejectsLowercase() { assertThrows(IllegalArgumentException.class, () -> new VehicleId("hh-2044")); }
    @Test void rejectsNull() { assertThrows(IllegalArgumentException.class, () -> new VehicleId(null)); }
}
EOF
cat > $T/PositionTest.java <<'EOF'
package io.fleetline.model;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class PositionTest {
    @Test void hamburgToBremen() {
        double d = new Position(53.5511, 9.9937).distanceKm(new Position(53.0793, 8.8017));
        assertEquals(94.6, d, 0.5);
    }
    @Test void zeroDistance() { assertEquals(0.0, new Position(1, 2).distanceKm(new Position(1, 2)), 1e-9); }
}
EOF
I=fleet-ingest/src/main/java/io/fleetline/ingest
cat > $I/LineDecoder.java <<'EOF'
package io.fleetline.ingest;

import io.fleetline.model.Position;
import io.fleetline.model.TelemetryEvent;
import io.fleetline.model.TelemetryEvent.EventKind;
import io.fleetline.model.VehicleId;
import java.time.Instant;
import java.util.Optional;

/** Decodes gateway lines: "HH-2044;2024-06-01T08:15:00Z;53.55;9.99;47.5;81;HEARTBEAT". */
public final class LineDecoder {
    public Optional<TelemetryEvent> decode(String line) {
        String[] f = line.split(";");
        if (f.length != 7) {
            return Optional.empty();
        }
        VehicleId id = new VehicleId(f[0]);
        Instant at = Instant.parse(f[1]);
        Position pos = new Position(Double.parseDouble(f[2]), Double.parseDouble(f[3]));
        double speed = Double.parseDouble(f[4]);
        int fuel = Integer.parseInt(f[5]);
        EventKind kind = EventKind.valueOf(f[6]);
        return new TelemetryEvent(id, at, pos, speed, fuel, kind);
    }
}
EOF
cat > $I/TripAssembler.java <<'EOF'
package io.fleetline.ingest;

import io.fleetline.model.TelemetryEvent;
import io.fleetline.model.TelemetryEvent.EventKind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

public final class TripAssembler {
    public record Trip(String vehicle, List<TelemetryEvent> events) {
        public double distanceKm() {
            double km = 0;
            for (int i = 1; i < events.size(); i++) {
                km += events.get(i - 1).position().distanceKm(events.get(i).position());
            }
            return km;
        }

        public Duration duration() {
            return Duration.between(events.get(0).at(), events.get(events.size() - 1).at());
        }
    }

    private final List<Trip> trips = new ArrayList<>();
    private List<TelemetryEvent> current;

    public void accept(TelemetryEvent e) {
        if (e.kind() == EventKind.IGNITION_ON) {
            current = new ArrayList<>();
        }
        if (current != null) {
            current.add(e);
        }
        if (e.kind() == EventKind.IGNITION_OFF && current != null) {
            trips.add(new Trip(e.vehicle(), current));
            current = null;
        }
    }

    public List<Trip> trips() {
        return List.copyOf(trips);
    }
}
EOF
cat > $I/AlertFilter.java <<'EOF'
package io.fleetline.ingest;

import io.fleetline.model.TelemetryEvent;
import java.util.List;
import java.util.stream.Collectors;

public final class AlertFilter {
    private final double speedLimitKmh;

    public AlertFilter(double speedLimitKmh) {
        this.speedLimitKmh = speedLimitKmh;
    }

    public List<TelemetryEvent> alerts(List<TelemetryEvent> events) {
        return events.stream()
                .filter(e -> e.isAlert() || e.speedKmh() > speedLimitKmh || e.fuelPct() < 10)
                .collect(Collectors.toList());
    }
}
EOF
R=fleet-report/src/main/java/io/fleetline/report
cat > $R/DailyReport.java <<'EOF'
package io.fleetline.report;

import io.fleetline.ingest.TripAssembler.Trip;
import java.util.List;

public final class DailyReport {
    public String render(List<Trip> trips) {
        StringBuilder sb = new StringBuilder("vehicle   trips   km\n");
        trips.stream().map(Trip::vehicle).distinct().sorted().forEach(v -> {
            List<Trip> mine = trips.stream().filter(t -> t.vehicle().equals(v)).toList();
            double km = mine.stream().mapToDouble(Trip::distanceKm).sum();
            sb.append(String.format("%-9s %5d %6.1f%n", v, mine.size(), km));
        });
        return sb.toString();
    }
}
EOF
mkdir -p fleet-geo/src/main/java/io/fleetline/geo fleet-geo/src/test/java/io/fleetline/geo
mkpom fleet-geo "    <dependency><groupId>io.fleetline</groupId><artifactId>fleet-model</artifactId><version>\${project.version}</version></dependency>"
cat > fleet-geo/src/main/java/io/fleetline/geo/Geofence.java <<'EOF'
package io.fleetline.geo;

import io.fleetline.model.Position;
import java.util.List;

/** Polygon geofence; ray casting on lat/lon (fine for depot-sized areas). */
public final class Geofence {
    private final String name;
    private final List<Position> ring;

    public Geofence(String name, List<Position> ring) {
        if (ring.size() < 3) throw new IllegalArgumentException("a geofence needs at least 3 points");
        this.name = name;
        this.ring = List.copyOf(ring);
    }

    public String name() { return name; }

    public boolean contains(Position p) {
        boolean inside = false;
        for (int i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
            Position a = ring.get(i), b = ring.get(j);
            if ((a.lat() > p.lat()) != (b.lat() > p.lat())
                    && p.lon() < (b.lon() - a.lon()) * (p.lat() - a.lat()) / (b.lat() - a.lat()) + a.lon()) {
                inside = !inside;
            }
        }
        return inside;
    }
}
EOF
cat > fleet-geo/src/main/java/io/fleetline/geo/DepotRegistry.java <<'EOF'
package io.fleetline.geo;

import io.fleetline.model.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public final class DepotRegistry {
    private final List<Geofence> depots = new ArrayList<>();

    public void add(Geofence g) { depots.add(g); }

    public Optional<Geofence> depotAt(Position p) {
        return depots.stream().filter(g -> g.contains(p)).findFirst();
    }

    public int size() { return depots.size(); }
}
EOF
cat > fleet-geo/src/test/java/io/fleetline/geo/GeofenceTest.java <<'EOF'
package io.fleetline.geo;

import static org.junit.jupiter.api.Assertions.*;
import io.fleetline.model.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class GeofenceTest {
    private final Geofence square = new Geofence("square", List.of(
            new Position(53.0, 9.0), new Position(53.0, 10.0), new Position(54.0, 10.0), new Position(54.0, 9.0)));

    @Test void inside() { assertTrue(square.contains(new Position(53.5, 9.5))); }
    @Test void outside() { assertFalse(square.contains(new Position(52.5, 9.5))); }
    @Test void needsThreePoints() {
        assertThrows(IllegalArgumentException.class, () -> new Geofence("x", List.of(new Position(0, 0))));
    }
}
EOF
cat > fleet-geo/src/test/java/io/fleetline/geo/DepotRegistryTest.java <<'EOF'
package io.fleetline.geo;

import static org.junit.jupiter.api.Assertions.*;
import io.fleetline.model.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class DepotRegistryTest {
    @Test void findsDepot() {
        DepotRegistry r = new DepotRegistry();
        r.add(new Geofence("Billbrook", List.of(new Position(53.52, 10.08), new Position(53.52, 10.12),
                new Position(53.55, 10.12), new Position(53.55, 10.08))));
        assertEquals("Billbrook", r.depotAt(new Position(53.53, 10.10)).orElseThrow().name());
        assertTrue(r.depotAt(new Position(53.60, 10.10)).isEmpty());
    }
}
EOF
( mvn -o -B -Dstyle.color=never verify 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
