#!/bin/bash
# javac -Xlint:all of a goldsmith workshop order tracker: several compile errors plus lint warnings
. "$(dirname "$0")/d-lib.sh"
proj goldsmith
mkdir -p src/com/aurum/bench out
cat > src/com/aurum/bench/Alloy.java <<'J'
package com.aurum.bench;

public enum Alloy {
    GOLD_9K(0.375), GOLD_14K(0.585), GOLD_18K(0.750), GOLD_22K(0.916), SILVER_925(0.925);

    private final double fineness;

    Alloy(double fineness) { this.fineness = fineness; }

    public double fineness() { return fineness; }
}
J
cat > src/com/aurum/bench/Piece.java <<'J'
package com.aurum.bench;

import java.util.Objects;

public class Piece implements Comparable<Piece> {
    private final String sku;
    private final Alloy alloy;
    private final double grams;

    public Piece(String sku, Alloy alloy, double grams) {
        this.sku = sku;
        this.alloy = alloy;
        this.grams = grams;
    }

    public String sku() { return sku; }
    public Alloy alloy() { return alloy; }
    public double grams() { return grams; }

    public double pureGrams() { return grams * alloy.fineness(); }

    @Override
    public int compareTo(Piece o) { return Double.compare(grams, o.grams); }

    @Override
    public boolean equals(Object o) {
        return o instanceof Piece p && p.sku.equals(sku);
    }
}
J
cat > src/com/aurum/bench/Order.java <<'J'
package com.aurum.bench;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

public class Order implements Serializable {
    private final String customer;
    private final List<Piece> pieces = new ArrayList<>();
    private OrderState state = OrderState.QUOTED;

    public Order(String customer) { this.customer = customer; }

    public void add(Piece p) { pieces.add(p); }

    public List<Piece> pieces() { return pieces; }

    public OrderState state() { return state; }

    public void advance() {
        switch (state) {
            case QUOTED: state = OrderState.CASTING;
            case CASTING: state = OrderState.SETTING; break;
            case SETTING: state = OrderState.POLISHING; break;
            case POLISHING: state = OrderState.READY; break;
            default: break;
        }
    }
}
J
cat > src/com/aurum/bench/OrderState.java <<'J'
package com.aurum.bench;

public enum OrderState { QUOTED, CASTING, SETTING, POLISHING, READY, COLLECTED }
J
cat > src/com/aurum/bench/MetalLedger.java <<'J'
package com.aurum.bench;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

public class MetalLedger {
    private final Map<Alloy, Double> stock = new EnumMap<>(Alloy.class);
    private List rawReceipts = new ArrayList();

    public void receive(Alloy a, double grams) {
        stock.merge(a, grams, Double::sum);
        rawReceipts.add(a.name() + ":" + grams);
    }

    public double draw(Piece p) throws InsufficientMetalException {
        double have = stock.getOrDefault(p.alloy(), 0.0);
        if (have < p.grams()) {
            throw new InsufficientMetalException(p.alloy(), p.grams() - have);
        }
        stock.put(p.alloy(), have - p.grams());
        return have - p.grams();
    }

    public int piecesPossible(Alloy a, double gramsEach) {
        return stock.get(a) / gramsEach;
    }
}
J
cat > src/com/aurum/bench/InsufficientMetalException.java <<'J'
package com.aurum.bench;

public class InsufficientMetalException extends Exception {
    public InsufficientMetalException(Alloy alloy, double shortGrams) {
        super(String.format("short %.2f g of %s", shortGrams, alloy));
    }
}
J
cat > src/com/aurum/bench/Workbench.java <<'J'
package com.aurum.bench;

import java.util.Collections;
import java.util.List;

public class Workbench {
    private final MetalLedger ledger;

    public Workbench(MetalLedger ledger) { this.ledger = ledger; }

    public void start(Order order) {
        for (Piece p : order.pieces()) {
            ledger.draw(p);
        }
        order.advance();
    }

    public Piece heaviest(Order order) {
        List<Piece> ps = order.pieces();
        return Collections.max(ps).orElse(null);
    }

    public String label(Piece p) {
        String hallmark = switch (p.alloy()) {
            case GOLD_9K -> "375";
            case GOLD_14K -> "585";
            case GOLD_18K -> "750";
            case SILVER_925 -> "925";
        };
        return p.sku() + " " + hallmark;
    }

    @Deprecated
    public double scrapValue(Piece p, double pricePerGram) {
        return p.pureGrams() * pricePerGram;
    }

    public double quote(Order o, double price) {
        double sum = 0;
        for (Piece p : o.pieces()) sum += scrapValue(p, price) * 1.8;
        return sum;
    }
}
J
capture d-javac-goldsmith 'javac -Xlint:all -d out $(find src -name "*.java" | sort)'
