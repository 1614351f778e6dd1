#!/usr/bin/env bash
# Violin-rental ledger: the monthly billing run crashes with a wrapped exception (Caused by: chain).
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/java-violin-rental-trace.txt"
P="$BASE/violin-rental"
rm -rf "$P"; mkdir -p "$P/src/com/strings/rental" "$P/out" "$P/data"; cd "$P"
D=src/com/strings/rental
cat > $D/Instrument.java <<'EOF'
package com.strings.rental;

public record Instrument(String serial, String size, int monthlyPence) {}
EOF
cat > $D/Rental.java <<'EOF'
package com.strings.rental;

import java.time.YearMonth;

public record Rental(String customer, Instrument instrument, YearMonth start, int monthsPaid) {}
EOF
cat > $D/LedgerParseException.java <<'EOF'
package com.strings.rental;

public class LedgerParseException extends Exception {
    public LedgerParseException(String msg, Throwable cause) {
        super(msg, cause);
    }
}
EOF
cat > $D/LedgerReader.java <<'EOF'
package com.strings.rental;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;

public class LedgerReader {
    private final Map<String, Instrument> stock;

    public LedgerReader(Map<String, Instrument> stock) {
        this.stock = stock;
    }

    Rental parseLine(String line) {
        String[] f = line.split(";");
        Instrument inst = stock.get(f[1]);
        int months = Integer.parseInt(f[3].trim());
        return new Rental(f[0], inst, YearMonth.parse(f[2]), months);
    }

    public List<Rental> read(Path p) throws LedgerParseException {
        try {
            List<String> lines = Files.readAllLines(p);
            return lines.stream().skip(1).filter(l -> !l.isBlank()).map(this::parseLine).toList();
        } catch (NumberFormatException | IOException e) {
            throw new LedgerParseException("cannot read rental ledger " + p.getFileName(), e);
        }
    }
}
EOF
cat > $D/BillingRun.java <<'EOF'
package com.strings.rental;

import java.nio.file.Path;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

public class BillingRun {
    private static final Logger LOG = Logger.getLogger("rental.billing");

    static Map<String, Instrument> stock() {
        return Map.of(
            "VN-4-0113", new Instrument("VN-4-0113", "4/4", 1800),
            "VN-34-0207", new Instrument("VN-34-0207", "3/4", 1500),
            "VN-12-0051", new Instrument("VN-12-0051", "1/2", 1300),
            "VA-155-0009", new Instrument("VA-155-0009", "15.5in", 2100),
            "VC-4-0002", new Instrument("VC-4-0002", "4/4 cello", 3900));
    }

    void bill(Path ledger, YearMonth month) {
        LedgerReader reader = new LedgerReader(stock());
        List<Rental> rentals;
        try {
            rentals = reader.read(ledger);
        } catch (LedgerParseException e) {
            throw new IllegalStateException("billing run for " + month + " aborted", e);
        }
        for (Rental r : rentals) {
            LOG.info(r.customer() + " owes " + r.instrument().monthlyPence() + "p for " + r.instrument().serial());
        }
    }

    public static void main(String[] args) {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s %3$s: %5$s%n");
        YearMonth month = YearMonth.parse(args[0]);
        LOG.info("starting billing for " + month);
        for (Instrument i : stock().values()) {
            LOG.fine("stock " + i.serial());
        }
        for (int k = 1; k < args.length; k++) {
            LOG.info("reading ledger " + args[k]);
            new BillingRun().bill(Path.of(args[k]), month);
        }
        LOG.info("done");
    }
}
EOF
python3 - <<'EOF'
import random
random.seed(11)
names = ["Okonkwo","Schmidt","Lefebvre","Nakamura","Rossi","Petrov","Silva","Jensen","Dubois","Kaur","Novak","Fischer","Ibrahim","Tanaka","Garcia","Walsh","Horvat","Lindgren","Mensah","Costa","Yilmaz","Byrne","Almeida","Sato","Kovacs"]
serials = ["VN-4-0113","VN-34-0207","VN-12-0051","VA-155-0009","VC-4-0002"]
with open("data/rentals-2023.csv","w") as fh:
    fh.write("customer;serial;start;months_paid\n")
    for n in names:
        fh.write(f"{n};{random.choice(serials)};2023-{random.randint(1,12):02d};{random.randint(0,9)}\n")
EOF
cat > data/rentals-2024.csv <<'EOF'
customer;serial;start;months_paid
Adeyemi;VN-34-0207;2023-09;5
Kowalczyk;VN-4-0113;2024-01;2
Haruto;VC-4-0002;2023-11;3
Moreau;VN-12-0051;2024-02;two
Brennan;VA-155-0009;2023-10;6
EOF
javac -d out $(find src -name '*.java' | sort) && java -cp out com.strings.rental.BillingRun 2024-03 data/rentals-2023.csv data/rentals-2024.csv > raw.txt 2>&1
echo "exit status $?" >> raw.txt
neut < raw.txt > "$OUT"
