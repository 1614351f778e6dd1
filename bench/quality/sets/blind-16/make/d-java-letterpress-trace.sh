#!/usr/bin/env bash
# d-java-letterpress-trace: a letterpress print-shop job runner logs ~2,500
# lines of progress and then dies with a chained exception (Caused by / ... N more).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-java-letterpress-trace.txt}
P=$WORK/letterpress
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; S=$P/src/com/inkandlead; mkdir -p "$S/jobs" "$S/press" "$S/stock"; cd "$P"
cat > $S/stock/PaperStock.java <<'EOF'
package com.inkandlead.stock;

import java.util.LinkedHashMap;
import java.util.Map;

public class PaperStock {
    static final int LOW_WATER = 400;
    private final Map<String, Integer> sheets = new LinkedHashMap<>();

    public PaperStock() {
        sheets.put("cotton-300gsm-A6", 4200);
        sheets.put("cotton-600gsm-A5", 2100);
        sheets.put("kraft-350gsm-DL", 3400);
        sheets.put("duplex-700gsm-A6", 310);
    }

    public int take(String paper, int count) {
        Integer have = sheets.get(paper);
        if (have == null) {
            throw new IllegalArgumentException("unknown paper stock '" + paper + "'");
        }
        if (have < count) {
            throw new InsufficientStockException(paper, have, count);
        }
        sheets.put(paper, have - count);
        if (have >= LOW_WATER && have - count < LOW_WATER) {
            com.inkandlead.jobs.JobRunner.log("WARN ", "paper stock " + paper + " below " + LOW_WATER + " sheets (" + (have - count) + " left)");
        }
        return have - count;
    }

    public static class InsufficientStockException extends RuntimeException {
        public InsufficientStockException(String paper, int have, int want) {
            super("only " + have + " sheets of " + paper + " left, job needs " + want);
        }
    }
}
EOF
cat > $S/press/Platen.java <<'EOF'
package com.inkandlead.press;

import com.inkandlead.stock.PaperStock;

/** A Heidelberg-style platen press. */
public class Platen {
    private final String name;
    private final PaperStock stock;
    private int impressions;

    public Platen(String name, PaperStock stock) {
        this.name = name;
        this.stock = stock;
    }

    public String name() { return name; }
    public int impressions() { return impressions; }

    public void feed(String paper, int sheets, int colours) {
        stock.take(paper, sheets * colours);
        impressions += sheets * colours;
    }
}
EOF
cat > $S/jobs/PressJobException.java <<'EOF'
package com.inkandlead.jobs;

public class PressJobException extends Exception {
    public PressJobException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF
cat > $S/jobs/Job.java <<'EOF'
package com.inkandlead.jobs;

public record Job(int id, String customer, String paper, int sheets, int colours) {}
EOF
cat > $S/jobs/JobRunner.java <<'EOF'
package com.inkandlead.jobs;

import com.inkandlead.press.Platen;
import java.util.List;

public class JobRunner {
    private final List<Platen> presses;

    public JobRunner(List<Platen> presses) { this.presses = presses; }

    Platen pick(Job job) {
        return presses.get(job.id() % presses.size());
    }

    void ink(Platen p, Job job) {
        for (int c = 1; c <= job.colours(); c++) {
            log("INFO ", "job " + job.id() + " inking colour " + c + "/" + job.colours() + " on " + p.name());
        }
    }

    void print(Job job) throws PressJobException {
        Platen p = pick(job);
        ink(p, job);
        try {
            p.feed(job.paper(), job.sheets(), job.colours());
        } catch (RuntimeException e) {
            throw new PressJobException("job " + job.id() + " for " + job.customer() + " failed on " + p.name(), e);
        }
        log("INFO ", "job " + job.id() + " done: " + job.sheets() + " sheets x " + job.colours() + " colours on " + p.name() + " (press total " + p.impressions() + ")");
    }

    public void runAll(List<Job> jobs) {
        for (Job j : jobs) {
            try {
                print(j);
            } catch (PressJobException e) {
                throw new IllegalStateException("print run aborted after " + (j.id() - 1) + " jobs", e);
            }
        }
    }

    static int seq = 0;
    public static void log(String level, String msg) {
        seq++;
        int s = seq;
        System.out.printf("2026-03-14 %02d:%02d:%02d.%03d %s[runner] %s%n", 7 + s / 3600 % 10, s / 60 % 60, s % 60, (s * 37) % 1000, level, msg);
    }
}
EOF
cat > $S/Main.java <<'EOF'
package com.inkandlead;

import com.inkandlead.jobs.Job;
import com.inkandlead.jobs.JobRunner;
import com.inkandlead.press.Platen;
import com.inkandlead.stock.PaperStock;
import java.util.ArrayList;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        PaperStock stock = new PaperStock();
        List<Platen> presses = List.of(new Platen("platen-1 (10x15)", stock), new Platen("platen-2 (10x15)", stock), new Platen("windmill-3", stock));
        String[] customers = {"Harrow & Fitch", "Bramble Studio", "Odd Sock Weddings", "Quire Books", "Tamsin Lowe", "Northgate Choir", "The Felt Goat", "Orrin Cartography"};
        String[] papers = {"cotton-300gsm-A6", "kraft-350gsm-DL", "cotton-600gsm-A5", "cotton-300gsm-A6", "kraft-350gsm-DL"};
        List<Job> jobs = new ArrayList<>();
        for (int i = 1; i <= 700; i++) {
            String paper = papers[(i * 7) % papers.length];
            int colours = 1 + (i % 3);
            int sheets = 2 + (i * 13) % 9;
            if (i == 640) { paper = "duplex-700gsm-A6"; sheets = 120; colours = 3; }
            jobs.add(new Job(i, customers[i % customers.length], paper, sheets, colours));
        }
        System.out.println("letterpress-runner 2.3.1 starting with " + presses.size() + " presses, " + jobs.size() + " jobs queued");
        new JobRunner(presses).runAll(jobs);
        System.out.println("all jobs printed");
    }
}
EOF
javac -d build $(find src -name '*.java') || exit 1
{ echo '$ java -cp build com.inkandlead.Main'; java -cp build com.inkandlead.Main 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
