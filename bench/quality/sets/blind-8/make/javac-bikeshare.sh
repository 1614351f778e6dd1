#!/bin/bash
# Bicycle-share dock balancer: javac over a small package with several compile errors.
P=${WORK:-/home/dev}/dock-balancer
rm -rf $P && mkdir -p $P/src/org/cityride/docks && cd $P
D=src/org/cityride/docks
cat > $D/Dock.java <<'J'
package org.cityride.docks;

public class Dock {
    private final String id;
    private final int capacity;
    private int bikes;

    public Dock(String id, int capacity, int bikes) {
        this.id = id;
        this.capacity = capacity;
        this.bikes = bikes;
    }

    public String id() { return id; }
    public int capacity() { return capacity; }
    public int bikes() { return bikes; }
    public int freeSlots() { return capacity - bikes; }

    public double fillRatio() {
        return (double) bikes / capacity;
    }

    void take(int n) { bikes -= n; }
    void put(int n) { bikes += n; }
}
J
cat > $D/Move.java <<'J'
package org.cityride.docks;

public record Move(String from, String to, int bikes) {
    @Override
    public String toString() {
        return from + " -> " + to + " x" + bikes;
    }
}
J
cat > $D/Balancer.java <<'J'
package org.cityride.docks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

public class Balancer {
    private final double low;
    private final double high;

    public Balancer(double low, double high) {
        this.low = low;
        this.high = high;
    }

    public List<Move> plan(List<Dock> docks, int vanCapacity) {
        List<Dock> full = docks.stream().filter(d -> d.fillRatio() > high).toList();
        List<Dock> empty = docks.stream().filter(d -> d.fillRatio() < low)
                .sorted(Comparator.comparing(Dock::fillRatio)).toList();
        List<Move> moves = new ArrayList<>();
        for (Dock src : full) {
            int surplus = src.bikes() - (int) Math.round(src.capacity() * high);
            for (Dock dst : empty) {
                int n = Math.min(surplus, Math.min(dst.freeSlots(), vanCapacity));
                if (n <= 0) continue;
                moves.add(new Move(src.id(), dst.id(), n));
                src.take(n);
                dst.put(n);
                surplus -= n;
            }
        }
        return moves;
    }

    public Optional<Dock> emptiest(List<Dock> docks) {
        return docks.stream().min(Comparator.comparing(Dock::fillRatio));
    }

    public int totalMoved(List<Move> moves) {
        int total = 0;
        for (Move m : moves) {
            total += m.bikes;
        }
        return total;
    }

    public String describe(Dock d) {
        String level = d.fillRatio() > high ? "full" : d.fillRatio() < low ? "empty" : "ok";
        return d.id() + " " + level;
    }
}
J
cat > $D/Main.java <<'J'
package org.cityride.docks;

import java.util.List;

public class Main {
    public static void main(String[] args) {
        List<Dock> docks = List.of(
            new Dock("harbour-st", 20, 19),
            new Dock("museum", 15, 1),
            new Dock("station-east", 30, 28),
            new Dock("uni-library", 25, "3"));
        Balancer b = new Balancer(0.2, 0.8);
        List<Move> moves = b.plan(docks, 12);
        moves.forEach(System.out::println);
        Dock worst = b.emptiest(docks);
        System.out.println("emptiest: " + worst.id());
        int moved = b.totalMoved(moves);
        System.out.println("moved " + moved + " bikes");
        String report = b.describe(docks.get(0), true);
        System.out.println(report);
    }
}
J
cat > $D/Report.java <<'J'
package org.cityride.docks;

import java.util.List;

class Report {
    static String table(List<Dock> docks) {
        StringBuilder sb = new StringBuilder();
        for (Dock d : docks) {
            sb.append(String.format("%-14s %3d/%3d%n", d.id(), d.bikes(), d.capacity()));
        }
        return sb;
    }

    static int overflowing(List<Dock> docks) {
        return docks.stream().filter(d -> d.freeSlots() == 0).count();
    }
}
J
cat > $D/LegacyFeed.java <<'J'
package org.cityride.docks;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;

class LegacyFeed implements java.io.Serializable {
    List stations = new ArrayList();

    void load(Object[] rows) {
        for (Object r : rows) {
            stations.add(r);
        }
    }

    @SuppressWarnings("deprecation")
    int hourOf(Date d) {
        return d.getHours();
    }

    int minuteOf(Date d) {
        return d.getMinutes();
    }

    List<String> names() {
        return (List<String>) (List) stations;
    }
}
J
mkdir -p out
javac -Xlint:all -Xdiags:verbose -d out $(find src -name '*.java' | sort) 2>&1
echo "exit status: $?"
