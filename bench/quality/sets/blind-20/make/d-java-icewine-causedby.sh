#!/bin/bash
# A harvest scheduler for an ice-wine vineyard crashes with a wrapped exception chain (Caused by / ... N more).
WORK=${WORK:-/home/dev}; P=$WORK/icewine
rm -rf "$P"; mkdir -p "$P/src/org/frostvine/harvest" "$P/out"; cd "$P"
cat > src/org/frostvine/harvest/TemperatureLog.java <<'EOF'
package org.frostvine.harvest;

import java.util.ArrayList;
import java.util.List;

public class TemperatureLog {
    private final List<double[]> readings = new ArrayList<>();

    public void load(String[] lines) {
        for (String line : lines) {
            String[] parts = line.split(",");
            double hour = Double.parseDouble(parts[0]);
            double celsius = Double.parseDouble(parts[1].trim());
            readings.add(new double[] { hour, celsius });
        }
    }

    public int hoursBelow(double threshold) {
        int n = 0;
        for (double[] r : readings) if (r[1] <= threshold) n++;
        return n;
    }
}
EOF
cat > src/org/frostvine/harvest/BlockPlanner.java <<'EOF'
package org.frostvine.harvest;

import java.util.LinkedHashMap;
import java.util.Map;

public class BlockPlanner {
    public static class PlanningException extends RuntimeException {
        public PlanningException(String msg, Throwable cause) { super(msg, cause); }
    }

    private final Map<String, TemperatureLog> logs = new LinkedHashMap<>();

    public void addBlock(String block, String[] csv) {
        TemperatureLog log = new TemperatureLog();
        try {
            log.load(csv);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("bad sensor data for block " + block, e);
        }
        logs.put(block, log);
    }

    public String pickBlock(double threshold, int minHours) {
        for (Map.Entry<String, TemperatureLog> e : logs.entrySet()) {
            if (e.getValue().hoursBelow(threshold) >= minHours) return e.getKey();
        }
        return null;
    }

    public void plan(Map<String, String[]> sensors) {
        for (Map.Entry<String, String[]> s : sensors.entrySet()) {
            try {
                addBlock(s.getKey(), s.getValue());
            } catch (IllegalStateException e) {
                throw new PlanningException("cannot plan night picking", e);
            }
        }
    }
}
EOF
cat > src/org/frostvine/harvest/NightPick.java <<'EOF'
package org.frostvine.harvest;

import java.util.LinkedHashMap;
import java.util.Map;

public class NightPick {
    public static void main(String[] args) {
        Map<String, String[]> sensors = new LinkedHashMap<>();
        sensors.put("riesling-north", new String[] { "0,-6.5", "1,-7.2", "2,-8.1", "3,-8.4" });
        sensors.put("vidal-east", new String[] { "0,-5.9", "1,-7.0", "2,minus 8", "3,-8.8" });
        sensors.put("cabfranc-south", new String[] { "0,-4.1", "1,-5.0" });
        BlockPlanner planner = new BlockPlanner();
        System.out.println("Loading sensor data for " + sensors.size() + " blocks");
        planner.plan(sensors);
        String block = planner.pickBlock(-8.0, 2);
        System.out.println("Pick tonight: " + block);
    }
}
EOF
javac -d out $(find src -name '*.java')
{ echo '$ java -cp out org.frostvine.harvest.NightPick'; java -cp out org.frostvine.harvest.NightPick 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
