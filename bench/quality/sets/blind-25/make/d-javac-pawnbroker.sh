#!/usr/bin/env bash
# javac of a pawnbroker's pledge ledger with several compile errors and an unchecked warning.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/pawnbroker
rm -rf "$P"; mkdir -p "$P/src/com/pawnline/ledger" "$P/out"
cat > "$P/src/com/pawnline/ledger/Pledge.java" <<'T'
package com.pawnline.ledger;

import java.math.BigDecimal;
import java.time.LocalDate;

public final class Pledge {
    private final String ticket;
    private final String item;
    private final BigDecimal advance;
    private final LocalDate pledgedOn;
    private boolean redeemed;

    public Pledge(String ticket, String item, BigDecimal advance, LocalDate pledgedOn) {
        this.ticket = ticket;
        this.item = item;
        this.advance = advance;
        this.pledgedOn = pledgedOn;
    }

    public String ticket() { return ticket; }
    public String item() { return item; }
    public BigDecimal advance() { return advance; }
    public LocalDate pledgedOn() { return pledgedOn; }
    public boolean isRedeemed() { return redeemed; }
    public void redeem() { redeemed = true; }
}
T
cat > "$P/src/com/pawnline/ledger/InterestPolicy.java" <<'T'
package com.pawnline.ledger;

import java.math.BigDecimal;

public interface InterestPolicy {
    BigDecimal monthlyRate();
    BigDecimal interestFor(Pledge p, int months);
    default int graceDays() { return 14; }
}
T
cat > "$P/src/com/pawnline/ledger/StandardInterest.java" <<'T'
package com.pawnline.ledger;

import java.math.BigDecimal;
import java.math.RoundingMode;

public class StandardInterest implements InterestPolicy {
    private static final BigDecimal RATE = new BigDecimal("0.035");

    @Override
    public BigDecimal monthlyRate() { return RATE; }

    public BigDecimal interestFor(Pledge p, long months) {
        return p.advance().multiply(RATE).multiply(BigDecimal.valueOf(months)).setScale(2, RoundingMode.HALF_UP);
    }
}
T
cat > "$P/src/com/pawnline/ledger/Ledger.java" <<'T'
package com.pawnline.ledger;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class Ledger {
    private final List<Pledge> pledges = new ArrayList<>();
    private final InterestPolicy policy;

    public Ledger(InterestPolicy policy) { this.policy = policy; }

    public void add(Pledge p) { pledges.add(p); }

    public Optional<Pledge> find(String ticket) {
        for (Pledge p : pledges) {
            if (p.ticket().equals(ticket)) return p;
        }
        return Optional.empty();
    }

    public BigDecimal redeemAmount(String ticket, LocalDate on) {
        Pledge p = find(ticket).orElseThrow();
        int months = ChronoUnit.MONTHS.between(p.pledgedOn(), on) + 1;
        return p.advance().add(policy.interestFor(p, months));
    }

    public List forfeitable(LocalDate today) {
        List out = new ArrayList();
        for (Pledge p : pledges) {
            if (!p.isRedeemed() && p.pledgedOn().plusMonths(6).plusDays(policy.graceDays()).isBefore(today)) {
                out.add(p);
            }
        }
        return out;
    }

    public BigDecimal totalOnLoan() {
        BigDecimal sum = BigDecimal.ZERO;
        for (Pledge p : pledges) {
            if (!p.isRedeemed()) sum = sum.add(p.advance);
        }
        return sum;
    }
}
T
cat > "$P/src/com/pawnline/ledger/Counter.java" <<'T'
package com.pawnline.ledger;

import java.math.BigDecimal;
import java.time.LocalDate;

public class Counter {
    public static void main(String[] args) {
        Ledger ledger = new Ledger(new StandardInterest());
        ledger.add(new Pledge("T-1041", "gold signet ring", new BigDecimal("120.00"), LocalDate.of(2026, 3, 2)));
        ledger.add(new Pledge("T-1042", "violin, 3/4 size", new BigDecimal("340.00")));
        System.out.println(ledger.redeemAmount("T-1041", LocalDate.now()));
        String total = ledger.totalOnLoan();
        System.out.println(total);
    }
}
T
run d-javac-pawnbroker "$P" 'javac -Xlint:unchecked -d out $(find src -name "*.java")'
