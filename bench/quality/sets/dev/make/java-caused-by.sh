#!/usr/bin/env bash
# Toy Java program "picklist" (warehouse pick-list service) that logs its startup and dies with a
# chained exception (Caused by:) on a bad config value; compiles it and runs
# `java -cp out org.picklist.App config/warehouse.properties; echo "exit=$?"`.
# Usage: WORKDIR=<scratch dir> bash make/java-caused-by.sh > outputs/java-caused-by.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/picklist"
neutral() { sed -e "s#$P#/home/dev/picklist#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; S="$P/src/org/picklist"; mkdir -p "$S/config" "$S/layout" "$P/config"; cd "$P"

cat > config/warehouse.properties <<'EOF'
warehouse.name=Tilbury DC-2
warehouse.timezone=Europe/London
zones=A,B,C,D,E,F,G,H,J,K
zones.A.aisles=14
zones.A.capacity=1800
zones.B.aisles=9
zones.B.capacity=1206
zones.C.aisles=22
zones.C.capacity=3400
zones.D.aisles=6
zones.D.capacity=640
zones.E.aisles=3
zones.E.capacity=90
zones.F.aisles=11
zones.F.capacity=1430
zones.G.aisles=8
zones.G.capacity=96O
zones.H.aisles=16
zones.H.capacity=2080
zones.J.aisles=4
zones.J.capacity=300
zones.K.aisles=12
zones.K.capacity=1500
picker.count=17
picker.batch.max=24
EOF

cat > "$S/Log.java" <<'EOF'
package org.picklist;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

public final class Log {
    private static final DateTimeFormatter F = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");
    private final String name;
    private Log(String name) { this.name = name; }
    public static Log get(Class<?> c) { return new Log(c.getSimpleName()); }
    private void emit(String level, String msg, Object... args) {
        System.out.printf("%s %-5s [%s] %s%n", LocalTime.now().format(F), level, name, String.format(msg, args));
    }
    public void info(String msg, Object... args) { emit("INFO", msg, args); }
    public void debug(String msg, Object... args) { emit("DEBUG", msg, args); }
    public void warn(String msg, Object... args) { emit("WARN", msg, args); }
}
EOF

cat > "$S/config/ConfigException.java" <<'EOF'
package org.picklist.config;

public class ConfigException extends Exception {
    public ConfigException(String message, Throwable cause) { super(message, cause); }
}
EOF

cat > "$S/config/Settings.java" <<'EOF'
package org.picklist.config;

import org.picklist.Log;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

public class Settings {
    private static final Log LOG = Log.get(Settings.class);
    private final Properties props = new Properties();
    private final Path source;

    public Settings(Path source) throws IOException {
        this.source = source;
        try (Reader r = Files.newBufferedReader(source)) {
            props.load(r);
        }
        LOG.info("loaded %d keys from %s", props.size(), source);
    }

    public String get(String key) {
        String v = props.getProperty(key);
        LOG.debug("%s = %s", key, v);
        return v;
    }

    public int getInt(String key) throws ConfigException {
        String raw = get(key);
        try {
            return Integer.parseInt(raw.trim());
        } catch (NumberFormatException e) {
            throw new ConfigException("invalid integer for '" + key + "' in " + source, e);
        }
    }
}
EOF

cat > "$S/layout/Zone.java" <<'EOF'
package org.picklist.layout;

public record Zone(String id, int aisles, int capacity) {
    public int binsPerAisle() { return capacity / aisles; }
}
EOF

cat > "$S/layout/LayoutBuilder.java" <<'EOF'
package org.picklist.layout;

import org.picklist.Log;
import org.picklist.config.ConfigException;
import org.picklist.config.Settings;

import java.util.ArrayList;
import java.util.List;

public class LayoutBuilder {
    private static final Log LOG = Log.get(LayoutBuilder.class);
    private final Settings settings;

    public LayoutBuilder(Settings settings) { this.settings = settings; }

    public List<Zone> build() throws ConfigException {
        List<Zone> zones = new ArrayList<>();
        for (String id : settings.get("zones").split(",")) {
            zones.add(readZone(id.trim()));
        }
        return zones;
    }

    private Zone readZone(String id) throws ConfigException {
        int aisles = settings.getInt("zones." + id + ".aisles");
        int capacity = settings.getInt("zones." + id + ".capacity");
        Zone z = new Zone(id, aisles, capacity);
        LOG.info("zone %s: %d aisles, capacity %d (%d bins/aisle)", id, aisles, capacity, z.binsPerAisle());
        return z;
    }
}
EOF

cat > "$S/App.java" <<'EOF'
package org.picklist;

import org.picklist.config.ConfigException;
import org.picklist.config.Settings;
import org.picklist.layout.LayoutBuilder;
import org.picklist.layout.Zone;

import java.nio.file.Path;
import java.util.List;

public class App {
    private static final Log LOG = Log.get(App.class);

    private final List<Zone> zones;
    private final int pickers;

    App(Settings s) {
        LOG.info("starting pick-list service for %s (tz %s)", s.get("warehouse.name"), s.get("warehouse.timezone"));
        try {
            this.zones = new LayoutBuilder(s).build();
        } catch (ConfigException e) {
            throw new IllegalStateException("warehouse layout could not be built", e);
        }
        this.pickers = Integer.parseInt(s.get("picker.count"));
    }

    void run() {
        LOG.info("%d zones, %d pickers ready", zones.size(), pickers);
    }

    public static void main(String[] args) throws Exception {
        LOG.info("picklist 1.7.3 (java %s)", System.getProperty("java.specification.version"));
        Settings s = new Settings(Path.of(args[0]));
        new App(s).run();
    }
}
EOF

javac -d out $(find src -name '*.java' | sort) 2>&1 | neutral
java -cp out org.picklist.App config/warehouse.properties 2>&1 | neutral; echo "exit=${PIPESTATUS[0]}"
