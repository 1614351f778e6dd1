#!/usr/bin/env bash
# d18d: a Java batch job "tidalmill" (tide-mill grinding planner) logs its run, then dies with a chained exception (Caused by ... N more).
WORK=${WORK:-/home/dev}
P=$WORK/tidalmill
rm -rf "$P"; mkdir -p "$P/src/org/tidalmill/plan" "$P/src/org/tidalmill/io" "$P/data"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > src/org/tidalmill/io/TideTableReader.java <<'J'
package org.tidalmill.io;

import java.io.*;
import java.nio.file.*;
import java.util.*;

public class TideTableReader {
    public static final class Tide {
        public final String date; public final String time; public final double heightM; public final boolean high;
        Tide(String d, String t, double h, boolean hi) { date = d; time = t; heightM = h; high = hi; }
    }

    public List<Tide> read(Path csv) throws IOException {
        List<Tide> out = new ArrayList<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(csv)) {
            lineNo++;
            if (lineNo == 1 || line.isBlank()) continue;
            out.add(parseLine(line, lineNo));
        }
        return out;
    }

    Tide parseLine(String line, int lineNo) {
        String[] f = line.split(",");
        try {
            return new Tide(f[0], f[1], Double.parseDouble(f[2]), "HW".equals(f[3]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("tide table line " + lineNo + ": bad height '" + f[2] + "'", e);
        }
    }
}
J
cat > src/org/tidalmill/plan/GrindPlanner.java <<'J'
package org.tidalmill.plan;

import org.tidalmill.io.TideTableReader;
import org.tidalmill.io.TideTableReader.Tide;
import java.nio.file.*;
import java.util.*;

public class GrindPlanner {
    private final TideTableReader reader = new TideTableReader();

    public static class PlanException extends RuntimeException {
        public PlanException(String msg, Throwable cause) { super(msg, cause); }
    }

    public List<String> planWeek(Path tideCsv) {
        try {
            return buildSessions(loadTides(tideCsv));
        } catch (IllegalStateException e) {
            throw new PlanException("cannot plan grinding week from " + tideCsv.getFileName(), e);
        }
    }

    List<Tide> loadTides(Path p) {
        try {
            return reader.read(p);
        } catch (java.io.IOException | IllegalArgumentException e) {
            throw new IllegalStateException("tide table unusable", e);
        }
    }

    List<String> buildSessions(List<Tide> tides) {
        List<String> s = new ArrayList<>();
        for (Tide t : tides) if (!t.high) s.add(t.date + " " + t.time + " grind 3h");
        return s;
    }
}
J
cat > src/org/tidalmill/Main.java <<'J'
package org.tidalmill;

import org.tidalmill.plan.GrindPlanner;
import java.nio.file.*;
import java.time.*;
import java.util.*;

public class Main {
    static void log(String level, String msg) {
        System.out.printf("2024-05-%02d 06:%02d:%02d %-5s [tidalmill] %s%n", 14, (counter / 60) % 60, counter++ % 60, level, msg);
    }
    static int counter = 0;

    public static void main(String[] args) throws Exception {
        log("INFO", "tidalmill 2.3.0 starting, millpond capacity 41000 m3");
        String[] grains = {"spelt", "emmer", "rye", "wheat", "oats", "barley"};
        Random r = new Random(7);
        for (int day = 1; day <= 6; day++) {
            log("INFO", "replaying sluice log for day " + day);
            for (int i = 0; i < 22; i++) {
                String g = grains[(day + i) % grains.length];
                int kg = 40 + r.nextInt(160);
                double head = 1.2 + r.nextInt(90) / 100.0;
                log("DEBUG", String.format("day=%d batch=%02d grain=%s kg=%d head=%.2fm stones=%s", day, i, g, kg, head, (i % 2 == 0 ? "french-burr" : "peak")));
                if (kg > 190) log("WARN", String.format("batch %02d of day %d exceeds hopper (%d kg > 190 kg), split in two", i, day, kg));
            }
            log("INFO", "day " + day + " replay done");
        }
        log("INFO", "loading tide table data/tides-2024-w20.csv");
        List<String> plan = new GrindPlanner().planWeek(Paths.get("data/tides-2024-w20.csv"));
        log("INFO", "planned " + plan.size() + " sessions");
    }
}
J
cat > data/tides-2024-w20.csv <<'C'
date,time,height_m,type
2024-05-13,03:12,5.8,HW
2024-05-13,09:31,0.9,LW
2024-05-13,15:40,5.6,HW
2024-05-13,21:52,1.1,LW
2024-05-14,04:01,5.9,HW
2024-05-14,10:18,0.8m,LW
2024-05-14,16:27,5.7,HW
C
javac -d out $(find src -name '*.java') || exit 1
{
echo "\$ java -cp out org.tidalmill.Main 2>&1"
timeout 120 java -cp out org.tidalmill.Main 2>&1
echo "exit status: $?"
} | head -c 3000000 | neutral
