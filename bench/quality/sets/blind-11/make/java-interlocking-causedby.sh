#!/usr/bin/env bash
# A railway signal-box interlocking simulator that dies with a nested exception
# (ExecutionException -> IllegalStateException -> NumberFormatException).
# Output: outputs/java-interlocking-causedby.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/signalbox
rm -rf "$P"; mkdir -p "$P/src/net/leverframe/box" "$P/classes" "$P/conf"; cd "$P"

cat > src/net/leverframe/box/Lever.java <<'X'
package net.leverframe.box;

public record Lever(int number, String kind, String function, boolean normal) {
    public Lever reverse() { return new Lever(number, kind, function, false); }
}
X
cat > src/net/leverframe/box/LockingTable.java <<'X'
package net.leverframe.box;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** "lever: locks a,b,c" lines. */
public class LockingTable {
    private final Map<Integer, List<Integer>> locks = new HashMap<>();

    public static LockingTable load(Path file) {
        LockingTable t = new LockingTable();
        int lineNo = 0;
        try {
            for (String line : Files.readAllLines(file)) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) continue;
                t.parseLine(line);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("locking table " + file.getFileName() + " line " + lineNo + ": bad lever number", e);
        }
        return t;
    }

    private void parseLine(String line) {
        String[] parts = line.split(":");
        int lever = Integer.parseInt(parts[0].trim());
        List<Integer> locked = new ArrayList<>();
        for (String s : parts[1].replace("locks", "").split(",")) {
            locked.add(Integer.parseInt(s.trim()));
        }
        locks.put(lever, locked);
    }

    public List<Integer> lockedBy(int lever) {
        return locks.getOrDefault(lever, List.of());
    }
}
X
cat > src/net/leverframe/box/Frame.java <<'X'
package net.leverframe.box;

import java.util.TreeMap;

public class Frame {
    private final TreeMap<Integer, Lever> levers = new TreeMap<>();
    private final LockingTable table;

    public Frame(LockingTable table) { this.table = table; }

    public void add(Lever l) { levers.put(l.number(), l); }

    public boolean canPull(int n) {
        for (int other : table.lockedBy(n)) {
            if (!levers.get(other).normal()) return false;
        }
        return true;
    }

    public void pull(int n) {
        if (!canPull(n)) throw new IllegalStateException("lever " + n + " is locked");
        levers.put(n, levers.get(n).reverse());
    }
}
X
cat > src/net/leverframe/box/Simulator.java <<'X'
package net.leverframe.box;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class Simulator {
    static Frame buildFrame(Path conf) {
        LockingTable table = LockingTable.load(conf.resolve("locking.txt"));
        Frame f = new Frame(table);
        f.add(new Lever(1, "signal", "Down Distant", true));
        f.add(new Lever(2, "signal", "Down Home", true));
        f.add(new Lever(3, "points", "Crossover 3", true));
        f.add(new Lever(4, "fpl", "Facing point lock 3", true));
        f.add(new Lever(5, "signal", "Up Starter", true));
        return f;
    }

    public static void main(String[] args) throws Exception {
        Path conf = Path.of(args.length > 0 ? args[0] : "conf");
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<Frame> loading = pool.submit(() -> buildFrame(conf));
            Frame frame = loading.get();
            for (int lever : List.of(4, 3, 2, 1)) {
                frame.pull(lever);
                System.out.println("pulled " + lever);
            }
        } catch (ExecutionException e) {
            throw new RuntimeException("signal box failed to start", e);
        } finally {
            pool.shutdown();
        }
    }
}
X
cat > conf/locking.txt <<'X'
# Aldwick Junction box, locking table rev D
1: locks 5
2: locks 5
3: locks 2
4: locks 5
5: locks 1, 2, 4
5A: locks 3
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
javac -d classes $(find src -name '*.java' | sort) 2>&1
{
  echo "$ java -cp classes net.leverframe.box.Simulator conf"
  java -cp classes net.leverframe.box.Simulator conf 2>&1
  echo "exit status: $?"
} | neutral
