#!/usr/bin/env bash
# A tailoring shop's alteration scheduler in Java: javac -Xlint:all (warnings), then a nightly batch
# run that logs ~1500 order lines and dies with a three-level Caused by chain.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tailorshop
rm -rf "$P"; mkdir -p "$P/src/shop/tailor/intake" "$P/src/shop/tailor/fitting" "$P/src/shop/tailor/batch" "$P/out"
cd "$P"
cat > src/shop/tailor/intake/Measurement.java <<'T'
package shop.tailor.intake;

public final class Measurement {
    private final String name;
    private final double inches;

    public Measurement(String name, double inches) { this.name = name; this.inches = inches; }

    public static Measurement parse(String spec) {
        int eq = spec.indexOf('=');
        String name = spec.substring(0, eq).trim();
        String raw = spec.substring(eq + 1).trim();
        return new Measurement(name, Double.parseDouble(raw));
    }

    public String name() { return name; }
    public double inches() { return inches; }
}
T
cat > src/shop/tailor/intake/Order.java <<'T'
package shop.tailor.intake;

import java.util.ArrayList;
import java.util.List;

public class Order {
    public final String id;
    public final String garment;
    public final String customer;
    public final List<Measurement> measurements = new ArrayList<>();

    public Order(String id, String garment, String customer) {
        this.id = id; this.garment = garment; this.customer = customer;
    }

    public static Order fromLine(String line) {
        String[] f = line.split("\\|");
        Order o = new Order(f[0], f[1], f[2]);
        for (int i = 3; i < f.length; i++) o.measurements.add(Measurement.parse(f[i]));
        return o;
    }
}
T
cat > src/shop/tailor/fitting/FittingSlot.java <<'T'
package shop.tailor.fitting;

import java.util.Date;

public class FittingSlot {
    public final int tailor;
    public final int minuteOfDay;
    public FittingSlot(int tailor, int minuteOfDay) { this.tailor = tailor; this.minuteOfDay = minuteOfDay; }

    @SuppressWarnings("unused")
    public String label() {
        Date d = new Date(126, 2, 14);        // deprecated constructor, kept for the print shop's template
        return String.format("T%d@%02d:%02d", tailor, minuteOfDay / 60, minuteOfDay % 60);
    }
}
T
cat > src/shop/tailor/fitting/Scheduler.java <<'T'
package shop.tailor.fitting;

import java.util.ArrayList;
import java.util.List;
import shop.tailor.intake.Order;

public class Scheduler {
    private final List slots = new ArrayList();   // raw type: predates generics in this codebase
    private int next = 9 * 60;

    public FittingSlot book(Order o) {
        try {
            int minutes = o.garment.startsWith("suit") ? 45 : 20;
            FittingSlot s = new FittingSlot(slots.size() % 4 + 1, next);
            next += minutes;
            slots.add(s);
            return s;
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot book fitting for order " + o.id, e);
        }
    }

    public int booked() { return slots.size(); }
}
T
cat > src/shop/tailor/batch/NightlyBatch.java <<'T'
package shop.tailor.batch;

import java.util.ArrayList;
import java.util.List;
import shop.tailor.fitting.FittingSlot;
import shop.tailor.fitting.Scheduler;
import shop.tailor.intake.Order;

public class NightlyBatch {
    static final String[] GARMENTS = {"trousers-hem", "suit-jacket-sleeve", "dress-take-in", "shirt-taper", "coat-lining", "suit-trousers-waist"};
    static final String[] NAMES = {"Abara", "Lindqvist", "Moreau", "Okafor", "Petrov", "Quintero", "Sato", "Varga"};
    static int sec = 0;

    static void log(String level, String comp, String msg) {
        int s = sec++;
        System.out.printf("2026-03-14 02:%02d:%02d.%03d %-5s [%s] %s%n", (s / 60) % 60, s % 60, (s * 37) % 1000, level, comp, msg);
    }

    static List<String> incoming() {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 1620; i++) {
            String m = "inseam=" + (28 + i % 9) + ".5|waist=" + (30 + i % 11);
            if (i == 1538) m = "inseam=34\u00bd|waist=36";           // typed by hand at the counter
            lines.add(String.format("A-%05d|%s|%s|%s", 20000 + i, GARMENTS[i % GARMENTS.length], NAMES[i % NAMES.length], m));
        }
        return lines;
    }

    static void runBatch(List<String> lines, Scheduler sch) {
        int batch = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (i % 200 == 0) { batch++; log("INFO", "batch", "starting fitting batch " + batch + " at order index " + i); }
            Order o;
            try {
                o = Order.fromLine(lines.get(i));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad measurement in intake line " + (i + 1) + ": " + lines.get(i), e);
            }
            FittingSlot s = sch.book(o);
            log("INFO", "fitting", o.id + " " + o.garment + " for " + o.customer + " -> " + s.label());
            if (i % 97 == 13) log("WARN", "stock", "thread spool low for " + o.garment + " (" + (i % 5 + 1) + " left)");
        }
    }

    public static void main(String[] args) {
        log("INFO", "main", "tailorshop nightly batch v3.2.0 starting, 4 tailors on the rota");
        Scheduler sch = new Scheduler();
        try {
            runBatch(incoming(), sch);
        } catch (RuntimeException e) {
            throw new RuntimeException("nightly batch aborted after " + sch.booked() + " fittings", e);
        }
        log("INFO", "main", "done");
    }
}
T
run() { echo "\$ $*"; timeout 120 "$@" 2>&1; echo "exit status: $?"; echo; }
{
  run javac -Xlint:all -d out $(find src -name '*.java' | sort)
  run java -cp out shop.tailor.batch.NightlyBatch
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' > "$WORK/out.txt"
