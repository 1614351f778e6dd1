#!/usr/bin/env bash
# javac over a pipe-organ stop-registry library with several compile errors.
# Output: outputs/javac-organstops.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/organ-registry
rm -rf "$P"; mkdir -p "$P/src/org/kantor/organ/model" "$P/src/org/kantor/organ/registry" "$P/src/org/kantor/organ/cli" "$P/build"; cd "$P"

cat > src/org/kantor/organ/model/Pitch.java <<'X'
package org.kantor.organ.model;

/** Nominal pitch of a rank, in feet. */
public enum Pitch {
    SIXTEEN(16.0), EIGHT(8.0), FOUR(4.0), TWO_AND_TWO_THIRDS(2.667), TWO(2.0), ONE_AND_THREE_FIFTHS(1.6);

    private final double feet;

    Pitch(double feet) { this.feet = feet; }

    public double feet() { return feet; }

    public boolean isMutation() {
        return feet != Math.floor(feet);
    }
}
X
cat > src/org/kantor/organ/model/Family.java <<'X'
package org.kantor.organ.model;

public enum Family { PRINCIPAL, FLUTE, STRING, REED, MIXTURE }
X
cat > src/org/kantor/organ/model/Stop.java <<'X'
package org.kantor.organ.model;

import java.util.Objects;

public final class Stop implements Comparable<Stop> {
    private final String name;
    private final Pitch pitch;
    private final Family family;
    private final int ranks;

    public Stop(String name, Pitch pitch, Family family, int ranks) {
        this.name = Objects.requireNonNull(name);
        this.pitch = pitch;
        this.family = family;
        this.ranks = ranks;
    }

    public String name() { return name; }
    public Pitch pitch() { return pitch; }
    public Family family() { return family; }
    public int ranks() { return ranks; }

    public int pipeCount(int compassNotes) {
        return compassNotes * ranks;
    }

    @Override
    public int compareTo(Stop o) {
        int c = Double.compare(o.pitch.feet(), pitch.feet());
        return c != 0 ? c : name.compareTo(o.name);
    }

    @Override
    public String toString() {
        return name + " " + pitch.feet() + "'";
    }
}
X
cat > src/org/kantor/organ/model/Division.java <<'X'
package org.kantor.organ.model;

import java.util.ArrayList;
import java.util.List;

public class Division {
    private final String name;
    private final int compass;
    private final List<Stop> stops = new ArrayList<>();
    private boolean enclosed;

    public Division(String name, int compass) {
        this.name = name;
        this.compass = compass;
    }

    public void add(Stop s) { stops.add(s); }
    public List<Stop> stops() { return stops; }
    public String name() { return name; }
    public int compass() { return compass; }
    public boolean isEnclosed() { return enclosed; }
    public void setEnclosed(boolean e) { enclosed = e; }

    public int pipes() {
        int n = 0;
        for (Stop s : stops) n += s.pipeCount(compass);
        return n;
    }
}
X
cat > src/org/kantor/organ/registry/StopList.java <<'X'
package org.kantor.organ.registry;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.kantor.organ.model.Division;
import org.kantor.organ.model.Family;
import org.kantor.organ.model.Stop;

public class StopList {
    private final String instrument;
    private final Map<String, Division> divisions = new HashMap<>();

    public StopList(String instrument) {
        this.instrument = instrument;
    }

    public Division division(String name, int compass) {
        return divisions.computeIfAbsent(name, n -> new Division(n, compass));
    }

    public int totalPipes() {
        return divisions.values().stream().mapToInt(Division::pipes).sum();
    }

    public Map<Family, Long> familyCounts() {
        return divisions.values().stream()
            .flatMap(d -> d.stops().stream())
            .collect(Collectors.groupingBy(Stop::family, Collectors.counting()));
    }

    public List<Stop> mutations() {
        return divisions.values().stream()
            .flatMap(d -> d.stops().stream())
            .filter(s -> s.pitch().isMutation())
            .sorted()
            .toList();
    }

    public Optional<Division> largest() {
        return divisions.values().stream().max((a, b) -> a.pipes() - b.pipes());
    }

    public int ranksIn(String division) {
        Division d = divisions.get(division);
        int ranks = 0;
        for (Stop s : d.stops()) {
            ranks += s.ranks;
        }
        return ranks;
    }
}
X
cat > src/org/kantor/organ/registry/Registration.java <<'X'
package org.kantor.organ.registry;

import java.util.ArrayList;
import java.util.List;

import org.kantor.organ.model.Family;
import org.kantor.organ.model.Pitch;
import org.kantor.organ.model.Stop;

/** A combination of drawn stops for a piece. */
public class Registration {
    private final List<Stop> drawn = new ArrayList<>();

    public Registration draw(Stop s) {
        drawn.add(s);
        return this;
    }

    public boolean hasFoundation() {
        for (Stop s : drawn) {
            if (s.pitch() == Pitch.EIGHT && s.family() == Family.PRINCIPAL) return true;
        }
    }

    public String loudness() {
        long reeds = drawn.stream().filter(s -> s.family() == Family.REED).count();
        int level = drawn.size() + 2 * reeds;
        return level > 10 ? "tutti" : level > 5 ? "forte" : "piano";
    }
}
X
cat > src/org/kantor/organ/cli/Main.java <<'X'
package org.kantor.organ.cli;

import org.kantor.organ.model.Division;
import org.kantor.organ.model.Family;
import org.kantor.organ.model.Pitch;
import org.kantor.organ.model.Stop;
import org.kantor.organ.registry.StopList;

public class Main {
    public static void main(String[] args) {
        StopList list = new StopList("St. Aldhelm, 1887 Hill & Son");
        Division great = list.division("Great", 58);
        great.add(new Stop("Open Diapason", Pitch.EIGHT, Family.PRINCIPAL, 1));
        great.add(new Stop("Principal", Pitch.FOUR, Family.PRINCIPAL, 1));
        great.add(new Stop("Twelfth", Pitch.TWO_AND_TWO_THIRDS, Family.PRINCIPAL, 1));
        great.add(new Stop("Mixture", Pitch.TWO, Family.MIXTURE, "III"));
        Division swell = list.division("Swell", 58);
        swell.setEnclosed(true);
        swell.add(new Stop("Cornopean", Pitch.EIGHT, Family.REED));
        System.out.println(list.totalPipes() + " pipes");
        System.out.println("largest: " + list.largest().get().name());
    }
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ javac -d build \$(find src -name '*.java')"
  javac -d build $(find src -name '*.java' | sort) 2>&1
  echo "exit status: $?"
} | neutral
