#!/bin/bash
# film-festival timetable: the scheduler crashes on a malformed screening row (wrapped exceptions)
source "$(dirname "$0")/_common.sh"
fresh filmfest-timetable
mkdir -p src/org/reelfest/timetable out data
cat > src/org/reelfest/timetable/Screening.java <<'EOF'
package org.reelfest.timetable;

import java.time.Duration;
import java.time.LocalDateTime;

public record Screening(String filmId, String title, String venue, LocalDateTime start, Duration runtime) {
    public LocalDateTime end() {
        return start.plus(runtime);
    }
}
EOF
cat > src/org/reelfest/timetable/ProgrammeFormatException.java <<'EOF'
package org.reelfest.timetable;

public class ProgrammeFormatException extends Exception {
    public ProgrammeFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF
cat > src/org/reelfest/timetable/TimetableBuildException.java <<'EOF'
package org.reelfest.timetable;

public class TimetableBuildException extends RuntimeException {
    public TimetableBuildException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF
cat > src/org/reelfest/timetable/ProgrammeReader.java <<'EOF'
package org.reelfest.timetable;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

public class ProgrammeReader {
    public List<Screening> read(Path csv) throws IOException, ProgrammeFormatException {
        List<Screening> out = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(csv)) {
            String line = r.readLine(); // header
            int lineNo = 1;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) continue;
                out.add(parse(line, lineNo));
            }
        }
        return out;
    }

    Screening parse(String line, int lineNo) throws ProgrammeFormatException {
        String[] f = line.split(";");
        try {
            return new Screening(f[0], f[1], f[2], LocalDateTime.parse(f[3]), Duration.ofMinutes(Long.parseLong(f[4])));
        } catch (RuntimeException e) {
            throw new ProgrammeFormatException("line " + lineNo + ": bad screening row '" + line + "'", e);
        }
    }
}
EOF
cat > src/org/reelfest/timetable/Scheduler.java <<'EOF'
package org.reelfest.timetable;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Logger;

public class Scheduler {
    private static final Logger LOG = Logger.getLogger(Scheduler.class.getName());
    static final Duration CHANGEOVER = Duration.ofMinutes(20);

    private final ProgrammeReader reader = new ProgrammeReader();

    public Map<String, List<Screening>> build(List<Path> sources) {
        Map<String, List<Screening>> byVenue = new TreeMap<>();
        for (Path p : sources) {
            LOG.info("loading " + p);
            try {
                for (Screening s : reader.read(p)) {
                    byVenue.computeIfAbsent(s.venue(), v -> new ArrayList<>()).add(s);
                    LOG.info("scheduled " + s.filmId() + " '" + s.title() + "' at " + s.venue() + " " + s.start());
                }
            } catch (Exception e) {
                throw new TimetableBuildException("cannot load programme " + p.getFileName(), e);
            }
        }
        byVenue.values().forEach(l -> l.sort(Comparator.comparing(Screening::start)));
        return byVenue;
    }

    public List<String> clashes(Map<String, List<Screening>> byVenue) {
        List<String> out = new ArrayList<>();
        byVenue.forEach((venue, list) -> {
            for (int i = 1; i < list.size(); i++) {
                Screening a = list.get(i - 1), b = list.get(i);
                if (a.end().plus(CHANGEOVER).isAfter(b.start())) {
                    out.add(venue + ": " + a.title() + " overruns into " + b.title());
                }
            }
        });
        return out;
    }
}
EOF
cat > src/org/reelfest/timetable/Main.java <<'EOF'
package org.reelfest.timetable;

import java.nio.file.Path;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        List<Path> sources = List.of(Path.of("data/competition.csv"), Path.of("data/shorts.csv"), Path.of("data/retrospective.csv"));
        Scheduler s = new Scheduler();
        var timetable = s.build(sources);
        timetable.forEach((venue, list) -> System.out.println(venue + ": " + list.size() + " screenings"));
        s.clashes(timetable).forEach(System.out::println);
    }
}
EOF
cat > data/competition.csv <<'EOF'
film_id;title;venue;start;runtime_min
C01;The Salt Orchard;Cinema Aurora;2024-09-12T10:00;104
C02;Night Ferry;Cinema Aurora;2024-09-12T12:15;97
C03;Paper Lanterns;Grand Hall;2024-09-12T11:00;131
C04;Under the Viaduct;Grand Hall;2024-09-12T14:00;88
C05;Wolves of Ardnish;Cinema Aurora;2024-09-12T15:00;112
C06;A Quiet Tide;Grand Hall;2024-09-12T16:45;101
C07;Glasshouse;Cinema Aurora;2024-09-12T18:00;95
C08;The Cartographer's Daughter;Grand Hall;2024-09-12T19:30;124
EOF
cat > data/shorts.csv <<'EOF'
film_id;title;venue;start;runtime_min
S01;Shorts Block A;Studio 3;2024-09-12T13:00;75
S02;Shorts Block B;Studio 3;2024-09-12T15:00;80
S03;Shorts Block C;Studio 3;2024-09-12 17:30;70
EOF
cat > data/retrospective.csv <<'EOF'
film_id;title;venue;start;runtime_min
R01;Harbour Lights (1952);Cinema Aurora;2024-09-12T20:00;92
EOF
javac -d out $(find src -name "*.java")
{
  echo '$ java -cp out org.reelfest.timetable.Main'
  java -cp out org.reelfest.timetable.Main 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/java-causedby-filmfest.txt"
