#!/bin/sh
# Library-loan ledger: javac over the source tree with compile errors.
# usage: BASE=<scratch dir> sh make/05-javac-loans.sh > outputs/05-javac-loans.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/loanledger"; rm -rf "$P"; D="$P/src/main/java/org/branchlib/loans"; mkdir -p "$D"; cd "$P"
cat > "$D/Patron.java" <<'EOF'
package org.branchlib.loans;

public record Patron(String cardNumber, String name, PatronType type) {
    public enum PatronType { ADULT, CHILD, STAFF }

    public int maxLoans() {
        return switch (type) {
            case ADULT -> 12;
            case CHILD -> 6;
            case STAFF -> 25;
        };
    }
}
EOF
cat > "$D/Item.java" <<'EOF'
package org.branchlib.loans;

public record Item(String barcode, String title, Format format) {
    public enum Format { BOOK, DVD, MAGAZINE, AUDIOBOOK }

    public int loanDays() {
        switch (format) {
            case BOOK: return 21;
            case AUDIOBOOK: return 21;
            case DVD: return 7;
            case MAGAZINE: return 7;
        }
    }
}
EOF
cat > "$D/Loan.java" <<'EOF'
package org.branchlib.loans;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

public class Loan {
    private final Patron patron;
    private final Item item;
    private final LocalDate issued;
    private LocalDate due;
    private LocalDate returned;
    private int renewals;

    public Loan(Patron patron, Item item, LocalDate issued) {
        this.patron = patron;
        this.item = item;
        this.issued = issued;
        this.due = issued.plusDays(item.loanDays());
    }

    public Patron patron() { return patron; }
    public Item item() { return item; }
    public LocalDate due() { return due; }
    public boolean isOpen() { return returned == null; }

    public void renew(LocalDate today) throws LedgerException {
        if (renewals >= 2) {
            throw new LedgerException("renewal limit reached for " + item.barcode());
        }
        due = today.plusDays(item.loanDays());
        renewals++;
    }

    public void checkIn(LocalDate day) { this.returned = day; }

    public long daysOverdue(LocalDate today) {
        LocalDate end = returned != null ? returned : today;
        return Math.max(0, ChronoUnit.DAYS.between(due, end));
    }
}
EOF
cat > "$D/LedgerException.java" <<'EOF'
package org.branchlib.loans;

public class LedgerException extends Exception {
    public LedgerException(String message) { super(message); }
    public LedgerException(String message, Throwable cause) { super(message, cause); }
}
EOF
cat > "$D/FinePolicy.java" <<'EOF'
package org.branchlib.loans;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class FinePolicy {
    private static final BigDecimal DAILY_BOOK = new BigDecimal("0.25");
    private static final BigDecimal DAILY_DVD = new BigDecimal("1.00");
    private static final BigDecimal CAP = new BigDecimal("10.00");

    private FinePolicy() {}

    public static BigDecimal fineFor(Loan loan, java.time.LocalDate today) {
        if (loan.patron().type() == Patron.PatronType.CHILD) {
            return BigDecimal.ZERO;
        }
        long days = loan.daysOverdue(today);
        BigDecimal rate = loan.item().format() == Item.Format.DVD ? DAILY_DVD : DAILY_BOOK;
        BigDecimal fine = rate.multiply(days);
        return fine.min(CAP).setScale(2, RoundingMode.HALF_UP);
    }
}
EOF
cat > "$D/Ledger.java" <<'EOF'
package org.branchlib.loans;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class Ledger {
    private final Map<String, Loan> openByBarcode = new HashMap<>();
    private final List<Loan> history = new ArrayList<>();

    public Loan checkOut(Patron patron, Item item, LocalDate today) throws LedgerException {
        if (openByBarcode.containsKey(item.barcode())) {
            throw new LedgerException(item.barcode() + " is already on loan");
        }
        long open = openByBarcode.values().stream().filter(l -> l.patron().equals(patron)).count();
        if (open >= patron.maxLoans()) {
            throw new LedgerException(patron.name() + " has reached the loan limit");
        }
        Loan loan = new Loan(patron, item, today);
        openByBarcode.put(item.barcode(), loan);
        history.add(loan);
        return loan;
    }

    public BigDecimal checkIn(String barcode, LocalDate today) throws LedgerException {
        Loan loan = Optional.ofNullable(openByBarcode.remove(barcode))
            .orElseThrow(() -> new LedgerException("no open loan for " + barcode));
        loan.checkIn(today);
        return FinePolicy.fineFor(loan, today);
    }

    public void renewAll(Patron patron, LocalDate today) {
        openByBarcode.values().stream()
            .filter(l -> l.patron().equals(patron))
            .forEach(l -> l.renew(today));
    }

    public List<Loan> overdue(LocalDate today) {
        List<Loan> out = new ArrayList<>();
        for (Loan l : openByBarcode.values()) {
            if (l.daysOverdue(today) > 0) out.add(l);
        }
        out.sort(Comparator.comparing(Loan::due));
        return out;
    }

    public int totalLoans() { return history.size(); }
}
EOF
cat > "$D/Main.java" <<'EOF'
package org.branchlib.loans;

import java.time.LocalDate;

public class Main {
    public static void main(String[] args) throws Exception {
        Ledger ledger = new Ledger();
        Patron ana = new Patron("2100045", "Ana Ruiz", Patron.PatronType.ADULT);
        Item dune = new Item("39000123", "Dune", Item.Format.BOOK);
        Item heat = new Item("39000991", "Heat", Item.Format.DVD);
        LocalDate day = LocalDate.of(2024, 5, 2);
        ledger.checkOut(ana, dune, day);
        ledger.checkOut(ana, heat, day);
        String fine = ledger.checkIn("39000991", day.plusDays(12));
        System.out.println("fine: " + fine);
        System.out.println("overdue: " + ledger.overdue(day.plusDays(30)).size());
    }
}
EOF
cat > "$D/ReminderMailer.java" <<'EOF'
package org.branchlib.loans;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

public class ReminderMailer {
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEE d MMM");

    private final Ledger ledger;

    public ReminderMailer(Ledger ledger) { this.ledger = ledger; }

    public Set<String> recipients(LocalDate today) {
        List<String> cards = ledger.overdue(today).stream()
            .map(l -> l.patron().cardNumber())
            .distinct()
            .collect(Collectors.toList());
        return cards;
    }

    public String body(Loan loan, LocalDate today) {
        return "Dear " + loan.patron().name() + ",\n"
            + "\"" + loan.item().title() + "\" was due on " + DAY.format(loan.due())
            + " (" + loan.daysOverdue(today) + " days ago).\n"
            + "Reply to " + loan.patron().email() + " if you have already returned it.";
    }
}
EOF
javac -Xdiags:verbose -Xlint:all -d build/classes $(find src -name '*.java' | sort) 2>&1 | neut
