#!/usr/bin/env bash
# d-javac-auctionlots: `javac -Xlint:all` over an auction-house lot catalogue with
# several compile errors (missing symbol, incompatible types, unreported exception,
# missing interface method) and a few lint warnings.
WORK=${WORK:-/home/dev}
P=$WORK/auctionlots
rm -rf "$P"; mkdir -p "$P/src/com/hammerfall/lots" "$P/src/com/hammerfall/bids" "$P/out"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > src/com/hammerfall/lots/Lot.java <<'T'
package com.hammerfall.lots;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class Lot implements Comparable<Lot> {
    private final int number;
    private final String title;
    private final BigDecimal lowEstimate;
    private final BigDecimal highEstimate;
    private BigDecimal reserve;
    private final List<String> provenance = new ArrayList<>();

    public Lot(int number, String title, BigDecimal low, BigDecimal high) {
        this.number = number;
        this.title = title;
        this.lowEstimate = low;
        this.highEstimate = high;
    }

    public int getNumber() { return number; }
    public String getTitle() { return title; }
    public BigDecimal getLowEstimate() { return lowEstimate; }
    public BigDecimal getHighEstimate() { return highEstimate; }
    public BigDecimal getReserve() { return reserve; }

    public void setReserve(BigDecimal reserve) {
        if (reserve.compareTo(highEstimate) > 0) {
            throw new IllegalArgumentException("reserve above high estimate for lot " + number);
        }
        this.reserve = reserve;
    }

    public void addProvenance(String entry) { provenance.add(entry); }
    public List<String> getProvenance() { return provenance; }

    @Override
    public int compareTo(Lot other) {
        return Integer.compare(number, other.number);
    }
}
T

cat > src/com/hammerfall/lots/Catalogue.java <<'T'
package com.hammerfall.lots;

import java.io.BufferedReader;
import java.io.FileReader;
import java.math.BigDecimal;
import java.util.*;

public class Catalogue {
    private final String saleCode;
    private final Map<Integer, Lot> lots = new TreeMap<>();

    public Catalogue(String saleCode) {
        this.saleCode = saleCode;
    }

    public void add(Lot lot) {
        if (lots.containsKey(lot.getNumber())) {
            throw new IllegalStateException("duplicate lot " + lot.getNumber());
        }
        lots.put(lot.getNumber(), lot);
    }

    public Lot get(int number) {
        return lots.get(number);
    }

    public static Catalogue load(String saleCode, String path) {
        Catalogue c = new Catalogue(saleCode);
        BufferedReader in = new BufferedReader(new FileReader(path));
        String line;
        while ((line = in.readLine()) != null) {
            String[] f = line.split("\t");
            c.add(new Lot(Integer.parseInt(f[0]), f[1], new BigDecimal(f[2]), new BigDecimal(f[3])));
        }
        return c;
    }

    public BigDecimal totalLowEstimate() {
        BigDecimal sum = BigDecimal.ZERO;
        for (Lot l : lots.values()) {
            sum = sum.add(l.getLowEstimate());
        }
        return sum;
    }

    public List lotsWithoutReserve() {
        List out = new ArrayList();
        for (Lot l : lots.values()) {
            if (l.getReserve() == null) out.add(l);
        }
        return out;
    }
}
T

cat > src/com/hammerfall/bids/Bid.java <<'T'
package com.hammerfall.bids;

import java.math.BigDecimal;
import java.time.Instant;

public record Bid(int lotNumber, String paddle, BigDecimal amount, Instant at, Channel channel) {
    public enum Channel { ROOM, PHONE, ONLINE, COMMISSION }
}
T

cat > src/com/hammerfall/bids/IncrementTable.java <<'T'
package com.hammerfall.bids;

import java.math.BigDecimal;

public interface IncrementTable {
    BigDecimal nextBid(BigDecimal current);
    String name();
}
T

cat > src/com/hammerfall/bids/StandardIncrements.java <<'T'
package com.hammerfall.bids;

import java.math.BigDecimal;

public class StandardIncrements implements IncrementTable {
    @Override
    public BigDecimal nextBid(BigDecimal current) {
        if (current.compareTo(new BigDecimal("1000")) < 0) return current.add(new BigDecimal("50"));
        if (current.compareTo(new BigDecimal("5000")) < 0) return current.add(new BigDecimal("200"));
        return current.add(current.divide(new BigDecimal("10")));
    }
}
T

cat > src/com/hammerfall/bids/Auctioneer.java <<'T'
package com.hammerfall.bids;

import com.hammerfall.lots.Catalogue;
import com.hammerfall.lots.Lot;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class Auctioneer {
    private final Catalogue catalogue;
    private final IncrementTable increments;
    private final List<Bid> ledger = new ArrayList<>();

    public Auctioneer(Catalogue catalogue, IncrementTable increments) {
        this.catalogue = catalogue;
        this.increments = increments;
    }

    public Optional<Bid> highest(int lotNumber) {
        return ledger.stream()
            .filter(b -> b.lotNumber() == lotNumber)
            .max((a, b) -> a.amount().compareTo(b.amount()));
    }

    public boolean accept(Bid bid) {
        Lot lot = catalogue.get(bid.lotNumber());
        BigDecimal floor = highest(bid.lotNumber()).map(Bid::amount).orElse(lot.getLowEstimate());
        if (bid.amount().compareTo(increments.nextBid(floor)) < 0) {
            return false;
        }
        ledger.add(bid);
        return true;
    }

    public String hammer(int lotNumber) {
        Lot lot = catalogue.get(lotNumber);
        Bid top = highest(lotNumber);
        if (top == null || top.amount().compareTo(lot.getReserve()) < 0) {
            return "Lot " + lotNumber + " passed";
        }
        int premium = top.amount().multiply(new BigDecimal("0.25"));
        return "Lot " + lotNumber + " sold to paddle " + top.paddle() + " for " + top.amount() + " (+" + premium + ")";
    }

    public int commissionBids(int lotNumber) {
        int n = 0;
        for (Bid b : ledger) {
            if (b.lotNumber() == lotNumber && b.channel() == Bid.Channel.COMISSION) n++;
        }
        return n;
    }

    public Instant lastBidTime() {
        return ledger.isEmpty() ? null : ledger.get(ledger.size() - 1).at;
    }
}
T

{
  echo '$ javac -Xlint:all -d out $(find src -name "*.java")'
  javac -Xlint:all -d out $(find src -name "*.java") 2>&1; echo "exit status: $?"
} | neutral
