#!/usr/bin/env bash
# A parking-garage occupancy importer that dies with a nested "Caused by:" stack trace.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/garagecount
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; D=src/com/levelgate/occupancy; mkdir -p "$P/$D" "$P/feeds"; cd "$P"
cat > feeds/north-deck.csv <<'EOF'
level,capacity,occupied,updated
P1,120,87,2024-05-02T07:55
P2,120,119,2024-05-02T07:55
P3,140,64,2024-05-02T07:56
EOF
cat > feeds/riverside.csv <<'EOF'
level,capacity,occupied,updated
G,60,41,2024-05-02T07:54
L1,80,80,2024-05-02T07:54
L2,80,7 2,2024-05-02T07:55
EOF
cat > $D/LevelCount.java <<'EOF'
package com.levelgate.occupancy;

public record LevelCount(String garage, String level, int capacity, int occupied) {
    public int free() { return capacity - occupied; }
}
EOF
cat > $D/FeedFormatException.java <<'EOF'
package com.levelgate.occupancy;

public class FeedFormatException extends Exception {
    public FeedFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF
cat > $D/FeedParser.java <<'EOF'
package com.levelgate.occupancy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class FeedParser {
    public List<LevelCount> parse(Path feed) throws IOException, FeedFormatException {
        String garage = feed.getFileName().toString().replace(".csv", "");
        List<String> lines = Files.readAllLines(feed);
        List<LevelCount> out = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            out.add(parseLine(garage, lines.get(i), i + 1));
        }
        return out;
    }

    private LevelCount parseLine(String garage, String line, int lineNo) throws FeedFormatException {
        String[] f = line.split(",");
        try {
            return new LevelCount(garage, f[0], toInt(f[1]), toInt(f[2]));
        } catch (NumberFormatException e) {
            throw new FeedFormatException(garage + ".csv line " + lineNo + ": " + line, e);
        }
    }

    private static int toInt(String s) {
        return Integer.parseInt(s);
    }
}
EOF
cat > $D/OccupancyImporter.java <<'EOF'
package com.levelgate.occupancy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

public class OccupancyImporter {
    private final FeedParser parser = new FeedParser();

    List<LevelCount> importAll(Path dir) throws Exception {
        List<Path> feeds;
        try (Stream<Path> s = Files.list(dir)) {
            feeds = s.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<List<LevelCount>>> jobs = new ArrayList<>();
            for (Path f : feeds) {
                jobs.add(pool.submit(() -> {
                    try {
                        return parser.parse(f);
                    } catch (FeedFormatException e) {
                        throw new IllegalStateException("feed rejected: " + f.getFileName(), e);
                    }
                }));
            }
            List<LevelCount> all = new ArrayList<>();
            for (Future<List<LevelCount>> j : jobs) {
                all.addAll(j.get());
            }
            return all;
        } finally {
            pool.shutdown();
        }
    }

    public static void main(String[] args) throws Exception {
        List<LevelCount> all = new OccupancyImporter().importAll(Path.of(args[0]));
        int free = all.stream().mapToInt(LevelCount::free).sum();
        System.out.println("levels=" + all.size() + " free=" + free);
    }
}
EOF
javac -d build $(find src -name '*.java')
{
  echo '$ java -cp build com.levelgate.occupancy.OccupancyImporter feeds'
  java -cp build com.levelgate.occupancy.OccupancyImporter feeds 2>&1
  echo "exit status: $?"
} | neutral
