#!/bin/bash
# javac on a restaurant tandoor-oven scheduling service: several compile errors across files, with -Xlint warnings.
WORK=${WORK:-/home/dev}; P=$WORK/tandoor
rm -rf "$P"; mkdir -p "$P/src/com/claypot/oven" "$P/out"; cd "$P"
cat > src/com/claypot/oven/Dish.java <<'EOF'
package com.claypot.oven;

public record Dish(String name, int minutes, int tempCelsius, boolean skewered) {
    public Dish {
        if (minutes <= 0) throw new IllegalArgumentException("minutes");
    }
}
EOF
cat > src/com/claypot/oven/Oven.java <<'EOF'
package com.claypot.oven;

import java.util.ArrayDeque;
import java.util.Deque;

public class Oven {
    private final int skewerSlots;
    private final Deque<Dish> loaded = new ArrayDeque<>();
    private int currentTemp;

    public Oven(int skewerSlots) { this.skewerSlots = skewerSlots; }

    public boolean canLoad(Dish d) {
        long skewers = loaded.stream().filter(Dish::skewered).count();
        return !d.skewered() || skewers < skewerSlots;
    }

    public void load(Dish d) throws OvenFullException {
        if (!canLoad(d)) throw new OvenFullException(d.name());
        loaded.add(d);
        currentTemp = Math.max(currentTemp, d.tempCelsius);
    }

    public int temperature() { return currentTemp; }
}
EOF
cat > src/com/claypot/oven/OvenFullException.java <<'EOF'
package com.claypot.oven;

public class OvenFullException extends Exception {
    public OvenFullException(String dish) { super("no skewer slot free for " + dish); }
}
EOF
cat > src/com/claypot/oven/Scheduler.java <<'EOF'
package com.claypot.oven;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Scheduler {
    private final List<Oven> ovens = new ArrayList();
    private final List<Dish> backlog = new ArrayList<>();

    public Scheduler(int ovenCount, int slots) {
        for (int i = 0; i < ovenCount; i++) ovens.add(new Oven(slots));
    }

    public void order(Dish d) { backlog.add(d); }

    public int dispatch() {
        backlog.sort(Comparator.comparingInt(Dish::minutes).reversed());
        int placed = 0;
        for (Dish d : backlog) {
            for (Oven o : ovens) {
                if (o.canLoad(d)) { o.load(d); placed++; break; }
            }
        }
        return placed;
    }

    public Oven hottest() {
        return ovens.stream().max(Comparator.comparingInt(Oven::temperature)).orElse(null);
    }

    public String summary() {
        String s = "";
        for (Dish d : backlog) s += d.name + " ";
        return s.trim();
    }
}
EOF
cat > src/com/claypot/oven/Service.java <<'EOF'
package com.claypot.oven;

public class Service {
    public static void main(String[] args) {
        Scheduler s = new Scheduler(2, 6);
        s.order(new Dish("paneer tikka", 9, 260, true));
        s.order(new Dish("naan", 2, 480, false));
        s.order(new Dish("seekh kebab", 12, 300, true));
        int n = s.dispatch();
        String hottest = s.hottest();
        System.out.println(n + " dishes placed; hottest oven " + hottest);
    }
}
EOF
{ echo '$ javac -Xlint:all -d out src/com/claypot/oven/*.java'; javac -Xlint:all -d out src/com/claypot/oven/*.java 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
