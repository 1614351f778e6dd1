#!/usr/bin/env bash
# Boat-chandlery stock service in Java 17 (plain javac, no build tool): at start-up it loads the
# supplier catalogue and the stock CSV, logging progress. One stock row has a quantity with a stray
# non-breaking space; Integer.parseInt fails, the loader wraps it in a StockImportException with the
# row number, and start-up wraps that in an IllegalStateException: a three-level "Caused by" trace.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/chandlery
rm -rf "$P"; mkdir -p "$P/src/com/chandlery/stock" "$P/data" "$P/build"; cd "$P"

cat > src/com/chandlery/stock/StockImportException.java <<'EOF'
package com.chandlery.stock;

public class StockImportException extends Exception {
    public StockImportException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF

cat > src/com/chandlery/stock/StockItem.java <<'EOF'
package com.chandlery.stock;

public record StockItem(String sku, String description, String bin, int quantity, int reorderAt) {}
EOF

cat > src/com/chandlery/stock/StockLoader.java <<'EOF'
package com.chandlery.stock;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;

public class StockLoader {
    private static final Logger LOG = Logger.getLogger(StockLoader.class.getName());

    public List<StockItem> load(Path csv) throws IOException, StockImportException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        List<StockItem> items = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            items.add(parseRow(lines.get(i), i + 1, csv));
            if ((i % 250) == 0) {
                LOG.info("loaded " + i + " stock rows");
            }
        }
        return items;
    }

    private StockItem parseRow(String line, int rowNumber, Path csv) throws StockImportException {
        String[] f = line.split(",");
        try {
            return new StockItem(f[0], f[1], f[2], parseQuantity(f[3]), Integer.parseInt(f[4]));
        } catch (NumberFormatException e) {
            throw new StockImportException(csv.getFileName() + " row " + rowNumber + " (" + f[0] + "): bad quantity", e);
        }
    }

    static int parseQuantity(String raw) {
        return Integer.parseInt(raw.trim());
    }
}
EOF

cat > src/com/chandlery/stock/SupplierCatalogue.java <<'EOF'
package com.chandlery.stock;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.logging.Logger;

public class SupplierCatalogue {
    private static final Logger LOG = Logger.getLogger(SupplierCatalogue.class.getName());
    private final Map<String, String> suppliers = new LinkedHashMap<>();

    public SupplierCatalogue() {
        String[] names = {"Solent Rope Co", "Harken UK", "Marlow Ropes", "Lewmar", "Spinlock", "Wichard", "Plastimo", "Jabsco"};
        for (String n : names) {
            suppliers.put(n.toLowerCase().replace(' ', '-'), n);
            LOG.info("catalogue: registered supplier " + n);
        }
    }

    public int size() {
        return suppliers.size();
    }
}
EOF

cat > src/com/chandlery/stock/InventoryApp.java <<'EOF'
package com.chandlery.stock;

import java.nio.file.Path;
import java.util.List;
import java.util.logging.Logger;

public class InventoryApp {
    private static final Logger LOG = Logger.getLogger(InventoryApp.class.getName());

    private final StockLoader loader = new StockLoader();

    void start(Path stockCsv) {
        SupplierCatalogue catalogue = new SupplierCatalogue();
        LOG.info("catalogue ready: " + catalogue.size() + " suppliers");
        try {
            List<StockItem> items = loader.load(stockCsv);
            LOG.info("stock ready: " + items.size() + " items");
        } catch (Exception e) {
            throw new IllegalStateException("chandlery inventory failed to start", e);
        }
    }

    public static void main(String[] args) {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tF %1$tT %4$-7s %3$s - %5$s%n");
        new InventoryApp().start(Path.of(args[0]));
    }
}
EOF

python3 - <<'PYEOF'
import random
random.seed(44)
kinds = [("SHK", "Snap shackle"), ("BLK", "Single block"), ("RPE", "Dyneema line 6mm (m)"), ("CLT", "Cam cleat"),
         ("WNC", "Winch handle"), ("FND", "Fender 600mm"), ("ANC", "Anchor shackle"), ("PMP", "Bilge pump"),
         ("LIF", "Lifejacket 165N"), ("FLR", "Hand flare")]
rows = ["sku,description,bin,quantity,reorder_at"]
for i in range(1, 1201):
    k, d = random.choice(kinds)
    q = str(random.randint(0, 140))
    if i == 713:
        q = "12\u00a0"
    rows.append("%s-%04d,%s,%s%02d,%s,%d" % (k, i, d, random.choice("ABCDEFG"), random.randint(1, 40), q, random.randint(2, 20)))
open("data/stock.csv", "w", encoding="utf-8").write("\n".join(rows) + "\n")
PYEOF

javac -d build $(find src -name '*.java') 2>&1

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ java -cp build com.chandlery.stock.InventoryApp data/stock.csv'
  java -cp build com.chandlery.stock.InventoryApp data/stock.csv 2>&1
  echo "exit status: $?"
} | neutral
