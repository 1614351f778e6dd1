#!/usr/bin/env bash
# Library-fine calculator: javac over the source tree with several compile errors.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/javac-library-fines.txt"
P="$BASE/library-fines"
rm -rf "$P"; mkdir -p "$P/src/org/branchlib/fines" "$P/out"; cd "$P"
D=src/org/branchlib/fines
cat > $D/Loan.java <<'EOF'
package org.branchlib.fines;

import java.time.LocalDate;

public record Loan(String barcode, String patronId, LocalDate due, LocalDate returned, ItemKind kind) {
    public long daysLate() {
        LocalDate end = returned == null ? LocalDate.now() : returned;
        return Math.max(0, java.time.temporal.ChronoUnit.DAYS.between(due, end));
    }
}
EOF
cat > $D/ItemKind.java <<'EOF'
package org.branchlib.fines;

public enum ItemKind {
    BOOK(20, 1000),
    DVD(100, 1500),
    INTERLIBRARY(50, 3000),
    REFERENCE(200, 5000);

    final int pencePerDay;
    final int capPence;

    ItemKind(int pencePerDay, int capPence) {
        this.pencePerDay = pencePerDay;
        this.capPence = capPence;
    }
}
EOF
cat > $D/FinePolicy.java <<'EOF'
package org.branchlib.fines;

import java.util.Set;

public interface FinePolicy {
    int finePence(Loan loan);

    default boolean waived(Loan loan, Set<String> concessionPatrons) {
        return concessionPatrons.contains(loan.patronId());
    }
}
EOF
cat > $D/StandardPolicy.java <<'EOF'
package org.branchlib.fines;

import java.time.DayOfWeek;

public class StandardPolicy implements FinePolicy {
    private final int graceDays;

    public StandardPolicy(int graceDays) {
        this.graceDays = graceDays;
    }

    @Override
    public int finePence(Loan loan) {
        long late = loan.daysLate() - graceDays;
        if (late <= 0) {
            return 0;
        }
        int fine = late * loan.kind().pencePerDay;
        return Math.min(fine, loan.kind().capPence);
    }

    public boolean closedDay(DayOfWeek d) {
        return d == DayOfWeek.SUNDAY;
    }
}
EOF
cat > $D/HolidayAmnesty.java <<'EOF'
package org.branchlib.fines;

import java.time.LocalDate;
import java.util.List;

public class HolidayAmnesty implements FinePolicy {
    private final FinePolicy base;
    private final List<LocalDate> amnestyDays;

    public HolidayAmnesty(FinePolicy base, List<LocalDate> amnestyDays) {
        this.base = base;
        this.amnestyDays = amnestyDays;
    }

    public int finePence(Loan loan, boolean preview) {
        if (loan.returned() != null && amnestyDays.contains(loan.returned())) {
            return 0;
        }
        return base.finePence(loan);
    }
}
EOF
cat > $D/FineLedger.java <<'EOF'
package org.branchlib.fines;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class FineLedger {
    private final Map<String, Integer> owed = new HashMap<>();
    private final List<String> audit = new ArrayList<>();

    public void charge(String patronId, int pence) {
        owed.merge(patronId, pence, Integer::sum);
        audit.add(patronId + " +" + pence);
    }

    public void pay(String patronId, int pence) {
        int balance = owed.getOrDefault(patronId, 0);
        if (pence > balance) {
            throw new IllegalArgumentException("overpayment by " + patronId);
        }
        owed.put(patronId, balance - pence);
        audit.add(patronId + " -" + pence);
    }

    public String balanceReport() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : owed.entrySet()) {
            sb.append(e.getKey()).append(": ").append(formatPence(e.getValue())).append('\n');
        }
        return sb.toString();
    }

    public List<String> auditTrail() {
        return audit;
    }
}
EOF
cat > $D/FineRunner.java <<'EOF'
package org.branchlib.fines;

import java.time.LocalDate;
import java.util.List;

public class FineRunner {
    public static void main(String[] args) {
        FinePolicy policy = new HolidayAmnesty(new StandardPolicy(2), List.of(LocalDate.of(2024, 12, 26)));
        FineLedger ledger = new FineLedger();
        List<Loan> loans = List.of(
            new Loan("39001004417", "P-1182", LocalDate.of(2024, 12, 2), LocalDate.of(2024, 12, 20), ItemKind.BOOK),
            new Loan("39001009921", "P-0077", LocalDate.of(2024, 11, 28), null, ItemKind.DVD)
        );
        for (Loan l : loans) {
            ledger.charge(l.patronId(), policy.finePence(l));
        }
        String report = ledger.balanceReport();
        int entries = ledger.auditTrail();
        System.out.print(report + entries);
    }
}
EOF
cat > $D/Patron.java <<'EOF'
package org.branchlib.fines;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

public class Patron implements Serializable {
    private final String id;
    private final String name;
    private final boolean concession;
    private List history = new ArrayList();

    public Patron(String id, String name, boolean concession) {
        this.id = id;
        this.name = name;
        this.concession = concession;
    }

    public void remember(Loan loan) {
        history.add(loan);
    }

    public Integer loanCount() {
        return new Integer(history.size());
    }

    public String tier() {
        String t = "standard";
        switch (history.size()) {
            case 0:
                t = "new";
            case 1:
            case 2:
                t = "occasional";
                break;
            default:
                t = "regular";
        }
        return concession ? t + "-concession" : t;
    }
}
EOF
cat > $D/NoticePrinter.java <<'EOF'
package org.branchlib.fines;

import java.util.Date;
import java.util.Optional;

public class NoticePrinter {
    public String notice(Patron p, Loan loan, int pence) {
        Date printed = new Date(2024, 11, 30);
        String due = loan.due().toString();
        Optional<String> branch = Optional.of("Eastgate");
        return String.format("Dear %s, item %s was due %s. Fine: %d.%02d (printed %s at %s)",
            p.name, loan.barcode(), due, pence / 100, pence % 100, printed, branch);
    }

    public String reminderSubject(Loan loan) {
        return switch (loan.kind()) {
            case BOOK -> "Your library book is overdue";
            case DVD -> "Your DVD is overdue";
            case INTERLIBRARY -> "Interlibrary loan overdue - other branch waiting";
        };
    }
}
EOF
cat > $D/FineExport.java <<'EOF'
package org.branchlib.fines;

import java.io.FileWriter;
import java.io.IOException;
import java.util.List;

public class FineExport {
    public void writeCsv(String path, List<Loan> loans, FinePolicy policy) {
        FileWriter w = new FileWriter(path);
        for (Loan l : loans) {
            w.write(l.barcode() + "," + l.patronId() + "," + policy.finePence(l) + "\n");
        }
        w.close();
    }

    public static String header() {
        return "barcode,patron,fine_pence";
    }
}
EOF
javac -d out -Xlint:all $(find src -name '*.java' | sort) 2>&1 | neut > "$OUT"
