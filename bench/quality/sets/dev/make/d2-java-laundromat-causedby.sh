#!/usr/bin/env bash
# d2-java-laundromat-causedby: laundromat machine scheduler; compiles and runs, log lines then a stack trace with nested Caused by and "... N more".
# Prints the output of the run (java ... 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/suds-scheduler
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; D=src/com/sudsco/sched; mkdir -p "$P/$D" "$P/classes" "$P/conf"; cd "$P"
cat > conf/machines.properties <<'EOF'
# id = type,capacity_kg,cycle_minutes
W01 = washer,8,32
W02 = washer,8,32
W03 = washer,12,41
W04 = washer,18,48
D01 = dryer,10,40
D02 = dryer,10,40
D03 = dryer,16,45x
EOF
cat > $D/Machine.java <<'EOF'
package com.sudsco.sched;

public record Machine(String id, String type, int capacityKg, int cycleMinutes) {}
EOF
cat > $D/ConfigException.java <<'EOF'
package com.sudsco.sched;

public class ConfigException extends RuntimeException {
    public ConfigException(String message, Throwable cause) { super(message, cause); }
}
EOF
cat > $D/SchedulerStartupException.java <<'EOF'
package com.sudsco.sched;

public class SchedulerStartupException extends Exception {
    public SchedulerStartupException(String message, Throwable cause) { super(message, cause); }
}
EOF
cat > $D/MachineRegistry.java <<'EOF'
package com.sudsco.sched;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

public class MachineRegistry {
    private final Map<String, Machine> machines = new LinkedHashMap<>();

    public static MachineRegistry load(Path file) throws IOException {
        Properties props = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            props.load(r);
        }
        MachineRegistry reg = new MachineRegistry();
        props.stringPropertyNames().stream().sorted().forEach(id -> reg.add(id, props.getProperty(id)));
        return reg;
    }

    void add(String id, String spec) {
        String[] f = spec.split(",");
        try {
            machines.put(id, new Machine(id, f[0].trim(), Integer.parseInt(f[1].trim()), parseMinutes(f[2])));
        } catch (NumberFormatException e) {
            throw new ConfigException("bad machine spec for " + id + ": '" + spec + "'", e);
        }
        Log.info("registered " + id + " (" + spec + ")");
    }

    private static int parseMinutes(String s) {
        return Integer.parseInt(s.trim());
    }

    public Map<String, Machine> all() { return machines; }
}
EOF
cat > $D/Log.java <<'EOF'
package com.sudsco.sched;

import java.time.LocalTime;

final class Log {
    static void info(String msg) { System.out.println("[" + LocalTime.of(6, 0, 1) + "] INFO  " + msg); }
    static void warn(String msg) { System.out.println("[" + LocalTime.of(6, 0, 1) + "] WARN  " + msg); }
}
EOF
cat > $D/Scheduler.java <<'EOF'
package com.sudsco.sched;

import java.io.IOException;
import java.nio.file.Path;

public class Scheduler {
    private MachineRegistry registry;

    public void start(Path confDir) throws SchedulerStartupException {
        Log.info("starting scheduler, conf=" + confDir.getFileName());
        try {
            registry = MachineRegistry.load(confDir.resolve("machines.properties"));
        } catch (IOException | RuntimeException e) {
            throw new SchedulerStartupException("could not load machine registry", e);
        }
        Log.info(registry.all().size() + " machines online");
    }

    public static void main(String[] args) throws Exception {
        Log.info("SudsCo scheduler 2.4.0");
        Log.info("store hours 06:00-23:00, last wash cycle 22:10");
        Log.info("price table loaded: washer 8kg 4.50, 12kg 6.00, 18kg 8.25; dryer 0.25/6min");
        Log.warn("coin-op gateway not configured, card payments only");
        Log.warn("SMS notifier disabled: no API key in environment");
        Scheduler s = new Scheduler();
        s.start(Path.of(args.length > 0 ? args[0] : "conf"));
    }
}
EOF
javac -d classes $(find src -name '*.java') && java -cp classes com.sudsco.sched.Scheduler conf 2>&1 | neutral
