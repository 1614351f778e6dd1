#!/usr/bin/env bash
# mvn -o -B test on a three-module shipping-rates project; the "carriers" module fails to compile.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/shiprates
rm -rf "$P"; cd $WORK; mkdir -p "$P"; cd "$P"
mkdir -p rates-core/src/main/java/dev/shiprates/core rates-core/src/test/java/dev/shiprates/core \
         carriers/src/main/java/dev/shiprates/carriers api/src/main/java/dev/shiprates/api
cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>dev.shiprates</groupId>
  <artifactId>shiprates-parent</artifactId>
  <version>1.4.0-SNAPSHOT</version>
  <packaging>pom</packaging>
  <name>shiprates</name>
  <modules>
    <module>rates-core</module>
    <module>carriers</module>
    <module>api</module>
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
        <version>5.10.2</version>
        <scope>test</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>
  <build>
    <pluginManagement>
      <plugins>
        <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
        <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.11.0</version></plugin>
        <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
        <plugin><artifactId>maven-jar-plugin</artifactId><version>3.3.0</version></plugin>
      </plugins>
    </pluginManagement>
  </build>
</project>
EOF
for m in rates-core carriers api; do
  deps=""
  [ "$m" = rates-core ] && deps='<dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId></dependency>'
  [ "$m" = carriers ] && deps='<dependency><groupId>dev.shiprates</groupId><artifactId>rates-core</artifactId><version>${project.version}</version></dependency>'
  [ "$m" = api ] && deps='<dependency><groupId>dev.shiprates</groupId><artifactId>carriers</artifactId><version>${project.version}</version></dependency>'
  cat > $m/pom.xml <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>dev.shiprates</groupId>
    <artifactId>shiprates-parent</artifactId>
    <version>1.4.0-SNAPSHOT</version>
  </parent>
  <artifactId>$m</artifactId>
  <dependencies>$deps</dependencies>
</project>
EOF
done
cat > rates-core/src/main/java/dev/shiprates/core/Parcel.java <<'EOF'
package dev.shiprates.core;

public record Parcel(int weightGrams, int lengthMm, int widthMm, int heightMm) {
    public Parcel {
        if (weightGrams <= 0) throw new IllegalArgumentException("weight must be positive");
    }

    /** Volumetric weight in grams using the common 5000 cm^3/kg divisor. */
    public int volumetricGrams() {
        long cm3 = (long) lengthMm * widthMm * heightMm / 1000;
        return (int) (cm3 * 1000 / 5000);
    }

    public int chargeableGrams() {
        return Math.max(weightGrams, volumetricGrams());
    }
}
EOF
cat > rates-core/src/main/java/dev/shiprates/core/Zone.java <<'EOF'
package dev.shiprates.core;

public enum Zone { DOMESTIC, EU, EUROPE_OTHER, WORLD_1, WORLD_2 }
EOF
cat > rates-core/src/main/java/dev/shiprates/core/Quote.java <<'EOF'
package dev.shiprates.core;

import java.math.BigDecimal;

public record Quote(String carrier, String service, Zone zone, BigDecimal price, int transitDays) {}
EOF
cat > rates-core/src/main/java/dev/shiprates/core/RateCard.java <<'EOF'
package dev.shiprates.core;

import java.math.BigDecimal;
import java.util.NavigableMap;
import java.util.TreeMap;

public class RateCard {
    private final NavigableMap<Integer, BigDecimal> bands = new TreeMap<>();

    public RateCard band(int upToGrams, String price) {
        bands.put(upToGrams, new BigDecimal(price));
        return this;
    }

    public BigDecimal priceFor(Parcel p) {
        var e = bands.ceilingEntry(p.chargeableGrams());
        if (e == null) throw new IllegalArgumentException("parcel too heavy: " + p.chargeableGrams() + " g");
        return e.getValue();
    }
}
EOF
cat > rates-core/src/main/java/dev/shiprates/core/Carrier.java <<'EOF'
package dev.shiprates.core;

import java.util.List;

public interface Carrier {
    String name();
    List<Quote> quote(Parcel parcel, Zone zone);
}
EOF
cat > rates-core/src/test/java/dev/shiprates/core/ParcelTest.java <<'EOF'
package dev.shiprates.core;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class ParcelTest {
    @Test void volumetricUsesDivisor5000() {
        assertEquals(2400, new Parcel(500, 300, 200, 200).volumetricGrams());
    }
    @Test void chargeableIsTheLarger() {
        assertEquals(3000, new Parcel(3000, 100, 100, 100).chargeableGrams());
    }
    @Test void rejectsZeroWeight() {
        assertThrows(IllegalArgumentException.class, () -> new Parcel(0, 1, 1, 1));
    }
}
EOF
cat > rates-core/src/test/java/dev/shiprates/core/RateCardTest.java <<'EOF'
package dev.shiprates.core;

import static org.junit.jupiter.api.Assertions.*;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class RateCardTest {
    RateCard card = new RateCard().band(1000, "4.90").band(2000, "6.90").band(5000, "9.90");

    @Test void picksFirstBandThatFits() {
        assertEquals(new BigDecimal("6.90"), card.priceFor(new Parcel(1500, 10, 10, 10)));
    }
    @Test void tooHeavy() {
        assertThrows(IllegalArgumentException.class, () -> card.priceFor(new Parcel(5001, 10, 10, 10)));
    }
}
EOF
cat > carriers/src/main/java/dev/shiprates/carriers/PostNordic.java <<'EOF'
package dev.shiprates.carriers;

import dev.shiprates.core.*;
import java.util.List;

public class PostNordic implements Carrier {
    private final RateCard domestic = new RateCard().band(1000, "5.20").band(5000, "8.40").band(20000, "14.90");
    private final RateCard eu = new RateCard().band(1000, "11.00").band(5000, "19.50").band(20000, "36.00");

    @Override public String name() { return "PostNordic"; }

    @Override
    public List<Quote> quote(Parcel parcel, Zone zone) {
        return switch (zone) {
            case DOMESTIC -> List.of(new Quote(name(), "Parcel", zone, domestic.priceFor(parcel), 2));
            case EU -> List.of(new Quote(name(), "Parcel EU", zone, eu.priceFor(parcel), 5));
            default -> List.of();
        };
    }
}
EOF
cat > carriers/src/main/java/dev/shiprates/carriers/SwiftCourier.java <<'EOF'
package dev.shiprates.carriers;

import dev.shiprates.core.Carrier;
import dev.shiprates.core.Parcel;
import dev.shiprates.core.Quote;
import dev.shiprates.core.RateCard;
import dev.shiprates.core.Zone;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class SwiftCourier implements Carrier {
    private static final BigDecimal FUEL_SURCHARGE = new BigDecimal("0.115");
    private final RateCard express = new RateCard().band(500, "18.00").band(2000, "24.00").band(10000, "39.00");

    @Override public String name() { return "Swift"; }

    @Override
    public List<Quote> quote(Parcel parcel, Zone zone) {
        List<Quote> out = new ArrayList<>();
        BigDecimal base = express.priceFor(parcel);
        BigDecimal price = base.add(base.multiply(FUEL_SURCHARGE)).setScale(2);
        int days = zone == Zone.DOMESTIC ? 1 : zone.ordinal() + 1;
        out.add(new Quote(name(), "Express", zone, price, days, true));
        if (parcel.chargeableGrams() <= 2000) {
            out.add(new Quote(name(), "Economy", zone, price.multiply(0.7), days + 3));
        }
        return out;
    }
}
EOF
cat > carriers/src/main/java/dev/shiprates/carriers/Carriers.java <<'EOF'
package dev.shiprates.carriers;

import dev.shiprates.core.Carrier;
import java.util.List;

public final class Carriers {
    private Carriers() {}
    public static List<Carrier> all() {
        return List.of(new PostNordic(), new SwiftCourier(), new CargoLine());
    }
}
EOF
cat > api/src/main/java/dev/shiprates/api/QuoteService.java <<'EOF'
package dev.shiprates.api;

import dev.shiprates.carriers.Carriers;
import dev.shiprates.core.*;
import java.util.Comparator;
import java.util.List;

public class QuoteService {
    public List<Quote> cheapestFirst(Parcel p, Zone z) {
        return Carriers.all().stream()
            .flatMap(c -> c.quote(p, z).stream())
            .sorted(Comparator.comparing(Quote::price))
            .toList();
    }
}
EOF
{ mvn -o -B -Dstyle.color=never test; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/mvn-offline-compile.txt"
