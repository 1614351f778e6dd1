#!/usr/bin/env bash
# d-javac-ropewalk: `javac -Xlint:all` over a rope-making order system with
# several compile errors and lint warnings.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-javac-ropewalk.txt}
P=$WORK/ropewalk
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; S=$P/src/main/java/uk/ropewalk; mkdir -p "$S/model" "$S/plan" "$S/io"; cd "$P"
cat > $S/model/Fibre.java <<'EOF'
package uk.ropewalk.model;

public enum Fibre {
    MANILA(1.0), HEMP(0.9), SISAL(0.7), POLYESTER(1.6), NYLON(1.9);

    private final double strengthFactor;

    Fibre(double strengthFactor) {
        this.strengthFactor = strengthFactor;
    }

    public double strengthFactor() {
        return strengthFactor;
    }
}
EOF
cat > $S/model/RopeSpec.java <<'EOF'
package uk.ropewalk.model;

import java.util.Objects;

public final class RopeSpec {
    private final Fibre fibre;
    private final int diameterMm;
    private final int strands;
    private final double lengthM;

    public RopeSpec(Fibre fibre, int diameterMm, int strands, double lengthM) {
        this.fibre = Objects.requireNonNull(fibre);
        this.diameterMm = diameterMm;
        this.strands = strands;
        this.lengthM = lengthM;
    }

    public Fibre fibre() { return fibre; }
    public int diameterMm() { return diameterMm; }
    public int strands() { return strands; }
    public double lengthM() { return lengthM; }

    /** Minimum breaking load in kilonewtons. */
    public double breakingLoadKn() {
        return fibre.strengthFactor() * diameterMm * diameterMm / 8.0;
    }
}
EOF
cat > $S/model/Order.java <<'EOF'
package uk.ropewalk.model;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public class Order implements Serializable {
    private final String customer;
    private final LocalDate due;
    private final List<RopeSpec> lines = new ArrayList<>();

    public Order(String customer, LocalDate due) {
        this.customer = customer;
        this.due = due;
    }

    public void add(RopeSpec spec) { lines.add(spec); }
    public List<RopeSpec> lines() { return lines; }
    public String customer() { return customer; }
    public LocalDate due() { return due; }
}
EOF
cat > $S/plan/WalkSchedule.java <<'EOF'
package uk.ropewalk.plan;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import uk.ropewalk.model.Order;
import uk.ropewalk.model.RopeSpec;

/** Plans which rope is laid on the 300 m walk each day. */
public class WalkSchedule {
    public static final double WALK_LENGTH_M = 300.0;

    private final List<Order> queue = new ArrayList<>();

    public void enqueue(Order order) {
        queue.add(order);
        queue.sort(Comparator.comparing(Order::due));
    }

    public Duration layingTime(RopeSpec spec) {
        double minutes = spec.lengthM() / 12.5 * spec.strands();
        return Duration.ofMinutes(Math.round(minutes));
    }

    public int passesNeeded(RopeSpec spec) {
        return Math.ceil(spec.lengthM() / WALK_LENGTH_M);
    }

    public List<RopeSpec> tooLongForWalk() {
        List<RopeSpec> out = new ArrayList<>();
        for (Order o : queue) {
            for (RopeSpec s : o.lines()) {
                if (s.lengthM() > WALK_LENGTH_M) out.add(s);
            }
        }
        return out;
    }

    public String heaviestCustomer() {
        Order best = null;
        for (Order o : queue) {
            if (best == null || o.lines().size() > best.lines().size()) best = o;
        }
        if (best != null) {
            return best.customer();
        }
    }
}
EOF
cat > $S/plan/TarPot.java <<'EOF'
package uk.ropewalk.plan;

import java.util.List;
import uk.ropewalk.model.Fibre;
import uk.ropewalk.model.RopeSpec;

/** Stockholm-tar treatment for natural fibres. */
public class TarPot {
    private int litres;

    public TarPot(int litres) { this.litres = litres; }

    public boolean needsTar(RopeSpec spec) {
        switch (spec.fibre()) {
            case MANILA:
            case HEMP:
                return true;
            case SISAL:
                litres -= 1;
            default:
                return false;
        }
    }

    public int litresFor(List<RopeSpec> specs) {
        int total = 0;
        for (RopeSpec s : specs) {
            if (needsTar(s)) total += s.diameterMm() * s.lengthM() / 400;
        }
        return total;
    }

    public void topUp(Fibre fibre) {
        litres += fibre.strengthFactr() > 1 ? 0 : 5;
    }
}
EOF
cat > $S/io/OrderBook.java <<'EOF'
package uk.ropewalk.io;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import uk.ropewalk.model.Fibre;
import uk.ropewalk.model.Order;
import uk.ropewalk.model.RopeSpec;

public class OrderBook {
    private final Path file;

    public OrderBook(Path file) { this.file = file; }

    public List<Order> load() {
        List<Order> orders = new ArrayList();
        for (String line : Files.readAllLines(file)) {
            String[] f = line.split(",");
            Order o = new Order(f[0], LocalDate.parse(f[1]));
            o.add(new RopeSpec(Fibre.valueOf(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4]), Double.parseDouble(f[5])));
            orders.add(o);
        }
        return orders;
    }

    public void archive(List<Order> orders) {
        Files.writeString(file.resolveSibling("archive.csv"), String.valueOf(orders.size()));
    }
}
EOF
find src -name '*.java' | sort > sources.txt
{ echo '$ javac -Xlint:all -d build/classes @sources.txt'; javac -Xlint:all -d build/classes @sources.txt 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
