#!/bin/bash
# javac -Xlint:all on a bagel bakery order/oven planner: lint warnings plus compile errors.
# usage: WORK=<scratch dir> bash d6d-javac-bagelry-xlint.sh > ../outputs/d6d-javac-bagelry-xlint.txt
WORK=${WORK:-/home/dev}
P=$WORK/bagelry
rm -rf "$P"; mkdir -p "$P/src/org/bagelry/ovens" "$P/src/org/bagelry/orders" "$P/out"; cd "$P"
cat > src/org/bagelry/orders/Order.java <<'EOF'
package org.bagelry.orders;

import java.io.Serializable;
import java.util.*;

public class Order implements Serializable {
    private final String customer;
    private final Map<String, Integer> dozens = new HashMap();
    private Date pickup;

    public Order(String customer, Date pickup) {
        this.customer = customer;
        this.pickup = pickup;
    }

    public void add(String variety, int count) {
        dozens.merge(variety, count, Integer::sum);
    }

    public int totalBagels() {
        int n = 0;
        for (Integer d : dozens.values()) n += d * 13; // baker's dozen
        return n;
    }

    public List varieties() {
        return new ArrayList(dozens.keySet());
    }

    public String customer() { return customer; }
    public Date pickup() { return pickup; }
}
EOF
cat > src/org/bagelry/orders/OrderBook.java <<'EOF'
package org.bagelry.orders;

import java.util.*;

public class OrderBook {
    private final List<Order> orders = new ArrayList<>();

    public void place(Order o) { orders.add(o); }

    public int bagelsDueBefore(Date cutoff) {
        int n = 0;
        for (Order o : orders) {
            if (o.pickup().before(cutoff)) n += o.totalBagels();
        }
        return n;
    }

    public Set<String> allVarieties() {
        Set<String> s = new TreeSet<>();
        for (Order o : orders) s.addAll(o.varieties());
        return s;
    }

    @Deprecated
    public int count() { return orders.size(); }

    public Order largest() {
        return orders.stream().max(Comparator.comparingInt(Order::totalBagels)).orElse(null);
    }
}
EOF
cat > src/org/bagelry/ovens/Kettle.java <<'EOF'
package org.bagelry.ovens;

/** Boiling kettle: bagels are boiled before baking. */
public class Kettle {
    public static final int SECONDS_PER_SIDE = 45;
    private int capacity;
    private boolean maltAdded;

    public Kettle(int capacity) { this.capacity = capacity; }

    public void addMalt() { maltAdded = true; }

    public int boilSeconds(int bagels, String variety) {
        int loads = (bagels + capacity - 1) / capacity;
        switch (variety) {
            case "pumpernickel":
                loads += 1;
            case "everything":
                return loads * SECONDS_PER_SIDE * 2 + 30;
            default:
                return loads * SECONDS_PER_SIDE * 2;
        }
    }

    public boolean ready() { return maltAdded; }
}
EOF
cat > src/org/bagelry/ovens/DeckOven.java <<'EOF'
package org.bagelry.ovens;

import org.bagelry.orders.OrderBook;
import java.util.Date;

public class DeckOven {
    private final int decks;
    private final int perDeck;
    private final Kettle kettle = new Kettle(36);

    public DeckOven(int decks, int perDeck) {
        this.decks = decks;
        this.perDeck = perDeck;
    }

    public int bakesNeeded(OrderBook book, Date cutoff) {
        int bagels = book.bagelsDueBefore(cutoff);
        return Math.ceilDiv(bagels, decks * perDeck);
    }

    public long minutesFor(OrderBook book, Date cutoff) {
        int bakes = bakesNeeded(book, cutoff);
        int boil = kettle.boilSeconds(bakes * perDeck, "plain") / 60;
        return bakes * 18 + boil + book.count();
    }

    public String firstVariety(OrderBook book) {
        return book.allVarieties().first();
    }

    public int hotDeck(int[] temps) {
        int hottest;
        for (int i = 0; i < temps.length; i++) {
            if (temps[i] > 250) hottest = i;
        }
        return hottest;
    }
}
EOF
cat > src/org/bagelry/ovens/Shift.java <<'EOF'
package org.bagelry.ovens;

import org.bagelry.orders.*;
import java.util.*;

public class Shift {
    public static void main(String[] args) {
        OrderBook book = new OrderBook();
        Order o = new Order("corner-cafe", new Date(126, 10, 30, 6, 0));
        o.add("sesame", 4);
        o.add("everything", 6);
        book.place(o);
        DeckOven oven = new DeckOven(3, 24);
        long minutes = oven.minutesFor(book, new Date(126, 10, 30, 7, 0));
        int late = oven.bakesNeeded(book);
        System.out.println("shift needs " + minutes + " min, first variety " + oven.firstVariety(book));
    }
}
EOF
{
  echo '$ javac -Xlint:all -d out $(find src -name "*.java")'
  javac -Xlint:all -d out $(find src -name "*.java" | sort) 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
