#!/usr/bin/env bash
# javac of a haberdashery stock tracker (ribbons, buttons, thread): several compile errors
set -u
WORK=${WORK:-/home/dev}
P=$WORK/haberdashery-stock
rm -rf "$P"; mkdir -p "$P/src/shop/stock" "$P/src/shop/till"; cd "$P"
cat > src/shop/stock/Item.java <<'T'
package shop.stock;

public abstract class Item {
    protected final String sku;
    protected int onHand;

    protected Item(String sku, int onHand) {
        this.sku = sku;
        this.onHand = onHand;
    }

    public abstract long priceCents(double quantity);

    public String getSku() { return sku; }
}
T
cat > src/shop/stock/Ribbon.java <<'T'
package shop.stock;

public class Ribbon extends Item {
    private final double widthMm;
    private final long centsPerMetre;

    public Ribbon(String sku, int metres, double widthMm, long centsPerMetre) {
        super(sku, metres);
        this.widthMm = widthMm;
        this.centsPerMetre = centsPerMetre;
    }

    @Override
    public long priceCents(double metres) {
        return Math.round(metres * centsPerMetre);
    }
}
T
cat > src/shop/stock/ButtonCard.java <<'T'
package shop.stock;

import java.util.List;

public class ButtonCard extends Item {
    private final List<String> colours;
    private final int perCard;

    public ButtonCard(String sku, int cards, List<String> colours, int perCard) {
        super(sku, cards);
        this.colours = colours;
        this.perCard = perCard;
    }

    public int buttonsLeft() {
        return onHand * perCard;
    }
}
T
cat > src/shop/stock/Shelf.java <<'T'
package shop.stock;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class Shelf {
    private final List<Item> items = new ArrayList<>();

    public void add(Item i) { items.add(i); }

    public Optional<Item> find(String sku) {
        return items.stream().filter(i -> i.getSku().equals(sku)).findFirst();
    }

    public int totalUnits() {
        int total = 0;
        for (Item i : items) total += i.onHand;
        return total;
    }

    public Item cheapest(double qty) {
        Item best = null;
        for (Item i : items) {
            if (best == null || i.priceCents(qty) < best.priceCents(qty)) best = i;
        }
        return best.orElseThrow();
    }
}
T
cat > src/shop/till/Till.java <<'T'
package shop.till;

import shop.stock.Item;
import shop.stock.Ribbon;
import shop.stock.Shelf;

public class Till {
    private final Shelf shelf;
    private long takingsCents;

    public Till(Shelf shelf) { this.shelf = shelf; }

    public long sell(String sku, double qty) {
        Item item = shelf.find(sku);
        long cents = item.priceCents(qty);
        item.onHand -= (int) Math.ceil(qty);
        takingsCents += cents;
        return cents;
    }

    public static void main(String[] args) {
        Shelf s = new Shelf();
        s.add(new Ribbon("RIB-SATIN-25", 40, 25.0, 180));
        Till t = new Till(s);
        String receipt = t.sell("RIB-SATIN-25", 2.5);
        System.out.println(receipt);
    }
}
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ javac -d out $(find src -name "*.java")'; javac -d out $(find src -name "*.java") 2>&1; echo "exit status: $?"; } | neutral
