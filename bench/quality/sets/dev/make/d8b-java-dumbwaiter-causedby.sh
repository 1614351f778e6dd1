#!/bin/bash
# A Java dumbwaiter dispatch service replaying a day's orders, failing with a chained exception
WORK=${WORK:-/home/dev}
P=$WORK/dumbwaiter-dispatch
rm -rf "$P"; mkdir -p "$P/src/com/hotelops/dumbwaiter" "$P/data"
cd "$P"
cat > src/com/hotelops/dumbwaiter/Order.java <<'EOF'
package com.hotelops.dumbwaiter;

public record Order(int id, String room, int floor, String kitchen, int weightGrams, String dish) {}
EOF
cat > src/com/hotelops/dumbwaiter/ShaftException.java <<'EOF'
package com.hotelops.dumbwaiter;

public class ShaftException extends Exception {
    public ShaftException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > src/com/hotelops/dumbwaiter/OrderParser.java <<'EOF'
package com.hotelops.dumbwaiter;

import java.util.ArrayList;
import java.util.List;

public final class OrderParser {
    public List<Order> parse(List<String> lines) {
        List<Order> out = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split(";");
            out.add(new Order(Integer.parseInt(f[0]), f[1], floorOf(f[1]), f[2], Integer.parseInt(f[3]), f[4]));
        }
        return out;
    }

    static int floorOf(String room) {
        return Integer.parseInt(room.substring(0, room.length() - 2));
    }
}
EOF
cat > src/com/hotelops/dumbwaiter/Shaft.java <<'EOF'
package com.hotelops.dumbwaiter;

import java.util.Map;

public final class Shaft {
    private final String name;
    private final int maxLoadGrams;
    private final Map<Integer, Integer> floorOffsetsMm;

    public Shaft(String name, int maxLoadGrams, Map<Integer, Integer> floorOffsetsMm) {
        this.name = name;
        this.maxLoadGrams = maxLoadGrams;
        this.floorOffsetsMm = floorOffsetsMm;
    }

    public String name() { return name; }

    public int travelMm(int fromFloor, int toFloor) {
        int a = floorOffsetsMm.get(fromFloor);
        int b = floorOffsetsMm.get(toFloor);
        return Math.abs(b - a);
    }

    public void checkLoad(int grams) {
        if (grams > maxLoadGrams) {
            throw new IllegalStateException("car overloaded: " + grams + " g > " + maxLoadGrams + " g on shaft " + name);
        }
    }
}
EOF
cat > src/com/hotelops/dumbwaiter/Dispatcher.java <<'EOF'
package com.hotelops.dumbwaiter;

import java.util.List;
import java.util.Map;

public final class Dispatcher {
    private final Map<String, Shaft> shaftsByKitchen;
    private final int kitchenFloor;

    public Dispatcher(Map<String, Shaft> shaftsByKitchen, int kitchenFloor) {
        this.shaftsByKitchen = shaftsByKitchen;
        this.kitchenFloor = kitchenFloor;
    }

    public int send(Order o) throws ShaftException {
        Shaft s = shaftsByKitchen.get(o.kitchen());
        try {
            s.checkLoad(o.weightGrams());
            return s.travelMm(kitchenFloor, o.floor());
        } catch (RuntimeException e) {
            throw new ShaftException("cannot route order " + o.id() + " to room " + o.room() + " via " + s.name(), e);
        }
    }

    public void replay(List<Order> orders) {
        long total = 0;
        for (Order o : orders) {
            try {
                int mm = send(o);
                total += mm;
                Log.info("Dispatcher", String.format("order %d room %s %s -> %d mm", o.id(), o.room(), o.dish(), mm));
            } catch (ShaftException e) {
                if (e.getCause() instanceof IllegalStateException) {
                    Log.warn("Dispatcher", "order " + o.id() + " split: " + e.getCause().getMessage());
                    continue;
                }
                throw new IllegalStateException("replay aborted at order " + o.id(), e);
            }
        }
        Log.info("Dispatcher", "total travel " + total + " mm");
    }
}
EOF
cat > src/com/hotelops/dumbwaiter/Log.java <<'EOF'
package com.hotelops.dumbwaiter;

public final class Log {
    private static int t = 0;
    private static String ts() { int s = 6 * 3600 + 30 * 60 + (t += 7); return String.format("2026-03-14 %02d:%02d:%02d", s / 3600, s / 60 % 60, s % 60); }
    public static void info(String who, String m) { System.out.println(ts() + " INFO  [" + who + "] " + m); }
    public static void warn(String who, String m) { System.out.println(ts() + " WARN  [" + who + "] " + m); }
}
EOF
cat > src/com/hotelops/dumbwaiter/Main.java <<'EOF'
package com.hotelops.dumbwaiter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

public final class Main {
    public static void main(String[] args) throws Exception {
        Map<Integer, Integer> east = new HashMap<>();
        Map<Integer, Integer> west = new HashMap<>();
        for (int f = 0; f <= 11; f++) { east.put(f, f * 3150); west.put(f, f * 3150 + 40); }
        east.remove(9); // floor 9 closed for refurbishment on the east shaft
        Map<String, Shaft> shafts = Map.of(
            "main", new Shaft("east-A", 12000, east),
            "pastry", new Shaft("west-B", 6000, west),
            "bar", new Shaft("west-B", 6000, west));
        Log.info("Main", "dumbwaiter-dispatch 2.3.0 starting, shafts=" + shafts.size());
        var orders = new OrderParser().parse(Files.readAllLines(Path.of(args[0])));
        Log.info("Main", "loaded " + orders.size() + " orders from " + args[0]);
        new Dispatcher(shafts, 0).replay(orders);
    }
}
EOF
python3 - > data/orders-0314.csv <<'EOF'
import random
random.seed(14)
dishes = ["eggs benedict","porridge","club sandwich","espresso x2","fruit plate","pancakes","croissant basket","green tea","omelette","smoked salmon bagel","bircher muesli","full breakfast"]
print("# id;room;kitchen;weight_g;dish")
for i in range(1, 231):
    floor = random.choice([1,2,3,4,5,6,7,8,10,11])
    room = f"{floor}{random.randint(1,24):02d}"
    k = random.choice(["main","main","pastry","bar"])
    w = random.randint(300, 4800)
    if i == 57: w = 7400; k = "pastry"
    if i == 131: w = 13250; k = "main"
    if i == 188: room = "914"; k = "main"
    print(f"{1000+i};{room};{k};{w};{random.choice(dishes)}")
EOF
javac -d out $(find src -name '*.java')
{
echo '$ java -cp out com.hotelops.dumbwaiter.Main data/orders-0314.csv'
java -cp out com.hotelops.dumbwaiter.Main data/orders-0314.csv 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
