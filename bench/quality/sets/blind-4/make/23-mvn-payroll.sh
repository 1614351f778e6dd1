#!/bin/sh
# Payroll rounding module (Java/Maven): `mvn -o compile` with a compile failure.
# usage: BASE=<scratch dir> sh make/23-mvn-payroll.sh > outputs/23-mvn-payroll.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/payround"; rm -rf "$P"; D="$P/src/main/java/com/ledgerline/payroll"; mkdir -p "$D" "$P/src/main/resources"; cd "$P"
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.ledgerline</groupId>
  <artifactId>payroll-rounding</artifactId>
  <version>1.4.0-SNAPSHOT</version>
  <packaging>jar</packaging>
  <properties>
    <maven.compiler.source>17</maven.compiler.source>
    <maven.compiler.target>17</maven.compiler.target>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.13.0</version>
        <configuration>
          <showWarnings>true</showWarnings>
          <compilerArgs><arg>-Xlint:all</arg></compilerArgs>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
EOF
cat > src/main/resources/rounding.properties <<'EOF'
# rounding rules per jurisdiction
default.mode=HALF_EVEN
CH.cash.increment=0.05
SE.cash.increment=1.00
EOF
cat > "$D/Money.java" <<'EOF'
package com.ledgerline.payroll;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;

public record Money(BigDecimal amount, Currency currency) {
    public Money {
        amount = amount.setScale(currency.getDefaultFractionDigits(), RoundingMode.HALF_EVEN);
    }

    public static Money of(String amount, String code) {
        return new Money(new BigDecimal(amount), Currency.getInstance(code));
    }

    public Money plus(Money o) {
        requireSameCurrency(o);
        return new Money(amount.add(o.amount), currency);
    }

    public Money times(BigDecimal factor) {
        return new Money(amount.multiply(factor), currency);
    }

    private void requireSameCurrency(Money o) {
        if (!currency.equals(o.currency))
            throw new IllegalArgumentException(currency + " vs " + o.currency);
    }
}
EOF
cat > "$D/CashRounding.java" <<'EOF'
package com.ledgerline.payroll;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Swiss-style cash rounding to a fixed increment (0.05 CHF, 1 SEK, ...). */
public final class CashRounding {
    private final BigDecimal increment;

    public CashRounding(BigDecimal increment) {
        if (increment.signum() <= 0) throw new IllegalArgumentException("increment must be positive");
        this.increment = increment;
    }

    public Money round(Money m) {
        BigDecimal units = m.amount().divide(increment, 0, RoundingMode.HALF_UP);
        return new Money(units.multiply(increment), m.currency());
    }
}
EOF
cat > "$D/Payslip.java" <<'EOF'
package com.ledgerline.payroll;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class Payslip {
    public record Line(String code, String label, Money amount) {}

    private final String employeeId;
    private final List<Line> lines = new ArrayList<>();

    public Payslip(String employeeId) { this.employeeId = employeeId; }

    public void add(String code, String label, Money amount) { lines.add(new Line(code, label, amount)); }

    public Money net() {
        Money total = null;
        for (Line l : lines) total = total == null ? l.amount() : total.plus(l.amount());
        return total;
    }

    /** Spread a rounding difference over lines so the slip still sums to the rounded net. */
    public void absorbRounding(Money roundedNet) {
        BigDecimal diff = roundedNet.amount().subtract(net().amount());
        if (diff.signum() == 0) return;
        lines.add(new Line("RND", "Cash rounding", new Money(diff, roundedNet.currency())));
    }

    public List<Line> lines() { return List.copyOf(lines); }
    public String employeeId() { return employeeId; }
}
EOF
cat > "$D/HourlyPay.java" <<'EOF'
package com.ledgerline.payroll;

import java.math.BigDecimal;
import java.time.Duration;

public final class HourlyPay {
    private HourlyPay() {}

    /** Pay for worked time, billed in started quarter hours. */
    public static Money forDuration(Money hourlyRate, Duration worked) {
        long quarters = (worked.toMinutes() + 14) / 15;
        BigDecimal hours = BigDecimal.valueOf(quarters).divide(BigDecimal.valueOf(4));
        return hourlyRate.times(hours);
    }

    public static Money overtime(Money hourlyRate, Duration worked, Duration threshold, double premium) {
        Duration extra = worked.minus(threshold);
        if (extra.isNegative()) return new Money(BigDecimal.ZERO, hourlyRate.currency());
        return forDuration(hourlyRate, extra).times(premium);
    }
}
EOF
cat > "$D/PayrollRun.java" <<'EOF'
package com.ledgerline.payroll;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

public class PayrollRun {
    public static void main(String[] args) {
        CashRounding chf = new CashRounding(new BigDecimal("0.05"));
        Money rate = Money.of("41.35", "CHF");
        Payslip slip = new Payslip("E-1043");
        slip.add("BASE", "Hours", HourlyPay.forDuration(rate, Duration.ofMinutes(9731)));
        slip.add("OT", "Overtime", HourlyPay.overtime(rate, Duration.ofMinutes(9731), Duration.ofHours(160), 1.25));
        slip.add("AHV", "Social security", slip.net().times(new BigDecimal("-0.053")));
        slip.absorbRounding(chf.round(slip.net()));
        List<Payslip.Line> lines = slip.lines();
        lines.forEach(l -> System.out.printf("%-5s %-18s %10s%n", l.code(), l.label(), l.amount().amount()));
        System.out.println("net " + slip.net);
    }
}
EOF
{ mvn -o -B compile 2>&1; echo "exit status: $?"; } | neut
