#!/bin/bash
# Chess-club pairing engine: Swiss pairing run that dies with a wrapped exception (Caused by:).
P=${WORK:-/home/dev}/swiss-pairer
rm -rf "$P"; mkdir -p "$P/src/club/swiss" "$P/out" "$P/data"; cd "$P"
D=src/club/swiss
cat > $D/Player.java <<'EOF'
package club.swiss;

import java.util.ArrayList;
import java.util.List;

public class Player {
    final String name;
    final int rating;
    double score;
    final List<String> opponents = new ArrayList<>();
    int whites;
    int blacks;

    Player(String name, int rating) { this.name = name; this.rating = rating; }

    int colourBalance() { return whites - blacks; }

    @Override public String toString() { return name + " (" + rating + ", " + score + ")"; }
}
EOF
cat > $D/RosterLoader.java <<'EOF'
package club.swiss;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class RosterLoader {
    public static class RosterException extends Exception {
        public RosterException(String msg, Throwable cause) { super(msg, cause); }
    }

    static Player parseLine(String line) {
        String[] parts = line.split(";");
        String name = parts[0].trim();
        int rating = Integer.parseInt(parts[1].trim());
        Player p = new Player(name, rating);
        if (parts.length > 2) p.score = Double.parseDouble(parts[2].trim());
        return p;
    }

    public static List<Player> load(Path path) throws RosterException {
        List<Player> out = new ArrayList<>();
        int lineNo = 0;
        try {
            for (String line : Files.readAllLines(path)) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) continue;
                out.add(parseLine(line));
            }
        } catch (IOException | RuntimeException e) {
            throw new RosterException("cannot read roster " + path + " at line " + lineNo, e);
        }
        return out;
    }
}
EOF
cat > $D/Pairer.java <<'EOF'
package club.swiss;

import java.util.*;

public class Pairer {
    public static List<Player[]> pairRound(List<Player> players) {
        List<Player> sorted = new ArrayList<>(players);
        sorted.sort(Comparator.comparingDouble((Player p) -> -p.score).thenComparingInt(p -> -p.rating));
        List<Player[]> boards = new ArrayList<>();
        Deque<Player> queue = new ArrayDeque<>(sorted);
        while (queue.size() > 1) {
            Player a = queue.poll();
            Player b = null;
            for (Player c : queue) {
                if (!a.opponents.contains(c.name)) { b = c; break; }
            }
            queue.remove(b);
            boolean aWhite = a.colourBalance() <= b.colourBalance();
            boards.add(aWhite ? new Player[]{a, b} : new Player[]{b, a});
        }
        return boards;
    }
}
EOF
cat > $D/Tournament.java <<'EOF'
package club.swiss;

import java.nio.file.Path;
import java.time.LocalTime;
import java.util.List;

public class Tournament {
    static void log(String msg) {
        System.out.println("[" + LocalTime.of(19, 30) + "] " + msg);
    }

    public static void main(String[] args) throws Exception {
        for (String arg : args) {
            String round = arg.replaceAll("\\D", "");
            log("Thursday Rapid, round " + round);
            List<Player> players;
            try {
                players = RosterLoader.load(Path.of(arg));
            } catch (RosterLoader.RosterException e) {
                throw new IllegalStateException("round " + round + " cannot be paired", e);
            }
            log(players.size() + " players checked in");
            List<Player[]> boards = Pairer.pairRound(players);
            int n = 1;
            for (Player[] b : boards) log("board " + n++ + ": " + b[0] + " - " + b[1]);
        }
    }
}
EOF
python3 - <<'EOF'
import random
random.seed(11)
names = ["Okafor, Ada", "Lindqvist, Per", "Moreau, Jules", "Tanaka, Rei", "Ibrahim, Sami", "Novak, Eva",
         "Quinn, Ros", "Duarte, Tom", "Keller, Ines", "Baptiste, Leo", "Hughes, Cat", "Petrov, Ilya",
         "Sato, Mina", "Walsh, Dara", "Fischer, Jon", "Amari, Kofi", "Brennan, Aoife", "Costa, Rui",
         "Eriksen, Sol", "Gupta, Arjun", "Haddad, Lina", "Jansen, Pim", "Kowalski, Ola", "Mbeki, Thabo"]
ratings = {n: 2010 - i * 23 for i, n in enumerate(names)}
score = {n: 0.0 for n in names}
for rnd in range(1, 9):
    lines = ["# name; rating; score before round %d" % rnd]
    for n in names:
        r = str(ratings[n])
        if rnd == 8 and n == "Duarte, Tom":
            r = "{:,}".format(ratings[n])
        lines.append("%s; %s; %.1f" % (n, r, score[n]))
    open("data/round%d.txt" % rnd, "w").write("\n".join(lines) + "\n")
    for n in names:
        score[n] += random.choice([0.0, 0.5, 1.0])
EOF
javac -d out $(find src -name '*.java' | sort)
java -cp out club.swiss.Tournament $(ls data/round*.txt | sort) 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
