#!/usr/bin/env bash
# Small library-loans service in plain Java; javac over all sources with compile errors.
set -u
NAME=javac-loans-errors; PROJ=loandesk
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

P=src/main/java/org/branchlib/loans
mkdir -p $P
cat > $P/Item.java <<'EOF'
package org.branchlib.loans;

public record Item(String barcode, String title, ItemType type) {
    public enum ItemType { BOOK, DVD, MAGAZINE, BOARD_GAME }

    public int loanDays() {
        return switch (type) {
            case BOOK -> 21;
            case DVD, BOARD_GAME -> 7;
            case MAGAZINE -> 3;
        };
    }
}
EOF
cat > $P/Member.java <<'EOF'
package org.branchlib.loans;

import java.util.ArrayList;
import java.util.List;

public class Member {
    private final String cardNumber;
    private final String name;
    private final List<Loan> loans = new ArrayList<>();
    private int finesCents;

    public Member(String cardNumber, String name) {
        this.cardNumber = cardNumber;
        this.name = name;
    }

    public String getCardNumber() { return cardNumber; }
    public String getName() { return name; }
    public List<Loan> getLoans() { return loans; }
    public int getFinesCents() { return finesCents; }

    public void addFine(int cents) { finesCents += cents; }

    public boolean isBlocked() {
        return finesCents > 500 || loans.size() >= 12;
    }
}
EOF
cat > $P/Loan.java <<'EOF'
package org.branchlib.loans;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

public class Loan {
    private final Item item;
    private final Member member;
    private final LocalDate issued;
    private LocalDate due;
    private int renewals;

    public Loan(Item item, Member member, LocalDate issued) {
        this.item = item;
        this.member = member;
        this.issued = issued;
        this.due = issued.plusDays(item.loanDays());
    }

    public Item getItem() { return item; }
    public Member getMember() { return member; }
    public LocalDate getDue() { return due; }

    public long daysOverdue(LocalDate today) {
        return Math.max(0, ChronoUnit.DAYS.between(due, today));
    }

    public boolean renew() {
        if (renewals >= 2) {
            return false;
        }
        renewals++;
        due = due.plusDays(item.loanDays());
    }
}
EOF
cat > $P/LoanRepository.java <<'EOF'
package org.branchlib.loans;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public interface LoanRepository {
    Optional<Loan> findByBarcode(String barcode);
    List<Loan> overdue(java.time.LocalDate today);
    void save(Loan loan);

    static List<String> readBarcodes(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.isBlank()) out.add(line.strip());
        }
        return out;
    }
}
EOF
cat > $P/InMemoryLoanRepository.java <<'EOF'
package org.branchlib.loans;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class InMemoryLoanRepository implements LoanRepository {
    private final Map<String, Loan> byBarcode = new HashMap<>();

    @Override
    public Optional<Loan> findByBarcode(String barcode) {
        return byBarcode.get(barcode);
    }

    @Override
    public List<Loan> overdue(LocalDate today) {
        return byBarcode.values().stream().filter(l -> l.daysOverdue(today) > 0).toList();
    }

    @Override
    public void save(Loan loan) {
        byBarcode.put(loan.getItem().barcode(), loan);
    }

    @Override
    public int count() {
        return byBarcode.size();
    }
}
EOF
cat > $P/CirculationDesk.java <<'EOF'
package org.branchlib.loans;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

public class CirculationDesk {
    private static final int FINE_PER_DAY_CENTS = 25;
    private final LoanRepository repo;

    public CirculationDesk(LoanRepository repo) {
        this.repo = repo;
    }

    public Loan checkOut(Item item, Member member, LocalDate today) {
        if (member.isBlocked()) {
            throw new IllegalStateException("member " + member.getCardNumber() + " is blocked");
        }
        Loan loan = new Loan(item, member, today);
        member.getLoans().add(loan);
        repo.save(loan);
        return loan;
    }

    public int checkIn(String barcode, LocalDate today) {
        Loan loan = repo.findByBarcode(barcode).orElseThrow();
        int fine = loan.daysOverdue(today) * FINE_PER_DAY_CENTS;
        loan.getMember().addFine(fine);
        loan.getMember().getLoans().remove(loan);
        return fine;
    }

    public int bulkCheckIn(Path scannerExport, LocalDate today) {
        int total = 0;
        List<String> codes = LoanRepository.readBarcodes(scannerExport);
        for (String code : codes) {
            total += checkIn(code, today);
        }
        return total;
    }

    public String overdueReport(LocalDate today) {
        StringBuilder sb = new StringBuilder();
        for (Loan l : repo.overdue(today)) {
            sb.append(String.format("%-14s %-30s %3d days%n", l.getItem().barcode(), l.getItem().title(),
                    l.daysOverdue(today)));
            sb.append("  member: ").append(l.getMember().getFullName()).append('\n');
        }
        return sb.toString();
    }
}
EOF
cat > $P/ReminderMailer.java <<'EOF'
package org.branchlib.loans;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

public class ReminderMailer {
    private final LoanRepository repo;
    private final List outbox = new ArrayList();

    public ReminderMailer(LoanRepository repo) {
        this.repo = repo;
    }

    public int queueReminders(LocalDate today) {
        int queued = 0;
        for (Loan loan : repo.overdue(today)) {
            Member m = loan.getMember();
            String body = "Dear " + m.getName() + ", '" + loan.getItem().title() + "' was due on " + loan.getDue();
            outbox.add(body);
            queued++;
        }
        return queued;
    }

    public String stamp() {
        Date now = new Date();
        return (now.getYear() + 1900) + "-" + (now.getMonth() + 1);
    }

    public Integer pendingCount() {
        return new Integer(outbox.size());
    }

    public List<String> drain() {
        List<String> copy = new ArrayList<>(outbox);
        outbox.clear();
        return copy;
    }
}
EOF
cat > $P/FineSchedule.java <<'EOF'
package org.branchlib.loans;

import java.util.EnumMap;
import java.util.Map;

public final class FineSchedule {
    private final Map<Item.ItemType, Integer> centsPerDay = new EnumMap<>(Item.ItemType.class);

    public FineSchedule() {
        centsPerDay.put(Item.ItemType.BOOK, 25);
        centsPerDay.put(Item.ItemType.DVD, 100);
        centsPerDay.put(Item.ItemType.MAGAZINE, 10);
        centsPerDay.put(Item.ItemType.BOARD_GAME, 50);
    }

    public int perDay(Item item) {
        return centsPerDay.getOrDefault(item.type(), 25);
    }

    public int capFor(Item item) {
        switch (item.type()) {
            case DVD:
                return 2000;
            case BOARD_GAME:
                return 3500;
            case BOOK:
                int base = 1500;
            case MAGAZINE:
                return 300;
        }
    }

    public String describe(Item.ItemType type) {
        String label = type.name().toLowerCase().replace('_', ' ');
        return label + ": " + centsPerDay.get(type) + " cents/day, " + String.valueOf(type.ordinal);
    }
}
EOF
( javac -Xlint:all -d out $(find src -name '*.java' | sort) 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
