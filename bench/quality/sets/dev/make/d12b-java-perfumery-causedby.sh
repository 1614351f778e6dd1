#!/bin/bash
# a perfumery batch-blending job (plain javac + java) that logs its run, then dies with a 3-level Caused by chain
set -u
WORK=${WORK:-/home/dev}
P=$WORK/scentlab
rm -rf "$P"; mkdir -p "$P/src/com/scentlab/blend" "$P/src/com/scentlab/stock" "$P/src/com/scentlab/app" "$P/out"
cat > "$P/src/com/scentlab/stock/Ingredient.java" <<'EOF'
package com.scentlab.stock;

public record Ingredient(String code, String name, String family, double gramsOnHand, double maxPercent) {}
EOF
cat > "$P/src/com/scentlab/stock/StockLedger.java" <<'EOF'
package com.scentlab.stock;

import java.util.*;

public class StockLedger {
    private final Map<String, Ingredient> items = new LinkedHashMap<>();

    public void load(List<String> rows) {
        int lineNo = 0;
        for (String row : rows) {
            lineNo++;
            String[] f = row.split(";");
            try {
                items.put(f[0], new Ingredient(f[0], f[1], f[2], Double.parseDouble(f[3]), Double.parseDouble(f[4])));
            } catch (NumberFormatException e) {
                throw new IllegalStateException("stock.csv line " + lineNo + ": bad quantity for " + f[0], e);
            }
        }
    }

    public Ingredient get(String code) {
        Ingredient i = items.get(code);
        if (i == null) throw new NoSuchElementException("unknown ingredient " + code);
        return i;
    }

    public int size() { return items.size(); }
}
EOF
cat > "$P/src/com/scentlab/blend/Formula.java" <<'EOF'
package com.scentlab.blend;

import java.util.*;

public class Formula {
    public final String name;
    public final Map<String, Double> parts = new LinkedHashMap<>();
    public Formula(String name) { this.name = name; }
    public Formula add(String code, double parts) { this.parts.put(code, parts); return this; }
    public double total() { return parts.values().stream().mapToDouble(Double::doubleValue).sum(); }
}
EOF
cat > "$P/src/com/scentlab/blend/BlendException.java" <<'EOF'
package com.scentlab.blend;

public class BlendException extends Exception {
    public BlendException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > "$P/src/com/scentlab/blend/Blender.java" <<'EOF'
package com.scentlab.blend;

import com.scentlab.stock.*;
import java.util.logging.Logger;

public class Blender {
    private static final Logger LOG = Logger.getLogger(Blender.class.getName());
    private final StockLedger ledger;
    public Blender(StockLedger ledger) { this.ledger = ledger; }

    public double[] weigh(Formula f, double batchGrams) {
        double[] grams = new double[f.parts.size()];
        int i = 0;
        for (var e : f.parts.entrySet()) {
            Ingredient ing = ledger.get(e.getKey());
            double pct = 100.0 * e.getValue() / f.total();
            if (pct > ing.maxPercent()) {
                throw new IllegalArgumentException(String.format(
                    "%s (%s) at %.2f%% exceeds IFRA limit %.2f%% in %s", ing.name(), ing.code(), pct, ing.maxPercent(), f.name));
            }
            grams[i++] = batchGrams * e.getValue() / f.total();
        }
        return grams;
    }

    public void blend(Formula f, double batchGrams) throws BlendException {
        try {
            double[] g = weigh(f, batchGrams);
            LOG.info(String.format("blended %s: %d ingredients, %.1f g", f.name, g.length, batchGrams));
        } catch (RuntimeException e) {
            throw new BlendException("cannot blend " + f.name + " (" + batchGrams + " g)", e);
        }
    }
}
EOF
cat > "$P/src/com/scentlab/app/BatchRun.java" <<'EOF'
package com.scentlab.app;

import com.scentlab.blend.*;
import com.scentlab.stock.*;
import java.util.*;
import java.util.logging.*;

public class BatchRun {
    private static final Logger LOG = Logger.getLogger("scentlab.batch");

    static List<String> stockRows() {
        List<String> rows = new ArrayList<>();
        String[][] base = {
            {"BERG", "Bergamot oil FCF", "citrus", "1200", "2.0"}, {"LEMN", "Lemon oil", "citrus", "800", "3.0"},
            {"LAVD", "Lavender absolute", "floral", "450", "10"}, {"ROSE", "Rose otto", "floral", "60", "5"},
            {"JASM", "Jasmine sambac abs", "floral", "90", "4"}, {"IRIS", "Orris butter", "powdery", "25", "8"},
            {"VETI", "Vetiver Haiti", "woody", "700", "20"}, {"CEDR", "Cedarwood Atlas", "woody", "1500", "25"},
            {"SAND", "Sandalwood album", "woody", "110", "15"}, {"OAKM", "Oakmoss abs", "mossy", "40", "0.1"},
            {"LABD", "Labdanum resinoid", "amber", "300", "12"}, {"VANI", "Vanilla CO2", "gourmand", "200", "6"},
            {"MUSK", "Ethylene brassylate", "musk", "2500", "30"}, {"AMBX", "Ambroxan", "amber", "350", "10"},
            {"HEDI", "Hedione", "floral", "3000", "40"}, {"ISOE", "Iso E Super", "woody", "4000", "21.4"},
            {"CASH", "Cashmeran", "musk", "500", "8"}, {"CLOV", "Clove bud oil", "spicy", "150", "0.5"},
            {"PEPP", "Pink pepper CO2", "spicy", "120", "3"}, {"TONK", "Tonka absolute", "gourmand", "180", "2.5"},
        };
        for (String[] r : base) rows.add(String.join(";", r));
        return rows;
    }

    static List<Formula> queue() {
        List<Formula> q = new ArrayList<>();
        q.add(new Formula("Harbour Fog EDP").add("BERG", 1).add("HEDI", 20).add("ISOE", 15).add("AMBX", 6).add("MUSK", 25).add("CEDR", 18));
        q.add(new Formula("Orchard Dusk EDT").add("LEMN", 2).add("ROSE", 3).add("JASM", 2).add("HEDI", 25).add("MUSK", 20).add("SAND", 10).add("CEDR", 15));
        q.add(new Formula("Salt Meadow Cologne").add("BERG", 1).add("LAVD", 5).add("HEDI", 20).add("MUSK", 20).add("CEDR", 20).add("ISOE", 15).add("AMBX", 5));
        q.add(new Formula("Cedar Library").add("CEDR", 20).add("VETI", 5).add("ISOE", 15).add("MUSK", 20).add("HEDI", 20).add("CASH", 4));
        q.add(new Formula("Iris Veil").add("IRIS", 4).add("LAVD", 5).add("HEDI", 20).add("MUSK", 20).add("CEDR", 20).add("ISOE", 15).add("CASH", 4));
        q.add(new Formula("Chypre No. 4").add("BERG", 1.5).add("ROSE", 3).add("LABD", 10).add("VETI", 12).add("MUSK", 30).add("OAKM", 1.2).add("CEDR", 20));
        q.add(new Formula("Tonka Hearth").add("TONK", 2).add("VANI", 5).add("LABD", 10).add("CASH", 6).add("MUSK", 30).add("SAND", 12));
        return q;
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tF %1$tT %4$-7s %3$s - %5$s%6$s%n");
        LOG.info("scentlab batch runner 2.4.1 starting, shift=early, bench=B2");
        StockLedger ledger = new StockLedger();
        ledger.load(stockRows());
        LOG.info("stock ledger loaded: " + ledger.size() + " ingredients");
        for (String row : stockRows()) {
            String[] f = row.split(";");
            double g = Double.parseDouble(f[3]);
            if (g < 100) LOG.warning("low stock: " + f[0] + " " + f[1] + " " + g + " g on hand");
            else LOG.info(String.format("stock ok: %-5s %-22s %7.1f g  family=%s  max=%s%%", f[0], f[1], g, f[2], f[4]));
        }
        Blender blender = new Blender(ledger);
        int done = 0;
        for (Formula f : queue()) {
            for (double batch : new double[] {250, 500, 1000}) {
                LOG.info(String.format("weighing %s batch %.0f g (%d parts, total %.1f)", f.name, batch, f.parts.size(), f.total()));
                for (var e : f.parts.entrySet()) {
                    Ingredient ing = ledger.get(e.getKey());
                    LOG.info(String.format("  %-5s %-22s %6.2f parts  %6.2f%%", ing.code(), ing.name(), e.getValue(), 100 * e.getValue() / f.total()));
                }
                try {
                    blender.blend(f, batch);
                    done++;
                } catch (BlendException ex) {
                    throw new RuntimeException("batch queue aborted after " + done + " blends at bench B2", ex);
                }
            }
        }
        LOG.info("all blends done: " + done);
    }
}
EOF
cd "$P"
{
echo '$ javac -d out $(find src -name "*.java") && java -cp out com.scentlab.app.BatchRun'
timeout 120 javac -d out $(find src -name "*.java") 2>&1 && timeout 120 java -cp out com.scentlab.app.BatchRun 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
  -e 's/^20[0-9][0-9]-[0-9][0-9]-[0-9][0-9] /2024-11-05 /'
