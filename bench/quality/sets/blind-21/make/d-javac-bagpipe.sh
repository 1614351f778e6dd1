#!/bin/bash
# javac on a bagpipe-band practice scheduler with several compile errors.
WORK=${WORK:-/home/dev}; P=$WORK/pipeband; rm -rf "$P"; mkdir -p "$P/src/org/pipeband/rota" "$P/src/org/pipeband/tune" "$P/out"; cd "$P"
cat > src/org/pipeband/tune/Tune.java <<'T'
package org.pipeband.tune;

import java.time.Duration;

public record Tune(String title, TimeSignature signature, int parts, Duration length) {
    public enum TimeSignature { MARCH_2_4, MARCH_6_8, STRATHSPEY, REEL, JIG_6_8, SLOW_AIR }

    public boolean isCompetitionSet() {
        return signature == TimeSignature.MARCH_2_4 || signature == TimeSignature.STRATHSPEY || signature == TimeSignature.REEL;
    }
}
T
cat > src/org/pipeband/tune/Drone.java <<'T'
package org.pipeband.tune;

public interface Drone {
    double pitchHz();
    void tune(double targetHz) throws TuningException;
    default boolean inTune(double targetHz) { return Math.abs(pitchHz() - targetHz) < 0.5; }
}
T
cat > src/org/pipeband/tune/TuningException.java <<'T'
package org.pipeband.tune;

public class TuningException extends Exception {
    public TuningException(String msg) { super(msg); }
}
T
cat > src/org/pipeband/tune/BassDrone.java <<'T'
package org.pipeband.tune;

public class BassDrone implements Drone {
    private double hz = 116.0;
    public double pitchHz() { return hz; }
}
T
cat > src/org/pipeband/rota/Player.java <<'T'
package org.pipeband.rota;

import java.util.List;

public class Player {
    public enum Section { PIPES, SIDE_DRUM, TENOR_DRUM, BASS_DRUM }
    private final String name;
    private final Section section;
    private final List<String> tunesKnown;

    public Player(String name, Section section, List<String> tunesKnown) {
        this.name = name; this.section = section; this.tunesKnown = tunesKnown;
    }
    public String getName() { return name; }
    public Section getSection() { return section; }
    public List<String> getTunesKnown() { return tunesKnown; }
}
T
cat > src/org/pipeband/rota/PracticeScheduler.java <<'T'
package org.pipeband.rota;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.pipeband.tune.Tune;
import org.pipeband.tune.Drone;

public class PracticeScheduler {
    private final List<Player> players = new ArrayList<>();
    private final List<Tune> setList = new ArrayList<>();

    public void add(Player p) { players.add(p); }

    public Map<Player.Section, Long> sectionCounts() {
        return players.stream().collect(Collectors.groupingBy(Player::getSection, Collectors.counting()));
    }

    public List<Player> whoKnows(Tune t) {
        return players.stream().filter(p -> p.getTunesKnown().contains(t.getTitle())).collect(Collectors.toList());
    }

    public LocalDate nextPractice(LocalDate from) {
        LocalDate d = from.plusDays(1);
        while (d.getDayOfWeek() != DayOfWeek.TUESDAY && d.getDayOfWeek() != DayOfWeek.THURSDAY) {
            d = d.plusDays(1);
        }
        return d;
    }

    public int competitionMinutes() {
        long total = 0;
        for (Tune t : setList) {
            if (t.isCompetitionSet()) total += t.length().toSeconds();
        }
        int minutes = total / 60;
        return minutes;
    }

    public void tuneUp(List<Drone> drones) {
        for (Drone d : drones) {
            d.tune(480.0);
        }
    }

    public String sectionLabel(Player.Section s) {
        switch (s) {
            case PIPES: return "Pipe corps";
            case SIDE_DRUM: return "Snares";
            case TENOR_DRUM: return "Tenors";
            case BASS: return "Bass";
        }
        return "?";
    }
}
T
{ echo '$ javac -d out $(find src -name "*.java")'; javac -d out $(find src -name "*.java") 2>&1; echo "exit status: $?"; } \
 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
