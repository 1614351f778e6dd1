#!/usr/bin/env bash
# javac -Xlint:all over a pet-quarantine kennel booking tool: type errors, a missing symbol, unchecked warnings.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/kennelq
rm -rf "$P"; mkdir -p "$P/src/org/kennelq/model" "$P/src/org/kennelq/booking" "$P/out"; cd "$P"
cat > src/org/kennelq/model/Animal.java <<'T'
package org.kennelq.model;

public class Animal {
    public enum Species { DOG, CAT, FERRET, RABBIT }
    private final String chip;
    private final Species species;
    private final double weightKg;
    public Animal(String chip, Species species, double weightKg) {
        this.chip = chip; this.species = species; this.weightKg = weightKg;
    }
    public String getChip() { return chip; }
    public Species getSpecies() { return species; }
    public double getWeightKg() { return weightKg; }
}
T
cat > src/org/kennelq/model/Pen.java <<'T'
package org.kennelq.model;

import java.time.LocalDate;

public class Pen {
    private final int number;
    private final double maxWeightKg;
    private Animal occupant;
    private LocalDate releaseDate;
    public Pen(int number, double maxWeightKg) { this.number = number; this.maxWeightKg = maxWeightKg; }
    public int getNumber() { return number; }
    public boolean isFree() { return occupant == null; }
    public boolean accepts(Animal a) { return isFree() && a.getWeightKg() <= maxWeightKg; }
    public void admit(Animal a, LocalDate release) { occupant = a; releaseDate = release; }
    public LocalDate getReleaseDate() { return releaseDate; }
    public Animal getOccupant() { return occupant; }
}
T
cat > src/org/kennelq/booking/QuarantineRules.java <<'T'
package org.kennelq.booking;

import org.kennelq.model.Animal;

public final class QuarantineRules {
    private QuarantineRules() {}
    public static int daysFor(Animal.Species s, boolean rabiesTitreOk) {
        switch (s) {
            case DOG:
            case CAT:
                return rabiesTitreOk ? 10 : 120;
            case FERRET:
                return 30;
        }
        return 14;
    }
}
T
cat > src/org/kennelq/booking/Intake.java <<'T'
package org.kennelq.booking;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.HashMap;
import org.kennelq.model.Animal;
import org.kennelq.model.Pen;

public class Intake {
    private final List<Pen> pens = new ArrayList<>();
    private final Map<String, Pen> byChip = new HashMap();
    private List waitingList = new ArrayList();

    public Intake(int penCount) {
        for (int i = 1; i <= penCount; i++) pens.add(new Pen(i, i <= 4 ? 12.0 : 45.0));
    }

    public Pen admit(Animal a, LocalDate arrival, boolean titreOk) {
        int days = QuarantineRules.daysFor(a.getSpecies(), titreOk);
        for (Pen p : pens) {
            if (p.accepts(a)) {
                p.admit(a, arrival.plusDays(days));
                byChip.put(a.getChip(), p);
                return p;
            }
        }
        waitingList.add(a);
        return null;
    }

    public int releaseDue(LocalDate today) {
        int released = 0;
        for (Pen p : pens) {
            if (!p.isFree() && !p.getReleaseDate().isAfter(today)) {
                byChip.remove(p.getOccupant().getChip());
                p.release();
                released++;
            }
        }
        return released;
    }

    public String penOf(String chip) {
        Pen p = byChip.get(chip);
        return p == null ? "none" : p.getNumber();
    }

    public long waiting() { return waitingList.size(); }

    public Animal firstWaiting() {
        return waitingList.isEmpty() ? null : waitingList.get(0);
    }
}
T
cat > src/org/kennelq/booking/Report.java <<'T'
package org.kennelq.booking;

import java.time.LocalDate;
import java.util.Date;

public class Report {
    @Deprecated
    public static String legacyStamp() { return new Date().toGMTString(); }

    public static String line(Intake in, LocalDate day) {
        StringBuilder sb = new StringBuilder();
        sb.append(day).append(": ").append(in.waiting()).append(" waiting");
        int free = in.freePens();
        sb.append(", ").append(free).append(" pens free");
        return sb.toString();
    }
}
T
{ run 'javac -Xlint:all -d out $(find src -name "*.java" | sort)'; } | neutral > "$HERE/../outputs/d-javac-kennelquarantine.txt"
