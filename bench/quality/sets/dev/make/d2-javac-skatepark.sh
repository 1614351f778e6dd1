#!/usr/bin/env bash
# d2-javac-skatepark: skate-park booking app; javac over several files with errors in three of them.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/rampbook
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; D=src/main/java/park/rampbook; mkdir -p "$P/$D" "$P/out"; cd "$P"
cat > $D/Zone.java <<'EOF'
package park.rampbook;

public enum Zone {
    BOWL(12), STREET(25), MINI_RAMP(6), VERT(4);

    private final int capacity;

    Zone(int capacity) {
        this.capacity = capacity;
    }

    public int capacity() {
        return capacity;
    }
}
EOF
cat > $D/Session.java <<'EOF'
package park.rampbook;

import java.time.LocalDateTime;
import java.time.Duration;

public record Session(Zone zone, LocalDateTime start, Duration length, boolean lessonsOnly) {
    public LocalDateTime end() {
        return start.plus(length);
    }

    public boolean overlaps(Session other) {
        return zone == other.zone && start.isBefore(other.end()) && other.start.isBefore(end());
    }
}
EOF
cat > $D/Booking.java <<'EOF'
package park.rampbook;

import java.util.Objects;

public final class Booking {
    private final String skater;
    private final Session session;
    private final boolean helmetWaiver;
    private int guests;

    public Booking(String skater, Session session, boolean helmetWaiver) {
        this.skater = Objects.requireNonNull(skater);
        this.session = session;
        this.helmetWaiver = helmetWaiver;
    }

    public String skater() { return skater; }
    public Session session() { return session; }
    public boolean hasWaiver() { return helmetWaiver; }

    public int headcount() {
        return 1 + guests;
    }

    public void addGuests(int n) {
        if (n < 0) throw new IllegalArgumentException("negative guests");
        guests += n;
    }
}
EOF
cat > $D/BookingService.java <<'EOF'
package park.rampbook;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

public class BookingService {
    private final List<Booking> bookings = new ArrayList<>();
    private final PricingPolicy pricing;

    public BookingService(PricingPolicy pricing) {
        this.pricing = pricing;
    }

    public Booking book(String skater, Session session, boolean waiver) throws CapacityException {
        if (session.zone() == Zone.VERT && !waiver) {
            throw new CapacityException("vert ramp requires a signed helmet waiver");
        }
        int taken = bookings.stream()
                .filter(b -> b.session().overlaps(session))
                .mapToInt(Booking::headcount)
                .sum();
        if (taken >= session.zone().capacity) {
            throw new CapacityException("zone " + session.zone() + " is full");
        }
        Booking b = new Booking(skater, session, waiver);
        bookings.add(b);
        return b;
    }

    public Map<Zone, Long> countsByZone() {
        return bookings.stream().collect(Collectors.groupingBy(b -> b.session().zone(), Collectors.counting()));
    }

    public double revenue() {
        double total = 0;
        for (Booking b : bookings) {
            total += pricing.price(b.session(), b.headcount());
        }
        return total;
    }

    public List<String> skatersIn(Zone zone) {
        return bookings.stream()
                .filter(b -> b.session().zone() == zone)
                .map(Booking::skater)
                .toList();
    }

    public int cancel(String skater) {
        int before = bookings.size();
        bookings.removeIf(b -> b.skater().equals(skater));
        return before - bookings.size();
    }
}
EOF
cat > $D/CapacityException.java <<'EOF'
package park.rampbook;

public class CapacityException extends Exception {
    public CapacityException(String message) {
        super(message);
    }
}
EOF
cat > $D/PricingPolicy.java <<'EOF'
package park.rampbook;

import java.time.DayOfWeek;

public class PricingPolicy {
    private static final double HOURLY = 7.50;
    private static final double LESSON_SURCHARGE = 12.0;

    public double price(Session s, int headcount) {
        double hours = s.length().toMinutes() / 60.0;
        double base = HOURLY * hours * headcount;
        if (s.lessonsOnly()) {
            base += LESSON_SURCHARGE * headcount;
        }
        DayOfWeek day = s.start().getDayOfWeek();
        if (day == DayOfWeek.SATURDAY || day == SUNDAY) {
            base *= 1.25;
        }
        return base;
    }

    public long priceInCents(Session s, int headcount) {
        int cents = Math.round(price(s, headcount) * 100);
        return cents;
    }
}
EOF
cat > $D/Main.java <<'EOF'
package park.rampbook;

import java.time.Duration;
import java.time.LocalDateTime;

public class Main {
    public static void main(String[] args) {
        BookingService svc = new BookingService(new PricingPolicy());
        Session evening = new Session(Zone.BOWL, LocalDateTime.of(2024, 6, 14, 18, 0), Duration.ofMinutes(90), false);
        Booking b = svc.book("Kai", evening, true);
        b.addGuests("2");
        System.out.println(svc.countsByZone());
        System.out.printf("revenue %.2f%n", svc.revenue());
        svc.refund(b);
    }
}
EOF
cat > $D/DailyReport.java <<'EOF'
package park.rampbook;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public class DailyReport {
    private final BookingService service;
    private final BookingRepository repository;
    private List waitlist = new ArrayList();

    public DailyReport(BookingService service, BookingRepository repository) {
        this.service = service;
        this.repository = repository;
    }

    public String render(LocalDate day) {
        StringBuilder sb = new StringBuilder("Rampbook report for " + day + "\n");
        for (Zone z : Zone.values()) {
            List<String> names = service.skatersIn(z);
            sb.append(String.format("%-10s %3d/%3d%n", z, names.size(), z.capacity()));
        }
        Session probe = new Session(Zone.STREET, day.atTime(9, 0), 60);
        sb.append("open slots from ").append(probe.end().toLocalTime()).append("\n");
        waitlist.add(day);
        return sb.toString();
    }
}
EOF
javac -Xlint:all -d out $(find src -name '*.java' | sort) 2>&1 | neutral
