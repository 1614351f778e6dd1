#!/usr/bin/env bash
# javac of a small library-lending service with compile errors.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/lendingdesk
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; D=src/main/java/org/branchlib/lending; mkdir -p "$P/$D"; cd "$P"
cat > $D/Patron.java <<'EOF'
package org.branchlib.lending;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public class Patron {
    private final String cardNumber;
    private final String name;
    private final LocalDate expires;
    private final List<Loan> loans = new ArrayList<>();

    public Patron(String cardNumber, String name, LocalDate expires) {
        this.cardNumber = cardNumber;
        this.name = name;
        this.expires = expires;
    }

    public String getCardNumber() { return cardNumber; }
    public String getName() { return name; }
    public List<Loan> getLoans() { return loans; }

    public boolean isExpired(LocalDate today) {
        return expires.isBefore(today);
    }

    public int overdueCount(LocalDate today) {
        int n = 0;
        for (Loan l : loans) {
            if (l.isOverdue(today)) n++;
        }
        return n;
    }
}
EOF
cat > $D/Loan.java <<'EOF'
package org.branchlib.lending;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

public record Loan(String barcode, LocalDate borrowed, LocalDate due) {

    public boolean isOverdue(LocalDate today) {
        return today.isAfter(due);
    }

    public long daysLate(LocalDate today) {
        return Math.max(0, ChronoUnit.DAYS.between(due, today));
    }

    public Loan renew(int days) {
        return new Loan(barcode, borrowed, due.plusDays(days));
    }
}
EOF
cat > $D/FinePolicy.java <<'EOF'
package org.branchlib.lending;

import java.math.BigDecimal;
import java.time.LocalDate;

public interface FinePolicy {
    BigDecimal fineFor(Loan loan, LocalDate today);

    static FinePolicy perDay(String amount, String cap) {
        BigDecimal daily = new BigDecimal(amount);
        BigDecimal max = new BigDecimal(cap);
        return (loan, today) -> daily.multiply(BigDecimal.valueOf(loan.daysLate(today))).min(max);
    }
}
EOF
cat > $D/CatalogClient.java <<'EOF'
package org.branchlib.lending;

import java.io.IOException;
import java.util.Map;

public class CatalogClient {
    private final Map<String, String> titles;

    public CatalogClient(Map<String, String> titles) {
        this.titles = titles;
    }

    public String titleOf(String barcode) throws IOException {
        String t = titles.get(barcode);
        if (t == null) throw new IOException("catalog has no item " + barcode);
        return t;
    }

    public boolean isReferenceOnly(String barcode) {
        return barcode.startsWith("R-");
    }
}
EOF
cat > $D/LendingDesk.java <<'EOF'
package org.branchlib.lending;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class LendingDesk {
    private static final int LOAN_DAYS = 21;
    private static final int MAX_LOANS = 12;

    private final Map<String, Patron> patrons = new HashMap<>();
    private final CatalogClient catalog;
    private final FinePolicy fines;

    public LendingDesk(CatalogClient catalog, FinePolicy fines) {
        this.catalog = catalog;
        this.fines = fines;
    }

    public void register(Patron p) {
        patrons.put(p.getCardNumber(), p);
    }

    public Loan checkout(String card, String barcode, LocalDate today) {
        Patron p = patrons.get(card);
        if (p == null || p.isExpired(today)) {
            throw new IllegalStateException("card not valid: " + card);
        }
        if (catalog.isReferenceOnly(barcode)) {
            throw new IllegalArgumentException("reference item " + barcode);
        }
        if (p.getLoans().size() >= MAX_LOANS) {
            throw new IllegalStateException("loan limit reached for " + p.getName());
        }
        String title = catalog.titleOf(barcode);
        Loan loan = new Loan(barcode, today, today.plusDays(LOAN_DAYS));
        p.getLoans().add(loan);
        System.out.printf("%s borrowed %s until %s%n", p.getName(), title, loan.due());
        return loan;
    }

    public BigDecimal outstandingFines(String card, LocalDate today) {
        Patron p = patrons.get(card);
        BigDecimal total = BigDecimal.ZERO;
        for (Loan l : p.getLoans()) {
            total = total.add(fines.fineFor(l, today));
        }
        return total;
    }

    public Optional<Loan> findLoan(String card, String barcode) {
        return patrons.get(card).getLoans().stream()
                .filter(l -> l.barcode().equals(barcode))
                .findFirst();
    }

    public int renewAll(String card, LocalDate today) {
        Patron p = patrons.get(card);
        int renewed = 0;
        for (int i = 0; i < p.getLoans().size(); i++) {
            Loan l = p.getLoans().get(i);
            if (!l.isOverdue(today)) {
                p.getLoans().set(i, l.renew(LOAN_DAYS));
                renewed++;
            }
        }
    }

    public String receipt(String card, LocalDate today) {
        Patron p = patrons.get(card);
        StringBuilder sb = new StringBuilder();
        sb.append("Patron: ").append(p.getName()).append('\n');
        for (Loan l : p.getLoans()) {
            sb.append(String.format("  %-12s due %s%n", l.barcode(), l.due()));
        }
        sb.append("Overdue: ").append(p.overdueCount(today));
        return sb.toString();
    }
}
EOF
cat > $D/ReportExporter.java <<'EOF'
package org.branchlib.lending;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ReportExporter implements Serializable {
    private final List rows = new ArrayList();
    private final Map<String, Integer> perBranch = new HashMap<>();

    public void addRow(String branch, Loan loan) {
        rows.add(branch + ";" + loan.barcode() + ";" + loan.due());
        Integer n = perBranch.get(branch);
        perBranch.put(branch, n == null ? new Integer(1) : n + 1);
    }

    public List<String> lines() {
        List<String> out = (List<String>) rows;
        return out;
    }

    public int branches() {
        return perBranch.size();
    }
}
EOF
{
  echo '$ javac -Xlint:all -d build/classes $(find src/main/java -name "*.java")'
  javac -Xlint:all -d build/classes $(find src/main/java -name "*.java") 2>&1
  echo "exit status: $?"
} | neutral
