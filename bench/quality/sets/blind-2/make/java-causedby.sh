#!/usr/bin/env bash
# A report scheduler that logs its startup and dies with a nested "Caused by:" chain.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/reportd
rm -rf "$P"; mkdir -p "$P/src/io/reportd" "$P/conf"; cd "$P"
cat > conf/jobs.properties <<'EOF'
# job definitions: name = schedule | template | recipients
daily-ops     = 06:30 | ops_summary.tpl | ops@example.org
weekly-sales  = MON 07:45 | sales_week.tpl | sales@example.org,cfo@example.org
monthly-churn = 1st 08:00 | churn.tpl | growth@example.org
stock-levels  = 23:5O | stock_levels.tpl | warehouse@example.org
audit-log     = SUN 02:00 | audit.tpl | security@example.org
backup-report = 04:15 | backup.tpl | infra@example.org
cost-centers  = 15th 09:30 | cost_centers.tpl | finance@example.org
ab-tests      = FRI 16:00 | experiments.tpl | growth@example.org
EOF
cat > src/io/reportd/ConfigException.java <<'EOF'
package io.reportd;

public class ConfigException extends Exception {
    public ConfigException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF
cat > src/io/reportd/Schedule.java <<'EOF'
package io.reportd;

import java.time.DayOfWeek;
import java.time.LocalTime;

public record Schedule(DayOfWeek day, Integer dayOfMonth, LocalTime time) {
    static LocalTime parseTime(String hhmm) {
        String[] p = hhmm.split(":");
        int h = Integer.parseInt(p[0]);
        int m = Integer.parseInt(p[1]);
        return LocalTime.of(h, m);
    }

    public static Schedule parse(String text) {
        String[] parts = text.trim().split("\\s+");
        try {
            if (parts.length == 1) {
                return new Schedule(null, null, parseTime(parts[0]));
            }
            String when = parts[0];
            LocalTime t = parseTime(parts[1]);
            if (when.matches("\\d+(st|nd|rd|th)")) {
                return new Schedule(null, Integer.parseInt(when.replaceAll("\\D", "")), t);
            }
            return new Schedule(DayOfWeek.valueOf(expand(when)), null, t);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("bad schedule '" + text.trim() + "'", e);
        }
    }

    private static String expand(String d) {
        return switch (d) {
            case "MON" -> "MONDAY"; case "TUE" -> "TUESDAY"; case "WED" -> "WEDNESDAY";
            case "THU" -> "THURSDAY"; case "FRI" -> "FRIDAY"; case "SAT" -> "SATURDAY";
            case "SUN" -> "SUNDAY"; default -> d;
        };
    }
}
EOF
cat > src/io/reportd/Job.java <<'EOF'
package io.reportd;

import java.util.List;

public record Job(String name, Schedule schedule, String template, List<String> recipients) {}
EOF
cat > src/io/reportd/JobLoader.java <<'EOF'
package io.reportd;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.logging.Logger;

public class JobLoader {
    private static final Logger LOG = Logger.getLogger(JobLoader.class.getName());

    public Job loadOne(String name, String spec) throws ConfigException {
        String[] f = spec.split("\\|");
        if (f.length != 3) {
            throw new ConfigException("job " + name + ": expected 3 fields, got " + f.length, null);
        }
        try {
            Schedule s = Schedule.parse(f[0]);
            List<String> to = Arrays.stream(f[2].split(",")).map(String::trim).toList();
            LOG.info("loaded job " + name + " -> " + s);
            return new Job(name, s, f[1].trim(), to);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("job '" + name + "' has an invalid schedule", e);
        }
    }

    public List<Job> load(Path file) throws IOException, ConfigException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        }
        List<Job> jobs = new ArrayList<>();
        for (String name : p.stringPropertyNames().stream().sorted().toList()) {
            jobs.add(loadOne(name, p.getProperty(name)));
        }
        return jobs;
    }
}
EOF
cat > src/io/reportd/Daemon.java <<'EOF'
package io.reportd;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Logger;

public class Daemon {
    private static final Logger LOG = Logger.getLogger(Daemon.class.getName());

    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    List<Job> bootstrap(Path conf) throws InterruptedException {
        Future<List<Job>> f = pool.submit(() -> new JobLoader().load(conf.resolve("jobs.properties")));
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("reportd failed to start: could not load job definitions from " + conf, e);
        } finally {
            pool.shutdown();
        }
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tT %4$-7s %3$s - %5$s%n");
        LOG.info("reportd 2.4.1 starting, conf=" + args[0]);
        LOG.info("java " + System.getProperty("java.version") + ", 2 worker threads");
        List<Job> jobs = new Daemon().bootstrap(Path.of(args[0]));
        LOG.info(jobs.size() + " jobs scheduled");
    }
}
EOF
javac -d out $(find src -name '*.java' | sort) 2>&1
{ java -cp out io.reportd.Daemon conf; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/java-causedby.txt"
