#!/bin/bash
# javac of an ice-rink resurfacing scheduler with several compile errors
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-javac-rinkops.txt
P=$WORK/rinkops
rm -rf "$P"; mkdir -p "$P/src/org/rinkops/model" "$P/src/org/rinkops/sched" "$P/out"; cd "$P"
cat > src/org/rinkops/model/Surface.java <<'EOF'
package org.rinkops.model;

public class Surface {
    private final String rinkName;
    private double iceThicknessMm;
    private double temperatureC;
    private int sessionsSinceResurface;

    public Surface(String rinkName, double iceThicknessMm, double temperatureC) {
        this.rinkName = rinkName;
        this.iceThicknessMm = iceThicknessMm;
        this.temperatureC = temperatureC;
    }

    public String getRinkName() { return rinkName; }
    public double getIceThicknessMm() { return iceThicknessMm; }
    public double getTemperatureC() { return temperatureC; }
    public int getSessionsSinceResurface() { return sessionsSinceResurface; }

    public void recordSession() { sessionsSinceResurface++; }
    public void resurfaced(double addedMm) {
        iceThicknessMm += addedMm;
        sessionsSinceResurface = 0;
    }
}
EOF
cat > src/org/rinkops/model/Session.java <<'EOF'
package org.rinkops.model;

import java.time.LocalTime;

public record Session(String name, LocalTime start, int minutes, SessionType type) {
    public enum SessionType { PUBLIC_SKATE, HOCKEY, FIGURE, CURLING }

    public LocalTime end() { return start.plusMinutes(minutes); }
}
EOF
cat > src/org/rinkops/sched/ResurfacePlanner.java <<'EOF'
package org.rinkops.sched;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rinkops.model.Session;
import org.rinkops.model.Surface;

public class ResurfacePlanner {
    private static final int RESURFACE_MINUTES = 15;
    private final Surface surface;
    private final List<Session> sessions = new ArrayList<>();

    public ResurfacePlanner(Surface surface) {
        this.surface = surface;
    }

    public void add(Session s) {
        sessions.add(s);
    }

    public boolean needsResurface(Session next) {
        if (next.type() == Session.SessionType.FIGURE) {
            return true;
        }
        return surface.getSessionsSinceResurface() >= 2;
    }

    public List<LocalTime> plan() {
        List<LocalTime> slots = new ArrayList<>();
        for (int i = 1; i < sessions.size(); i++) {
            Session prev = sessions.get(i - 1);
            Session next = sessions.get(i);
            long gap = java.time.Duration.between(prev.end(), next.start).toMinutes();
            if (needsResurface(next) && gap >= RESURFACE_MINUTES) {
                slots.add(prev.end());
                surface.resurfaced(0.8);
            } else {
                surface.recordSession();
            }
        }
        return slots;
    }

    public Optional<Session> longest() {
        Session best = null;
        for (Session s : sessions) {
            if (best == null || s.minutes() > best.minutes()) best = s;
        }
        return best;
    }

    public int totalIceMinutes() {
        int total = 0;
        for (Session s : sessions) total += s.minutes();
        String label = total;
        return total;
    }
}
EOF
cat > src/org/rinkops/Main.java <<'EOF'
package org.rinkops;

import java.time.LocalTime;
import org.rinkops.model.Session;
import org.rinkops.model.Surface;
import org.rinkops.sched.ResurfacePlanner;

public class Main {
    public static void main(String[] args) {
        Surface s = new Surface("Main Pad", 32.0, -4.5);
        ResurfacePlanner p = new ResurfacePlanner(s);
        p.add(new Session("Learn to skate", LocalTime.of(9, 0), 50, Session.SessionType.PUBLIC_SKATE));
        p.add(new Session("U12 practice", LocalTime.of(10, 5), 60, Session.SessionType.HOCKEY));
        p.add(new Session("Freestyle", LocalTime.of(11, 20), 45, Session.SessionType.FIGURE));
        System.out.println(p.plan());
        System.out.println(p.totalIceMinutes(true));
    }
}
EOF
{
  echo '$ javac -d out $(find src -name "*.java")'
  javac -d out $(find src -name "*.java") 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
