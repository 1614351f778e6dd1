#!/usr/bin/env bash
# javac over a small parking-garage billing project with several compile errors.
NAME=javac-errors; . "$(dirname "$0")/_lib.sh"; setup_project garage
mkdir -p src/com/parkwise/billing src/com/parkwise/model src/com/parkwise/app
cat > src/com/parkwise/model/Vehicle.java <<'EOF'
package com.parkwise.model;

public record Vehicle(String plate, VehicleClass vehicleClass, boolean hasPermit) {
    public enum VehicleClass { MOTORCYCLE, CAR, VAN, COACH }
}
EOF
cat > src/com/parkwise/model/Stay.java <<'EOF'
package com.parkwise.model;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.Optional;

public class Stay {
    private final Vehicle vehicle;
    private final LocalDateTime entered;
    private LocalDateTime left;

    public Stay(Vehicle vehicle, LocalDateTime entered) {
        this.vehicle = vehicle;
        this.entered = entered;
    }

    public Vehicle getVehicle() { return vehicle; }
    public LocalDateTime getEntered() { return entered; }
    public Optional<LocalDateTime> getLeft() { return Optional.ofNullable(left); }

    public void checkOut(LocalDateTime when) {
        if (when.isBefore(entered)) {
            throw new IllegalArgumentException("exit before entry for " + vehicle.plate());
        }
        this.left = when;
    }

    public Duration duration() {
        return Duration.between(entered, left);
    }
}
EOF
cat > src/com/parkwise/billing/RateCard.java <<'EOF'
package com.parkwise.billing;

import com.parkwise.model.Vehicle.VehicleClass;
import java.util.EnumMap;
import java.util.Map;

public class RateCard {
    private final Map<VehicleClass, Integer> centsPerHour = new EnumMap<>(VehicleClass.class);
    private int dailyCapCents = 2400;

    public RateCard() {
        centsPerHour.put(VehicleClass.MOTORCYCLE, 120);
        centsPerHour.put(VehicleClass.CAR, 250);
        centsPerHour.put(VehicleClass.VAN, 400);
        centsPerHour.put(VehicleClass.COACH, 900);
    }

    public int hourly(VehicleClass c) {
        return centsPerHour.get(c);
    }

    public int dailyCap() {
        return dailyCapCents;
    }

    public String describe(VehicleClass c) {
        switch (c) {
            case MOTORCYCLE: return "Motorcycle";
            case CAR: return "Car";
            case VAN: return "Van";
        }
    }
}
EOF
cat > src/com/parkwise/billing/Tariff.java <<'EOF'
package com.parkwise.billing;

import com.parkwise.model.Stay;
import java.time.Duration;
import java.util.List;

public class Tariff {
    private final RateCard card;
    private final int graceMinutes;

    public Tariff(RateCard card, int graceMinutes) {
        this.card = card;
        this.graceMinutes = graceMinutes;
    }

    public long priceCents(Stay stay) {
        Duration d = stay.duration();
        if (d.toMinutes() <= graceMinutes || stay.getVehicle().hasPermit) {
            return 0;
        }
        long hours = (d.toMinutes() + 59) / 60;
        long days = hours / 24;
        long rest = hours % 24;
        int hourly = card.hourly(stay.getVehicle().vehicleClass());
        long restCost = Math.min(rest * hourly, card.dailyCap());
        return days * card.dailyCap() + restCost;
    }

    public int total(List<Stay> stays) {
        long sum = 0;
        for (Stay s : stays) {
            sum += priceCents(s);
        }
        return sum;
    }
}
EOF
cat > src/com/parkwise/billing/Receipt.java <<'EOF'
package com.parkwise.billing;

import com.parkwise.model.Stay;
import java.time.format.DateTimeFormatter;

public class Receipt {
    private static final DateTimeFormatter FMT = DateTimeFormatter.ofPattern("dd MMM HH:mm");

    public static String render(Stay stay, long cents) {
        StringBuilder sb = new StringBuilder();
        sb.append("Plate:   ").append(stay.getVehicle().plate()).append('\n');
        sb.append("In:      ").append(FMT.format(stay.getEntered())).append('\n');
        sb.append("Out:     ").append(FMT.format(stay.getLeft())).append('\n');
        sb.append("Amount:  ").append(String.format("%d.%02d", cents / 100, cents % 100)).append('\n');
        return sb.toString();
    }
}
EOF
cat > src/com/parkwise/app/Main.java <<'EOF'
package com.parkwise.app;

import com.parkwise.billing.RateCard;
import com.parkwise.billing.Receipt;
import com.parkwise.billing.Tariff;
import com.parkwise.model.Stay;
import com.parkwise.model.Vehicle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        Tariff tariff = new Tariff(new RateCard(), 15);
        List<Stay> stays = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split(",");
            Vehicle v = new Vehicle(f[0], Vehicle.VehicleClass.valueOf(f[1]), Boolean.parseBoolean(f[2]));
            Stay s = new Stay(v, LocalDateTime.parse(f[3]));
            s.checkOut(LocalDateTime.parse(f[4]));
            stays.add(s);
        }
        for (Stay s : stays) {
            System.out.println(Receipt.render(s, tariff.priceCents(s)));
        }
        System.out.println("Total: " + tariff.total(stays));
        List<Stay> overnight = stays.stream().filter(s -> s.duration().toHours() > 12).toList();
        System.out.println("Overnight stays: " + overnigth.size());
    }
}
EOF
cat > src/com/parkwise/app/ReportExporter.java <<'EOF'
package com.parkwise.app;

import com.parkwise.model.Stay;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ReportExporter {
    private final Map byPlate = new HashMap();

    public void add(Stay stay) {
        List entries = (List) byPlate.get(stay.getVehicle().plate());
        if (entries == null) {
            entries = new ArrayList();
            byPlate.put(stay.getVehicle().plate(), entries);
        }
        entries.add(stay);
    }

    public Integer visits(String plate) {
        List entries = (List) byPlate.get(plate);
        return entries == null ? new Integer(0) : new Integer(entries.size());
    }

    public String csvRow(Stay stay) {
        return String.join(",", stay.getVehicle().plate(), stay.getEntered(), stay.duration().toMinutes());
    }
}
EOF
cat > src/com/parkwise/app/Gate.java <<'EOF'
package com.parkwise.app;

import com.parkwise.model.Stay;
import com.parkwise.model.Vehicle;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.Map;

public class Gate {
    private final Map<String, Stay> inside = new HashMap<>();
    private final int capacity;

    public Gate(int capacity) {
        this.capacity = capacity;
    }

    public Stay enter(Vehicle v, LocalDateTime when) {
        if (inside.size() >= capacity) {
            throw new IllegalStateException("garage full");
        }
        Stay s = new Stay(v, when, false);
        inside.put(v.plate(), s);
        return s;
    }

    public Stay exit(String plate, LocalDateTime when) {
        Stay s = inside.remove(plate);
        s.checkOut(when);
        System.out.println("exit after " + s.getExit());
        return s;
    }

    @Override
    public boolean equals(Gate other) {
        return other != null && other.capacity == capacity;
    }
}
EOF
capture "javac -Xlint:all -d out \$(find src -name '*.java' | sort); echo \"exit status: \$?\""
