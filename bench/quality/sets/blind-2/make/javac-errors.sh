#!/usr/bin/env bash
# javac over a small parking-garage billing package with several compile errors.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/garage
rm -rf "$P"; mkdir -p "$P/src/com/parkly/billing" "$P/src/com/parkly/model" "$P/src/com/parkly/app"; cd "$P"
cat > src/com/parkly/model/Vehicle.java <<'EOF'
package com.parkly.model;

public record Vehicle(String plate, VehicleClass vclass, boolean electric) {
    public Vehicle {
        if (plate == null || plate.isBlank()) {
            throw new IllegalArgumentException("plate required");
        }
        plate = plate.toUpperCase().replace(" ", "");
    }
}
EOF
cat > src/com/parkly/model/VehicleClass.java <<'EOF'
package com.parkly.model;

public enum VehicleClass {
    MOTORBIKE(0.5),
    CAR(1.0),
    VAN(1.5),
    TRUCK(3.0);

    private final double factor;

    VehicleClass(double factor) {
        this.factor = factor;
    }

    public double factor() {
        return factor;
    }
}
EOF
cat > src/com/parkly/model/Stay.java <<'EOF'
package com.parkly.model;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

public class Stay {
    private final Vehicle vehicle;
    private final Instant entered;
    private Instant left;

    public Stay(Vehicle vehicle, Instant entered) {
        this.vehicle = vehicle;
        this.entered = entered;
    }

    public Vehicle vehicle() { return vehicle; }
    public Instant entered() { return entered; }
    public Optional<Instant> left() { return Optional.ofNullable(left); }

    public void leave(Instant at) {
        if (at.isBefore(entered)) {
            throw new IllegalStateException("cannot leave before entering");
        }
        this.left = at;
    }

    public Duration duration() {
        return Duration.between(entered, left.orElseThrow());
    }
}
EOF
cat > src/com/parkly/billing/Tariff.java <<'EOF'
package com.parkly.billing;

import java.math.BigDecimal;
import java.time.Duration;

public interface Tariff {
    BigDecimal priceFor(Duration d);
    String name();
}
EOF
cat > src/com/parkly/billing/HourlyTariff.java <<'EOF'
package com.parkly.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;

public class HourlyTariff implements Tariff {
    private final BigDecimal perHour;
    private final BigDecimal dailyCap;
    private final int graceMinutes;

    public HourlyTariff(BigDecimal perHour, BigDecimal dailyCap, int graceMinutes) {
        this.perHour = perHour;
        this.dailyCap = dailyCap;
        this.graceMinutes = graceMinutes;
    }

    @Override
    public BigDecimal priceFor(Duration d) {
        long minutes = d.toMinutes();
        if (minutes <= graceMinutes) {
            return BigDecimal.ZERO;
        }
        long days = minutes / (24 * 60);
        long rest = minutes % (24 * 60);
        int hours = Math.ceil(rest / 60.0);
        BigDecimal restPrice = perHour.multiply(BigDecimal.valueOf(hours)).min(dailyCap);
        return dailyCap.multiply(BigDecimal.valueOf(days)).add(restPrice).setScale(2, RoundingMode.HALF_UP);
    }

    @Override
    public String name() {
        return "hourly " + perHour + "/h, cap " + dailyCap;
    }
}
EOF
cat > src/com/parkly/billing/Invoice.java <<'EOF'
package com.parkly.billing;

import com.parkly.model.Stay;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class Invoice {
    public record Line(String plate, String description, BigDecimal amount) {}

    private final List<Line> lines = new ArrayList<>();

    public void add(Stay stay, Tariff tariff) {
        BigDecimal base = tariff.priceFor(stay.duration());
        BigDecimal amount = base.multiply(stay.vehicle().vclass().factor());
        if (stay.vehicle().electric()) {
            amount = amount.multiply(new BigDecimal("0.8"));
        }
        lines.add(new Line(stay.vehicle().plate(), tariff.name(), amount));
    }

    public BigDecimal total() {
        return lines.stream().map(Line::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }
}
EOF
cat > src/com/parkly/billing/DiscountPolicy.java <<'EOF'
package com.parkly.billing;

import com.parkly.model.VehicleClass;
import java.math.BigDecimal;

public final class DiscountPolicy {
    private DiscountPolicy() {}

    public static BigDecimal discountFor(VehicleClass vc, int visitsThisMonth) {
        switch (vc) {
            case MOTORBIKE:
                return new BigDecimal("0.10");
            case CAR:
            case VAN:
                if (visitsThisMonth > 10) {
                    return new BigDecimal("0.15");
                }
                break;
            case TRUCK:
                return BigDecimal.ZERO;
        }
    }
}
EOF
cat > src/com/parkly/app/Main.java <<'EOF'
package com.parkly.app;

import com.parkly.billing.HourlyTariff;
import com.parkly.billing.Invoice;
import com.parkly.model.Stay;
import com.parkly.model.Vehicle;
import com.parkly.model.VehicleClass;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        var tariff = new HourlyTariff(new BigDecimal("2.50"), new BigDecimal("18.00"), 10);
        List<String> rows = Files.readAllLines(Path.of(args[0]));
        Invoice invoice = new Invoice();
        for (String row : rows) {
            String[] f = row.split(",");
            Vehicle v = new Vehicle(f[0], VehicleClass.valueOf(f[1]), Boolean.parseBoolean(f[2]));
            Stay s = new Stay(v, Instant.parse(f[3]));
            s.leave(Instant.parse(f[4]));
            invoice.add(s, tariff);
        }
        invoice.lines().forEach(l -> System.out.printf("%-10s %8s%n", l.plate(), l.amount()));
        System.out.println("TOTAL " + invoice.totl());
    }
}
EOF
cat > src/com/parkly/app/Replay.java <<'EOF'
package com.parkly.app;

import com.parkly.billing.Tariff;
import com.parkly.model.Stay;
import com.parkly.model.Vehicle;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Replay {
    private final Map byPlate = new HashMap();

    public void load(List<Vehicle> vehicles, Instant at) {
        for (Vehicle v : vehicles) {
            byPlate.put(v.plate(), new Stay(v));
        }
    }

    public List<Stay> open() {
        List<Stay> out = new ArrayList<>(byPlate.values());
        return out;
    }

    public List<Stay> openSince(Instant t) {
        List<Vehicle> vs = new ArrayList<>();
        for (Object o : byPlate.values()) {
            Stay s = (Stay) o;
            if (s.entered().isAfter(t)) vs.add(s.vehicle());
        }
        return vs;
    }

    public BigDecimal revenue(Tariff tariff) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Stay s : open()) {
            sum.add(tariff.priceFor(s.duration()));
        }
        return sum;
    }

    @SuppressWarnings("deprecation")
    public int legacyHour(Date d) {
        return d.getHours();
    }

    public String describe(Date d) {
        return "day " + d.getDay();
    }
}
EOF
javac -Xlint:all -Xdiags:verbose -d out $(find src -name '*.java' | sort) 2>&1 | neutralize > "$OUTDIR/javac-errors.txt"
