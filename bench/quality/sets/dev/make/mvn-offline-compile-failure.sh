#!/usr/bin/env bash
# Toy multi-module Maven project "tallyho" (expense ledger: core, storage, reports, api, cli) where
# the reports module does not compile; runs `mvn -o -B package` (offline, local repository only).
# Usage: WORKDIR=<scratch dir> bash make/mvn-offline-compile-failure.sh > outputs/mvn-offline-compile-failure.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/tallyho"
neutral() { sed -e "s#$P#/home/dev/tallyho#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P"; cd "$P"

cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>dev.tallyho</groupId>
  <artifactId>tallyho-parent</artifactId>
  <version>2.1.0-SNAPSHOT</version>
  <packaging>pom</packaging>
  <name>Tallyho</name>

  <modules>
    <module>tallyho-core</module>
    <module>tallyho-storage</module>
    <module>tallyho-reports</module>
    <module>tallyho-api</module>
    <module>tallyho-cli</module>
  </modules>

  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <junit.version>5.11.4</junit.version>
  </properties>

  <dependencyManagement>
    <dependencies>
      <dependency>
        <groupId>org.junit.jupiter</groupId>
        <artifactId>junit-jupiter</artifactId>
        <version>${junit.version}</version>
        <scope>test</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>

  <dependencies>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter</artifactId>
    </dependency>
  </dependencies>

  <build>
    <pluginManagement>
      <plugins>
        <plugin><artifactId>maven-clean-plugin</artifactId><version>3.4.0</version></plugin>
        <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
        <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
        <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
        <plugin><artifactId>maven-jar-plugin</artifactId><version>3.4.1</version></plugin>
        <plugin><artifactId>maven-install-plugin</artifactId><version>3.1.2</version></plugin>
      </plugins>
    </pluginManagement>
  </build>
</project>
EOF

module() { # module <artifactId> <deps...>
  local a=$1; shift
  mkdir -p "$a/src/main/java/dev/tallyho" "$a/src/test/java/dev/tallyho"
  {
    cat <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>dev.tallyho</groupId>
    <artifactId>tallyho-parent</artifactId>
    <version>2.1.0-SNAPSHOT</version>
  </parent>
  <artifactId>$a</artifactId>
  <dependencies>
EOF
    for d in "$@"; do
      printf '    <dependency><groupId>dev.tallyho</groupId><artifactId>%s</artifactId><version>${project.version}</version></dependency>\n' "$d"
    done
    cat <<'EOF'
  </dependencies>
</project>
EOF
  } > "$a/pom.xml"
}
module tallyho-core
module tallyho-storage tallyho-core
module tallyho-reports tallyho-core tallyho-storage
module tallyho-api tallyho-core tallyho-storage tallyho-reports
module tallyho-cli tallyho-core tallyho-storage tallyho-reports

C=tallyho-core/src/main/java/dev/tallyho
cat > $C/Money.java <<'EOF'
package dev.tallyho;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

public record Money(BigDecimal amount, String currency) implements Comparable<Money> {
    public Money {
        Objects.requireNonNull(amount);
        if (currency == null || currency.length() != 3) throw new IllegalArgumentException("bad currency: " + currency);
        amount = amount.setScale(2, RoundingMode.HALF_EVEN);
    }
    public static Money of(String amount, String currency) { return new Money(new BigDecimal(amount), currency); }
    public Money plus(Money o) { check(o); return new Money(amount.add(o.amount), currency); }
    public Money minus(Money o) { check(o); return new Money(amount.subtract(o.amount), currency); }
    public Money times(BigDecimal f) { return new Money(amount.multiply(f), currency); }
    public boolean isNegative() { return amount.signum() < 0; }
    private void check(Money o) { if (!currency.equals(o.currency)) throw new IllegalArgumentException(currency + " vs " + o.currency); }
    @Override public int compareTo(Money o) { check(o); return amount.compareTo(o.amount); }
    @Override public String toString() { return amount.toPlainString() + " " + currency; }
}
EOF
cat > $C/Category.java <<'EOF'
package dev.tallyho;

public enum Category { RENT, GROCERIES, TRANSPORT, UTILITIES, DINING, TRAVEL, HEALTH, OTHER }
EOF
cat > $C/Entry.java <<'EOF'
package dev.tallyho;

import java.time.LocalDate;

public record Entry(long id, LocalDate date, String payee, Money amount, Category category, String memo) {
    public boolean isExpense() { return amount.isNegative(); }
}
EOF
cat > $C/Budget.java <<'EOF'
package dev.tallyho;

import java.util.EnumMap;
import java.util.Map;

public class Budget {
    private final Map<Category, Money> limits = new EnumMap<>(Category.class);
    private final String currency;

    public Budget(String currency) { this.currency = currency; }

    public Budget limit(Category c, String amount) {
        limits.put(c, Money.of(amount, currency));
        return this;
    }

    public Money limitFor(Category c) { return limits.getOrDefault(c, Money.of("0", currency)); }
    public String currency() { return currency; }
}
EOF
T=tallyho-core/src/test/java/dev/tallyho
cat > $T/MoneyTest.java <<'EOF'
package dev.tallyho;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoneyTest {
    @Test void addsSameCurrency() { assertEquals(Money.of("3.50", "EUR"), Money.of("1.25", "EUR").plus(Money.of("2.25", "EUR"))); }
    @Test void rejectsMixedCurrency() { assertThrows(IllegalArgumentException.class, () -> Money.of("1", "EUR").plus(Money.of("1", "USD"))); }
    @Test void rejectsBadCurrencyCode() { assertThrows(IllegalArgumentException.class, () -> Money.of("1", "EURO")); }
    @Test void negative() { assertTrue(Money.of("-0.01", "EUR").isNegative()); }
    @ParameterizedTest
    @CsvSource({"1.005,1.00", "1.015,1.02", "2.5,2.50", "-1.125,-1.12"})
    void roundsHalfEven(String in, String out) { assertEquals(new BigDecimal(out), Money.of(in, "EUR").amount()); }
    @Test void times() { assertEquals(Money.of("7.50", "EUR"), Money.of("2.50", "EUR").times(new BigDecimal("3"))); }
}
EOF
cat > $T/BudgetTest.java <<'EOF'
package dev.tallyho;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class BudgetTest {
    @Test void defaultsToZero() { assertEquals(Money.of("0", "EUR"), new Budget("EUR").limitFor(Category.TRAVEL)); }
    @Test void storesLimit() { assertEquals(Money.of("450", "EUR"), new Budget("EUR").limit(Category.GROCERIES, "450").limitFor(Category.GROCERIES)); }
}
EOF

S=tallyho-storage/src/main/java/dev/tallyho
cat > $S/LedgerStore.java <<'EOF'
package dev.tallyho;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

public interface LedgerStore {
    Entry save(Entry e);
    Optional<Entry> find(long id);
    List<Entry> between(LocalDate from, LocalDate toExclusive);
    int size();
}
EOF
cat > $S/InMemoryLedgerStore.java <<'EOF'
package dev.tallyho;

import java.time.LocalDate;
import java.util.*;
import java.util.concurrent.atomic.AtomicLong;

public class InMemoryLedgerStore implements LedgerStore {
    private final NavigableMap<Long, Entry> byId = new TreeMap<>();
    private final AtomicLong ids = new AtomicLong();

    @Override public synchronized Entry save(Entry e) {
        Entry stored = e.id() == 0 ? new Entry(ids.incrementAndGet(), e.date(), e.payee(), e.amount(), e.category(), e.memo()) : e;
        byId.put(stored.id(), stored);
        return stored;
    }
    @Override public synchronized Optional<Entry> find(long id) { return Optional.ofNullable(byId.get(id)); }
    @Override public synchronized List<Entry> between(LocalDate from, LocalDate to) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : byId.values()) if (!e.date().isBefore(from) && e.date().isBefore(to)) out.add(e);
        out.sort(Comparator.comparing(Entry::date).thenComparing(Entry::id));
        return out;
    }
    @Override public synchronized int size() { return byId.size(); }
}
EOF
cat > $S/CsvImporter.java <<'EOF'
package dev.tallyho;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.time.LocalDate;

public class CsvImporter {
    private final LedgerStore store;
    private final String currency;

    public CsvImporter(LedgerStore store, String currency) { this.store = store; this.currency = currency; }

    public int importFrom(Reader in) throws IOException {
        int n = 0;
        try (BufferedReader r = new BufferedReader(in)) {
            String line = r.readLine(); // header
            while ((line = r.readLine()) != null) {
                String[] f = line.split(",", -1);
                store.save(new Entry(0, LocalDate.parse(f[0]), f[1], Money.of(f[2], currency), Category.valueOf(f[3]), f.length > 4 ? f[4] : ""));
                n++;
            }
        }
        return n;
    }
}
EOF
T=tallyho-storage/src/test/java/dev/tallyho
cat > $T/InMemoryLedgerStoreTest.java <<'EOF'
package dev.tallyho;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class InMemoryLedgerStoreTest {
    private static Entry e(String date, String amt) {
        return new Entry(0, LocalDate.parse(date), "Payee", Money.of(amt, "EUR"), Category.OTHER, "");
    }
    @Test void assignsIds() { var s = new InMemoryLedgerStore(); assertEquals(1, s.save(e("2024-01-01", "-5")).id()); assertEquals(2, s.save(e("2024-01-02", "-5")).id()); }
    @Test void rangeIsHalfOpen() {
        var s = new InMemoryLedgerStore();
        s.save(e("2024-01-31", "-1")); s.save(e("2024-02-01", "-2")); s.save(e("2024-02-29", "-3")); s.save(e("2024-03-01", "-4"));
        assertEquals(2, s.between(LocalDate.parse("2024-02-01"), LocalDate.parse("2024-03-01")).size());
    }
    @Test void findMissing() { assertTrue(new InMemoryLedgerStore().find(42).isEmpty()); }
}
EOF
cat > $T/CsvImporterTest.java <<'EOF'
package dev.tallyho;

import static org.junit.jupiter.api.Assertions.*;

import java.io.StringReader;
import org.junit.jupiter.api.Test;

class CsvImporterTest {
    @Test void importsRows() throws Exception {
        var store = new InMemoryLedgerStore();
        String csv = "date,payee,amount,category,memo\n2024-03-01,Landlord,-950.00,RENT,March\n2024-03-02,Market,-42.17,GROCERIES,\n";
        assertEquals(2, new CsvImporter(store, "EUR").importFrom(new StringReader(csv)));
        assertEquals(2, store.size());
    }
}
EOF

R=tallyho-reports/src/main/java/dev/tallyho
cat > $R/MonthlyReport.java <<'EOF'
package dev.tallyho;

import java.time.YearMonth;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

public class MonthlyReport {
    private final LedgerStore store;
    private final Budget budget;

    public MonthlyReport(LedgerStore store, Budget budget) {
        this.store = store;
        this.budget = budget;
    }

    public Map<Category, Money> spentByCategory(YearMonth month) {
        Map<Category, Money> out = new EnumMap<>(Category.class);
        List<Entry> entries = store.between(month.atDay(1), month.plusMonths(1).atDay(1));
        for (Entry e : entries) {
            if (!e.isExpense()) continue;
            out.merge(e.category(), e.amount().negate(), Money::plus);
        }
        return out;
    }

    public List<Category> overBudget(YearMonth month) {
        return spentByCategory(month).entrySet().stream()
                .filter(en -> en.getValue().compareTo(budget.limitFor(en.getKey())) > 0)
                .map(Map.Entry::getKey)
                .toList();
    }

    public String render(YearMonth month) {
        StringBuilder sb = new StringBuilder("Spending " + month + "\n");
        spentByCategory(month).forEach((c, m) -> sb.append(String.format("%-10s %12s / %s%n", c, m, budget.limitFor(c))));
        return sb.toString();
    }
}
EOF
cat > $R/TrendReport.java <<'EOF'
package dev.tallyho;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

public class TrendReport {
    private final MonthlyReport monthly;

    public TrendReport(MonthlyReport monthly) { this.monthly = monthly; }

    public List<Money> lastMonths(Category c, YearMonth end, int n) {
        List<Money> out = new ArrayList<>();
        for (int i = n - 1; i >= 0; i--) {
            Money m = monthly.spentByCategory(end.minusMonths(i)).get(c);
            out.add(m);
        }
        return out;
    }

    public double averageGrowth(List<Money> series) {
        double sum = 0;
        for (int i = 1; i < series.size(); i++) {
            sum += series.get(i).amount().doubleValue() / series.get(i - 1).amount().doubleValue() - 1;
        }
        return sum / (series.size() - 1);
    }
}
EOF

A=tallyho-api/src/main/java/dev/tallyho
cat > $A/ApiServer.java <<'EOF'
package dev.tallyho;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;

public class ApiServer {
    public static HttpServer start(int port, LedgerStore store, Budget budget) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        MonthlyReport report = new MonthlyReport(store, budget);
        server.createContext("/report", ex -> {
            byte[] body = report.render(YearMonth.now()).getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, body.length);
            ex.getResponseBody().write(body);
            ex.close();
        });
        server.start();
        return server;
    }
}
EOF
L=tallyho-cli/src/main/java/dev/tallyho
cat > $L/Main.java <<'EOF'
package dev.tallyho;

import java.io.FileReader;
import java.time.YearMonth;

public class Main {
    public static void main(String[] args) throws Exception {
        var store = new InMemoryLedgerStore();
        new CsvImporter(store, "EUR").importFrom(new FileReader(args[0]));
        var budget = new Budget("EUR").limit(Category.GROCERIES, "450").limit(Category.DINING, "150");
        System.out.print(new MonthlyReport(store, budget).render(YearMonth.parse(args[1])));
    }
}
EOF

mvn -o -B package 2>&1 | neutral
