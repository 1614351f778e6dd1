#!/usr/bin/env bash
# Toy Java project "circdesk" (library loans desk) with compile errors; runs
# `javac -Xlint:all -d out $(find src -name '*.java')`.
# Usage: WORKDIR=<scratch dir> bash make/javac-errors.sh > outputs/javac-errors.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/circdesk"
neutral() { sed -e "s#$P#/home/dev/circdesk#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; S="$P/src/org/circdesk"; mkdir -p "$S/model" "$S/service" "$S/io"; cd "$P"

cat > "$S/model/Item.java" <<'EOF'
package org.circdesk.model;

import java.util.Objects;

public class Item {
    public enum Kind { BOOK, DVD, MAGAZINE, EQUIPMENT }

    private final String barcode;
    private final String title;
    private final Kind kind;
    private final int loanDays;

    public Item(String barcode, String title, Kind kind, int loanDays) {
        this.barcode = Objects.requireNonNull(barcode);
        this.title = title;
        this.kind = kind;
        this.loanDays = loanDays;
    }

    public String getBarcode() { return barcode; }
    public String getTitle() { return title; }
    public Kind getKind() { return kind; }
    public int getLoanDays() { return loanDays; }
}
EOF

cat > "$S/model/Patron.java" <<'EOF'
package org.circdesk.model;

public class Patron {
    private final long cardNumber;
    private final String name;
    private int maxLoans = 8;
    private double finesOwed;

    public Patron(long cardNumber, String name) {
        this.cardNumber = cardNumber;
        this.name = name;
    }

    public long getCardNumber() { return cardNumber; }
    public String getName() { return name; }
    public int getMaxLoans() { return maxLoans; }
    public void setMaxLoans(int n) { this.maxLoans = n; }
    public double getFinesOwed() { return finesOwed; }
    public void addFine(double amount) { finesOwed += amount; }
}
EOF

cat > "$S/model/Loan.java" <<'EOF'
package org.circdesk.model;

import java.time.LocalDate;

public record Loan(Item item, Patron patron, LocalDate issued, LocalDate due) {
    public boolean isOverdue(LocalDate today) {
        return today.isAfter(due);
    }

    public long daysOverdue(LocalDate today) {
        return isOverdue(today) ? java.time.temporal.ChronoUnit.DAYS.between(due, today) : 0;
    }
}
EOF

cat > "$S/service/FinePolicy.java" <<'EOF'
package org.circdesk.service;

import org.circdesk.model.Item;
import org.circdesk.model.Loan;

import java.time.LocalDate;

public class FinePolicy {
    private static final double DAILY_RATE = 0.25;
    private static final double DVD_RATE = 1.00;
    private static final double CAP = 12.00;

    public double fineFor(Loan loan, LocalDate today) {
        long days = loan.daysOverdue(today);
        double rate = switch (loan.item().getKind()) {
            case DVD -> DVD_RATE;
            case EQUIPMENT -> 5.00;
            default -> DAILY_RATE;
        };
        return Math.min(CAP, days * rate);
    }

    public int graceDays(Item item) {
        if (item.getKind() == Item.Kind.MAGAZINE) {
            return 0;
        } else if (item.getKind() == Item.Kind.BOOK) {
            return 2;
        }
    }
}
EOF

cat > "$S/service/LoanDesk.java" <<'EOF'
package org.circdesk.service;

import org.circdesk.model.Item;
import org.circdesk.model.Loan;
import org.circdesk.model.Patron;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class LoanDesk {
    private final Map<String, Loan> activeByBarcode = new HashMap<>();
    private final Map<Long, List<Loan>> byPatron = new HashMap<>();
    private final FinePolicy fines = new FinePolicy();

    public Loan checkout(Item item, Patron patron, LocalDate today) {
        if (activeByBarcode.containsKey(item.getBarcode())) {
            throw new IllegalStateException("already on loan: " + item.getBarcode());
        }
        List<Loan> current = byPatron.computeIfAbsent(patron.getCardNumber(), k -> new ArrayList<>());
        if (current.size() >= patron.getMaxLoans()) {
            throw new LoanLimitException(patron, current.size());
        }
        Loan loan = new Loan(item, patron, today, today.plusDays(item.getLoanDays()));
        activeByBarcode.put(item.getBarcode(), loan);
        current.add(loan);
        return loan;
    }

    public double checkin(String barcode, LocalDate today) {
        Loan loan = activeByBarcode.remove(barcode);
        if (loan == null) {
            return 0;
        }
        byPatron.get(loan.patron().getCardNumber()).remove(loan);
        double fine = fines.fineFor(loan, today);
        loan.patron().addFine(fine);
        return fine;
    }

    public int renew(String barcode, LocalDate today) {
        Loan old = activeByBarcode.get(barcode);
        LocalDate newDue = old.due().plusDays(old.item().getLoanDays());
        activeByBarcode.put(barcode, new Loan(old.item(), old.patron(), today, newDue));
        long extension = java.time.temporal.ChronoUnit.DAYS.between(old.due(), newDue);
        return extension;
    }

    public List<Loan> overdue(LocalDate today) {
        List<Loan> out = new ArrayList<>();
        for (Loan l : activeByBarcode.values()) {
            if (l.isOverdue(today)) out.add(l);
        }
        out.sort((a, b) -> a.due().compareTo(b.due()));
        return out;
    }

    public Map<Long, Integer> loanCounts() {
        Map counts = new HashMap();
        byPatron.forEach((card, loans) -> counts.put(card, loans.size()));
        return counts;
    }
}
EOF

cat > "$S/io/CatalogLoader.java" <<'EOF'
package org.circdesk.io;

import org.circdesk.model.Item;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class CatalogLoader {
    public List<Item> load(Path csv) {
        List<Item> items = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(csv)) {
            String line;
            while ((line = r.readLine()) != null) {
                String[] f = line.split(";");
                items.add(new Item(f[0], f[1], Item.Kind.valueOf(f[2]), Integer.parseInt(f[3])));
            }
        }
        return items;
    }
}
EOF

cat > "$S/Main.java" <<'EOF'
package org.circdesk;

import org.circdesk.io.CatalogLoader;
import org.circdesk.model.Item;
import org.circdesk.model.Patron;
import org.circdesk.service.LoanDesk;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        List<Item> items = new CatalogLoader().load(Path.of(args[0]));
        LoanDesk desk = new LoanDesk();
        Patron p = new Patron(2040117L, "R. Okafor");
        LocalDate today = LocalDate.now();
        for (Item it : items.subList(0, 3)) {
            desk.checkout(it, p, today);
        }
        System.out.println(desk.overdue(today.plusWeeks(4)).size() + " overdue");
    }
}
EOF

javac -Xlint:all -d out $(find src -name '*.java' | sort) 2>&1 | neutral
