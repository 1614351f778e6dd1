#!/usr/bin/env bash
# d5: javac -Xlint:all on a rowing-boat hire desk app: deprecation/unchecked warnings and errors.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/boathire
rm -rf "$P"; mkdir -p "$P/src/org/lakeside/boathire/model" "$P/src/org/lakeside/boathire/desk" "$P/out"; cd "$P"
cat > src/org/lakeside/boathire/model/Boat.java <<'EOF'
package org.lakeside.boathire.model;

public record Boat(String id, BoatType type, int seats, boolean needsLifejacketCheck) {
    public enum BoatType { ROWING, PEDALO, CANOE, KAYAK, ELECTRIC }
}
EOF
cat > src/org/lakeside/boathire/model/Hire.java <<'EOF'
package org.lakeside.boathire.model;

import java.time.Duration;
import java.time.LocalDateTime;

public class Hire {
    private final Boat boat;
    private final LocalDateTime start;
    private LocalDateTime end;
    private final int adults;
    private final int children;

    public Hire(Boat boat, LocalDateTime start, int adults, int children) {
        this.boat = boat;
        this.start = start;
        this.adults = adults;
        this.children = children;
    }

    public Boat boat() { return boat; }
    public LocalDateTime start() { return start; }
    public int people() { return adults + children; }

    public void close(LocalDateTime at) { this.end = at; }

    public Duration duration() {
        return Duration.between(start, end);
    }
}
EOF
cat > src/org/lakeside/boathire/desk/Tariff.java <<'EOF'
package org.lakeside.boathire.desk;

import java.math.BigDecimal;
import java.time.Duration;
import org.lakeside.boathire.model.Boat;

public final class Tariff {
    private Tariff() {}

    static BigDecimal perHalfHour(Boat.BoatType type) {
        return switch (type) {
            case ROWING -> new BigDecimal("7.50");
            case PEDALO -> new BigDecimal("9.00");
            case CANOE, KAYAK -> new BigDecimal("8.00");
        };
    }

    public static BigDecimal charge(Boat boat, Duration d) {
        long halves = (d.toMinutes() + 29) / 30;
        return perHalfHour(boat.type()).multiply(new BigDecimal(halves)).setScale(2, BigDecimal.ROUND_HALF_UP);
    }
}
EOF
cat > src/org/lakeside/boathire/desk/HireDesk.java <<'EOF'
package org.lakeside.boathire.desk;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lakeside.boathire.model.Boat;
import org.lakeside.boathire.model.Hire;

public class HireDesk {
    private final Map<String, Hire> open = new HashMap<>();
    private final List ledger = new ArrayList();

    public Hire checkOut(Boat boat, int adults, int children) {
        if (adults + children > boat.seats()) {
            throw new IllegalArgumentException("too many people for " + boat.id());
        }
        if (children > 0 && adults == 0) {
            throw new IllegalStateException("children must be with an adult");
        }
        Hire h = new Hire(boat, LocalDateTime.now(), adults, children);
        open.put(boat.id(), h);
        return h;
    }

    public BigDecimal checkIn(String boatId) {
        Hire h = open.remove(boatId);
        h.close(LocalDateTime.now());
        BigDecimal due = Tariff.charge(h.boat(), h.duration());
        ledger.add(due);
        return due;
    }

    public BigDecimal takings() {
        BigDecimal total = BigDecimal.ZERO;
        for (BigDecimal b : ledger) {
            total = total.add(b);
        }
        return total;
    }

    public int boatsOut() {
        return open.size;
    }

    public String receipt(String boatId, BigDecimal due) {
        String line = "Boat " + boatId + ": " + due;
        return line.formatted(boatId);
    }
}
EOF
CMD="javac -Xlint:all -d out \$(find src -name '*.java')"
echo "\$ $CMD"
javac -Xlint:all -d out $(find src -name '*.java' | sort) 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
