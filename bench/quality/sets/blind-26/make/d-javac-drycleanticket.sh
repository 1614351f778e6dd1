#!/bin/bash
# javac on a dry-cleaning ticket system with several compile errors
source "$(dirname "$0")/d-lib.sh"
P=$WORK/drycleanticket
rm -rf "$P"; mkdir -p "$P/src/com/pressline/tickets" "$P/src/com/pressline/garments" "$P/out"
cd "$P"
cat > src/com/pressline/garments/Garment.java <<'T'
package com.pressline.garments;

public abstract class Garment {
    protected final String tag;
    protected final Fabric fabric;

    protected Garment(String tag, Fabric fabric) {
        this.tag = tag;
        this.fabric = fabric;
    }

    public abstract int basePriceCents();

    public String getTag() { return tag; }
    public Fabric getFabric() { return fabric; }
}
T
cat > src/com/pressline/garments/Fabric.java <<'T'
package com.pressline.garments;

public enum Fabric {
    COTTON(1.0), WOOL(1.4), SILK(2.1), LEATHER(3.0), POLYESTER(0.9);

    private final double surcharge;
    Fabric(double surcharge) { this.surcharge = surcharge; }
    public double surcharge() { return surcharge; }
}
T
cat > src/com/pressline/garments/Suit.java <<'T'
package com.pressline.garments;

public class Suit extends Garment {
    private final int pieces;

    public Suit(String tag, Fabric fabric, int pieces) {
        super(tag, fabric);
        this.pieces = pieces;
    }

    @Override
    public int basePriceCents() { return 1450 * pieces; }
}
T
cat > src/com/pressline/garments/Gown.java <<'T'
package com.pressline.garments;

public class Gown extends Garment {
    private boolean beaded;

    public Gown(String tag, Fabric fabric, boolean beaded) {
        super(tag, fabric);
        this.beaded = beaded;
    }

    public int basePrice() { return beaded ? 4200 : 2800; }
}
T
cat > src/com/pressline/tickets/Ticket.java <<'T'
package com.pressline.tickets;

import com.pressline.garments.Garment;
import com.pressline.garments.Fabric;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public class Ticket {
    private final long number;
    private final String customer;
    private final List<Garment> items = new ArrayList<>();
    private LocalDate ready;

    public Ticket(long number, String customer) {
        this.number = number;
        this.customer = customer;
    }

    public void add(Garment g) { items.add(g); }

    public int totalCents() {
        int total = 0;
        for (Garment g : items) {
            total += g.basePriceCents() * g.getFabric().surcharge();
        }
        return total;
    }

    public LocalDate readyDate(LocalDate dropOff) {
        int days = items.stream().anyMatch(g -> g.getFabric() == Fabric.LEATHER) ? 7 : 2;
        ready = dropOff.plusDays(days);
        return ready;
    }
}
T
cat > src/com/pressline/tickets/Counter.java <<'T'
package com.pressline.tickets;

import com.pressline.garments.*;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class Counter {
    private final Map<Long, Ticket> open = new HashMap<>();
    private long next = 1000;

    public Ticket open(String customer) {
        Ticket t = new Ticket(next++, customer);
        open.put(t.number, t);
        return t;
    }

    public Optional<Ticket> find(long number) {
        return open.get(number);
    }

    public String receipt(long number) {
        Ticket t = find(number).orElseThrow();
        String total = t.totalCents();
        return "Ticket " + number + ": " + total;
    }

    public static void main(String[] args) {
        Counter c = new Counter();
        Ticket t = c.open("R. Achterberg");
        t.add(new Suit("S-118", Fabric.WOOL, 3));
        t.add(new Gown("G-040", Fabric.SATIN, true));
        System.out.println(c.receipt(1000));
    }
}
T
{ run "javac -d out \$(find src -name '*.java')"; } | neutral > "$OUTDIR/d-javac-drycleanticket.txt"
