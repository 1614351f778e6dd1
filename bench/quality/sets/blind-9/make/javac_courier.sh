#!/bin/bash
# Library inter-loan courier planner: javac with -Xlint:all over a small package, several compile errors.
P=${WORK:-/home/dev}/courier-planner
rm -rf "$P"; mkdir -p "$P/src/org/interloan/courier" "$P/out"; cd "$P"
D=src/org/interloan/courier
cat > $D/Branch.java <<'EOF'
package org.interloan.courier;

public record Branch(String code, String name, double lat, double lon, boolean depot) {
    public double distanceKm(Branch other) {
        double dLat = Math.toRadians(other.lat - lat);
        double dLon = Math.toRadians(other.lon - lon);
        double a = Math.sin(dLat / 2) * Math.sin(dLat / 2)
                + Math.cos(Math.toRadians(lat)) * Math.cos(Math.toRadians(other.lat))
                * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
    }
}
EOF
cat > $D/Crate.java <<'EOF'
package org.interloan.courier;

import java.util.ArrayList;
import java.util.List;

public class Crate implements Comparable<Crate> {
    private final String id;
    private final Branch from;
    private final Branch to;
    private final List<String> itemBarcodes = new ArrayList<>();
    private int priority;

    public Crate(String id, Branch from, Branch to) {
        this.id = id;
        this.from = from;
        this.to = to;
    }

    public void add(String barcode) { itemBarcodes.add(barcode); }
    public int size() { return itemBarcodes.size(); }
    public Branch from() { return from; }
    public Branch to() { return to; }
    public String id() { return id; }
    public void setPriority(int p) { priority = p; }

    @Override
    public int compareTo(Crate o) {
        return Integer.compare(o.priority, priority);
    }

    public double weightKg() {
        return itemBarcodes.size() * 0.85 + 2.4;
    }
}
EOF
cat > $D/Van.java <<'EOF'
package org.interloan.courier;

import java.util.ArrayList;
import java.util.List;

public class Van {
    public static final double MAX_LOAD_KG = 350;
    private final String plate;
    private final List<Crate> load = new ArrayList<>();

    public Van(String plate) { this.plate = plate; }

    public boolean canTake(Crate c) {
        double total = 0;
        for (Crate x : load) total += x.weightKg();
        return total + c.weightKg() <= MAX_LOAD_KG;
    }

    public void take(Crate c) {
        if (!canTake(c)) throw new IllegalStateException("van " + plate + " full");
        load.add(c);
    }

    public List<Crate> load() { return load; }
    public String plate() { return plate; }
}
EOF
cat > $D/RoutePlanner.java <<'EOF'
package org.interloan.courier;

import java.util.*;
import java.util.stream.Collectors;

public class RoutePlanner {
    private final Map<String, Branch> branches;
    private final PriorityQueue<Crate> pending = new PriorityQueue<>();

    public RoutePlanner(Map<String, Branch> branches) {
        this.branches = branches;
    }

    public void enqueue(Crate c) { pending.add(c); }

    public List<Van> assign(List<Van> vans) {
        Iterator<Van> it = vans.iterator();
        Van current = it.next();
        while (!pending.isEmpty()) {
            Crate c = pending.poll();
            if (!current.canTake(c)) {
                if (!it.hasNext()) break;
                current = it.next();
            }
            current.take(c);
        }
        return vans;
    }

    /** Nearest-neighbour stop order starting at the depot. */
    public List<Branch> stopOrder(Van van) {
        Set<Branch> stops = van.load().stream().map(Crate::to).collect(Collectors.toSet());
        Branch here = branches.values().stream().filter(Branch::depot).findFirst();
        List<Branch> order = new ArrayList<>();
        while (!stops.isEmpty()) {
            Branch next = null;
            double best = Double.MAX_VALUE;
            for (Branch b : stops) {
                double d = here.distanceKm(b);
                if (d < best) { best = d; next = b; }
            }
            order.add(next);
            stops.remove(next);
            here = next;
        }
        return order;
    }

    public double routeLength(List<Branch> order) {
        double km = 0;
        for (int i = 1; i < order.size(); i++) {
            km += order.get(i - 1).distanceKm(order.get(i));
        }
        return km;
    }

    public int pendingCount() {
        return pending.size;
    }
}
EOF
cat > $D/Manifest.java <<'EOF'
package org.interloan.courier;

import java.io.PrintStream;
import java.util.List;

public class Manifest {
    public static void print(PrintStream out, Van van, List<Branch> order) {
        out.printf("Van %s, %d crates%n", van.plate(), van.load().size());
        int stop = 1;
        for (Branch b : order) {
            long crates = van.load().stream().filter(c -> c.destination().equals(b)).count();
            out.printf("  %2d. %-28s %d crate(s)%n", stop++, b.name(), crates);
        }
    }

    public static String header(LocalDate day) {
        return "Inter-library loans " + day.format(DateTimeFormatter.ISO_DATE);
    }

    public static String slipFor(Crate c) {
        String label = switch (c.to().code().charAt(0)) {
            case 'N' -> "NORTH RUN";
            case 'S' -> "SOUTH RUN";
        };
        return label + " / " + c.id();
    }
}
EOF
cat > $D/Main.java <<'EOF'
package org.interloan.courier;

import java.util.*;

public class Main {
    public static void main(String[] args) {
        Map<String, Branch> branches = new HashMap();
        branches.put("DEP", new Branch("DEP", "Central Depot", 52.205, 0.119, true));
        branches.put("N01", new Branch("N01", "Histon Road", 52.226, 0.116, false));
        branches.put("N02", new Branch("N02", "Milton", 52.243, 0.164, false));
        branches.put("S01", new Branch("S01", "Trumpington", 52.176, 0.111, false));
        branches.put("S02", new Branch("S02", "Sawston", 52.124, 0.170, false));

        RoutePlanner planner = new RoutePlanner(branches);
        int n = 0;
        for (String code : List.of("N01", "N02", "S01", "S02", "N01")) {
            Crate c = new Crate("CR-" + (++n), branches.get("DEP"), branches.get(code));
            for (int i = 0; i < 30 + n * 7; i++) c.add("39" + (1000000 + n * 100 + i));
            c.setPriority(code.startsWith("S") ? 2 : 1);
            planner.enqueue(c);
        }
        List<Van> vans = planner.assign(List.of(new Van("CU21 LIB"), new Van("CU19 ILL")));
        Van spare = new Van("CU17 ILL", 280);
        for (Van v : vans) {
            List<Branch> order = planner.stopOrder(v);
            Manifest.print(System.out, v, order);
            System.out.printf("  route %.1f km%n", planner.routeLength(order));
        }
        String total = planner.pendingCount();
        System.out.println("left over: " + total);
    }
}
EOF
javac -Xlint:all -d out $(find src -name '*.java' | sort) 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
