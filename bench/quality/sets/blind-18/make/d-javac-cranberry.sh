#!/usr/bin/env bash
# javac errors in a cranberry-bog harvest scheduler
W=${WORK:-/home/dev}
P=$W/bog-harvest
rm -rf "$P"; mkdir -p "$P/src/org/bogharvest/model" "$P/src/org/bogharvest/plan"; cd "$P"
cat > src/org/bogharvest/model/Bed.java <<'T'
package org.bogharvest.model;

public record Bed(String id, double hectares, int floodDepthCm, Variety variety) {
    public enum Variety { STEVENS, BEN_LEAR, HOWES, EARLY_BLACK }

    public double expectedBarrels() {
        return switch (variety) {
            case STEVENS -> hectares * 520;
            case BEN_LEAR -> hectares * 470;
            case HOWES -> hectares * 410;
        };
    }
}
T
cat > src/org/bogharvest/model/Crew.java <<'T'
package org.bogharvest.model;

import java.util.List;

public class Crew {
    private final String lead;
    private final List<String> members;
    private final int boomLengthM;

    public Crew(String lead, List<String> members, int boomLengthM) {
        this.lead = lead;
        this.members = members;
        this.boomLengthM = boomLengthM;
    }

    public String lead() { return lead; }
    public int size() { return members.size() + 1; }
    public int boomLength() { return boomLengthM; }
}
T
cat > src/org/bogharvest/plan/HarvestPlanner.java <<'T'
package org.bogharvest.plan;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.bogharvest.model.Bed;
import org.bogharvest.model.Crew;

public class HarvestPlanner {
    private final Map<String, LocalDate> floodDates;

    public HarvestPlanner(Map<String, LocalDate> floodDates) {
        this.floodDates = floodDates;
    }

    public List<Bed> order(List<Bed> beds) {
        List<Bed> sorted = new ArrayList<>(beds);
        sorted.sort(Comparator.comparing(Bed::floodDepth).reversed());
        return sorted;
    }

    public int crewsNeeded(List<Bed> beds, Crew crew) {
        double total = 0;
        for (Bed b : beds) total += b.hectares();
        int perCrew = crew.boomLength() / 4;
        return Math.ceil(total / perCrew);
    }

    public LocalDate floodDate(Bed bed) {
        LocalDate d = floodDates.get(bed.id());
        if (d == null) throw new IllegalStateException("no flood date for " + bed.id());
        return d.plusDays(bed.floodDepthCm() > 30 ? 2 : 1);
    }

    public String summary(List<Bed> beds, Crew crew) {
        String lead = crew.lead;
        return lead + " harvests " + beds.size() + " beds";
    }
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ javac -d out $(find src -name "*.java")'; javac -d out $(find src -name "*.java" | sort) 2>&1; echo "exit status: $?"; } | neutral
