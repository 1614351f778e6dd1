#!/bin/bash
# mvn -o test for a gym locker-rental service: JUnit 5 suite with failures.
WORK=${WORK:-/home/dev}; P=$WORK/lockerroom
rm -rf "$P"; mkdir -p "$P/src/main/java/net/lockerhub/rental" "$P/src/test/java/net/lockerhub/rental"; cd "$P"
cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>net.lockerhub</groupId>
  <artifactId>locker-rental</artifactId>
  <version>2.3.0-SNAPSHOT</version>
  <properties>
    <maven.compiler.source>17</maven.compiler.source>
    <maven.compiler.target>17</maven.compiler.target>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.10.2</version><scope>test</scope></dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.11.0</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    </plugins>
  </build>
</project>
EOF
cat > src/main/java/net/lockerhub/rental/Locker.java <<'EOF'
package net.lockerhub.rental;

public class Locker {
    public enum Size { SMALL, MEDIUM, TALL }
    private final String id; private final Size size; private String tenant;
    public Locker(String id, Size size) { this.id = id; this.size = size; }
    public String getId() { return id; }
    public Size getSize() { return size; }
    public String getTenant() { return tenant; }
    public boolean isFree() { return tenant == null; }
    public void assign(String member) {
        if (!isFree()) throw new IllegalStateException("locker " + id + " already rented");
        tenant = member;
    }
    public void release() { tenant = null; }
}
EOF
cat > src/main/java/net/lockerhub/rental/RentalDesk.java <<'EOF'
package net.lockerhub.rental;

import java.util.ArrayList;
import java.util.List;

public class RentalDesk {
    private final List<Locker> lockers = new ArrayList<>();

    public RentalDesk(int small, int medium, int tall) {
        for (int i = 1; i <= small; i++) lockers.add(new Locker("S" + i, Locker.Size.SMALL));
        for (int i = 1; i <= medium; i++) lockers.add(new Locker("M" + i, Locker.Size.MEDIUM));
        for (int i = 1; i <= tall; i++) lockers.add(new Locker("T" + i, Locker.Size.TALL));
    }

    public Locker rent(String member, Locker.Size size) {
        for (Locker l : lockers) {
            if (l.getSize().ordinal() >= size.ordinal() && l.isFree()) { l.assign(member); return l; }
        }
        return null;
    }

    public long monthlyFeeCents(Locker.Size size, int months) {
        long base = switch (size) { case SMALL -> 900; case MEDIUM -> 1400; case TALL -> 2100; };
        long total = base * months;
        if (months >= 12) total = total * 85 / 100;
        else if (months > 6) total = total * 95 / 100;
        return total;
    }

    public int freeCount() { int n = 0; for (Locker l : lockers) if (l.isFree()) n++; return n; }
}
EOF
cat > src/test/java/net/lockerhub/rental/LockerTest.java <<'EOF'
package net.lockerhub.rental;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

public class LockerTest {
    @Test public void newLockerIsFree() { assertTrue(new Locker("S1", Locker.Size.SMALL).isFree()); }
    @Test public void assignSetsTenant() { Locker l = new Locker("S1", Locker.Size.SMALL); l.assign("mia"); assertEquals("mia", l.getTenant()); }
    @Test public void doubleAssignFails() { Locker l = new Locker("S1", Locker.Size.SMALL); l.assign("a"); assertThrows(IllegalStateException.class, () -> l.assign("b")); }
    @Test public void releaseFrees() { Locker l = new Locker("S1", Locker.Size.SMALL); l.assign("a"); l.release(); assertTrue(l.isFree()); }
}
EOF
cat > src/test/java/net/lockerhub/rental/RentalDeskTest.java <<'EOF'
package net.lockerhub.rental;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

public class RentalDeskTest {
    @Test public void rentsExactSizeFirst() {
        RentalDesk d = new RentalDesk(0, 2, 2);
        assertEquals("M1", d.rent("ola", Locker.Size.MEDIUM).getId());
    }
    @Test public void tallRequestNeverGetsSmall() {
        RentalDesk d = new RentalDesk(3, 0, 1);
        assertEquals(Locker.Size.TALL, d.rent("ben", Locker.Size.TALL).getSize());
    }
    @Test public void smallRequestPrefersSmall() {
        RentalDesk d = new RentalDesk(1, 1, 1);
        d.rent("a", Locker.Size.SMALL);
        Locker second = d.rent("b", Locker.Size.SMALL);
        assertEquals(Locker.Size.MEDIUM, second.getSize(), "second small request should fall back to medium");
    }
    @Test public void yearlyDiscount() {
        assertEquals(18360L, new RentalDesk(1, 1, 1).monthlyFeeCents(Locker.Size.SMALL, 24));
    }
    @Test public void sevenMonthDiscount() {
        assertEquals(9310L, new RentalDesk(1, 1, 1).monthlyFeeCents(Locker.Size.MEDIUM, 7));
    }
    @Test public void sixMonthsNoDiscount() {
        assertEquals(12600L, new RentalDesk(1, 1, 1).monthlyFeeCents(Locker.Size.TALL, 6));
    }
    @Test public void fullDeskReturnsNull() {
        RentalDesk d = new RentalDesk(1, 0, 0);
        d.rent("a", Locker.Size.SMALL);
        assertNull(d.rent("b", Locker.Size.SMALL));
        assertEquals(1, d.freeCount());
    }
    @Disabled("waitlist not implemented") @Test public void waitlistWhenFull() { }
}
EOF
{ echo '$ mvn -o test'; mvn -o -B test 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
