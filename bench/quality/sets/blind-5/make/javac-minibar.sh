#!/bin/bash
# hotel-minibar tracker: javac over the source tree after a half-finished refactor
source "$(dirname "$0")/_common.sh"
fresh minibar-tracker
mkdir -p src/com/innkeep/minibar out
cat > src/com/innkeep/minibar/Item.java <<'EOF'
package com.innkeep.minibar;

import java.math.BigDecimal;

public record Item(String sku, String name, BigDecimal price, boolean alcoholic) {
    public Item {
        if (price.signum() < 0) throw new IllegalArgumentException("negative price for " + sku);
    }
}
EOF
cat > src/com/innkeep/minibar/Consumption.java <<'EOF'
package com.innkeep.minibar;

import java.time.Instant;

public record Consumption(int room, String sku, int quantity, Instant recordedAt, String recordedBy) {}
EOF
cat > src/com/innkeep/minibar/Catalogue.java <<'EOF'
package com.innkeep.minibar;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class Catalogue {
    private final Map<String, Item> items = new HashMap<>();

    public void add(Item item) {
        items.put(item.sku(), item);
    }

    public Optional<Item> find(String sku) {
        return Optional.ofNullable(items.get(sku));
    }

    public Item require(String sku) {
        return find(sku).orElseThrow(() -> new UnknownSkuException(sku));
    }
}
EOF
cat > src/com/innkeep/minibar/UnknownSkuException.java <<'EOF'
package com.innkeep.minibar;

public class UnknownSkuException extends Exception {
    public UnknownSkuException(String sku) {
        super("unknown minibar SKU: " + sku);
    }
}
EOF
cat > src/com/innkeep/minibar/RoomLedger.java <<'EOF'
package com.innkeep.minibar;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class RoomLedger {
    private final int room;
    private final List<Consumption> entries = new ArrayList<>();
    private boolean checkedOut;

    public RoomLedger(int room) {
        this.room = room;
    }

    public void record(Consumption c) {
        if (checkedOut) {
            throw new IllegalStateException("room " + room + " already checked out");
        }
        entries.add(c);
    }

    public BigDecimal total(Catalogue catalogue) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Consumption c : entries) {
            Item item = catalogue.require(c.sku());
            sum = sum.add(item.price() * c.quantity());
        }
        return sum;
    }

    public int count(String sku) {
        return entries.stream().filter(e -> e.sku().equals(sku)).mapToInt(Consumption::quantity).sum();
    }

    public void checkOut() {
        checkedOut = true;
    }

    public List<Consumption> entries() {
        return entries;
    }
}
EOF
cat > src/com/innkeep/minibar/Restocker.java <<'EOF'
package com.innkeep.minibar;

import java.util.Map;
import java.util.TreeMap;

public class Restocker {
    private final Map<String, Integer> parLevels;

    public Restocker(Map<String, Integer> parLevels) {
        this.parLevels = parLevels;
    }

    /** Units to bring up for one room so that each SKU is back at its par level. */
    public Map<String, Integer> pickList(RoomLedger ledger) {
        Map<String, Integer> out = new TreeMap<>();
        for (var e : parLevels.entrySet()) {
            int used = ledger.count(e.getKey());
            if (used > 0) {
                out.put(e.getKey(), Math.min(used, e.getValue()));
            }
        }
        return out;
    }

    public String label(int room, Map<String, Integer> picks) {
        StringBuilder sb = new StringBuilder("Room ").append(room).append(": ");
        for (Map.Entry<String, int> e : picks.entrySet()) {
            sb.append(e.getKey()).append(" x").append(e.getValue()).append("  ");
        }
        return sb.toString().trim();
    }
}
EOF
cat > src/com/innkeep/minibar/Billing.java <<'EOF'
package com.innkeep.minibar;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

public class Billing {
    static final BigDecimal VAT = new BigDecimal("0.19");
    static final BigDecimal ALCOHOL_VAT = new BigDecimal("0.19");

    private final Catalogue catalogue;

    public Billing(Catalogue catalogue) {
        this.catalogue = catalogue;
    }

    public BigDecimal gross(RoomLedger ledger) {
        BigDecimal net = ledger.total(catalogue);
        return net.multiply(BigDecimal.ONE.add(VAT)).setScale(2, RoundingMode.HALF_UP);
    }

    public List<String> invoiceLines(RoomLedger ledger) {
        return ledger.entries().stream()
            .map(c -> {
                Item i = catalogue.find(c.sku()).orElse(null);
                String name = i == null ? c.sku() : i.name();
                return String.format("%-24s %3d", name, c.quantity());
            })
            .toList();
    }

    public BigDecimal alcoholShare(RoomLedger ledger) {
        BigDecimal total = BigDecimal.ZERO;
        for (Consumption c : ledger.entries()) {
            Item i = catalogue.require(c.sku());
            if (i.alcoholic()) {
                total = total.add(i.price().multiply(BigDecimal.valueOf(c.quantity)));
            }
        }
        return total;
    }
}
EOF
cat > src/com/innkeep/minibar/NightAudit.java <<'EOF'
package com.innkeep.minibar;

import java.math.BigDecimal;
import java.util.List;

public class NightAudit {
    private final Billing billing;

    public NightAudit(Billing billing) {
        this.billing = billing;
    }

    public BigDecimal revenue(List<RoomLedger> ledgers) {
        BigDecimal sum = BigDecimal.ZERO;
        for (RoomLedger l : ledgers) {
            sum = sum.add(billing.gross(l));
        }
        return sum;
    }

    public String summary(List<RoomLedger> ledgers, LocalDate day) {
        return day + ": " + ledgers.size() + " rooms, revenue " + revenue(ledgers);
    }

    public List<Integer> roomsWithAlcohol(List<RoomLedger> ledgers) {
        return ledgers.stream()
            .filter(l -> billing.alcoholShare(l).signum() > 0)
            .map(RoomLedger::room)
            .collect(Collectors.toList());
    }
}
EOF
cat > src/com/innkeep/minibar/Main.java <<'EOF'
package com.innkeep.minibar;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;

public class Main {
    public static void main(String[] args) {
        Catalogue cat = new Catalogue();
        cat.add(new Item("WAT-05", "Still water 0.5l", new BigDecimal("3.50"), false));
        cat.add(new Item("BER-33", "Lager 0.33l", new BigDecimal("5.00"), true));
        cat.add(new Item("NUT-01", "Salted almonds", new BigDecimal("6.00"), false));
        RoomLedger ledger = new RoomLedger(412);
        ledger.record(new Consumption(412, "BER-33", 2, Instant.now(), "housekeeping"));
        ledger.record(new Consumption(412, "NUT-01", 1, Instant.now()));
        Billing billing = new Billing(cat);
        System.out.println("Gross: " + billing.gross(ledger));
        Restocker r = new Restocker(Map.of("WAT-05", 2, "BER-33", 4, "NUT-01", 1));
        String label = r.pickList(ledger);
        System.out.println(label);
    }
}
EOF
{
  echo '$ javac -d out $(find src -name "*.java")'
  javac -d out $(find src -name "*.java") 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/javac-minibar.txt"
