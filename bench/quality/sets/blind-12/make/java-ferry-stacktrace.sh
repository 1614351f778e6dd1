#!/usr/bin/env bash
# Running a ferry-timetable loader (Java) that dies with a wrapped exception chain ("Caused by:").
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/java-ferry-stacktrace.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/ferrytimes
rm -rf "$P"; mkdir -p "$P/src/no/fjordline/ferry" "$P/data"; cd "$P"
S=src/no/fjordline/ferry
cat > $S/Crossing.java <<'X'
package no.fjordline.ferry;

import java.time.Duration;
import java.time.LocalTime;

public record Crossing(String from, String to, LocalTime departs, Duration sailing, int carDeck) {
    public LocalTime arrives() {
        return departs.plus(sailing);
    }
}
X
cat > $S/TimetableException.java <<'X'
package no.fjordline.ferry;

public class TimetableException extends RuntimeException {
    public TimetableException(String message, Throwable cause) {
        super(message, cause);
    }
}
X
cat > $S/RowParser.java <<'X'
package no.fjordline.ferry;

import java.time.Duration;
import java.time.LocalTime;

final class RowParser {
    private final String route;

    RowParser(String route) {
        this.route = route;
    }

    Crossing parse(int lineNo, String row) {
        String[] cols = row.split(";");
        try {
            LocalTime dep = LocalTime.parse(cols[0].trim());
            Duration sail = Duration.ofMinutes(Integer.parseInt(cols[1].trim()));
            int cars = Integer.parseInt(cols[2].trim());
            String[] ends = route.split("-");
            return new Crossing(ends[0], ends[1], dep, sail, cars);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("line " + lineNo + " of route " + route + ": '" + row + "'", e);
        }
    }
}
X
cat > $S/Timetable.java <<'X'
package no.fjordline.ferry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class Timetable {
    private final List<Crossing> crossings = new ArrayList<>();

    public static Timetable load(Path dir) {
        Timetable t = new Timetable();
        try (var files = Files.list(dir)) {
            files.filter(p -> p.toString().endsWith(".csv"))
                 .sorted()
                 .forEach(t::loadRoute);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        t.crossings.sort(Comparator.comparing(Crossing::departs));
        return t;
    }

    private void loadRoute(Path csv) {
        String route = csv.getFileName().toString().replace(".csv", "");
        RowParser parser = new RowParser(route);
        try {
            List<String> rows = Files.readAllLines(csv);
            crossings.addAll(IntStream.range(1, rows.size())
                    .mapToObj(i -> parser.parse(i + 1, rows.get(i)))
                    .collect(Collectors.toList()));
        } catch (IOException | IllegalArgumentException e) {
            throw new TimetableException("cannot load timetable for " + route, e);
        }
    }

    public List<Crossing> crossings() {
        return crossings;
    }
}
X
cat > $S/Main.java <<'X'
package no.fjordline.ferry;

import java.nio.file.Path;

public class Main {
    public static void main(String[] args) {
        Timetable t = Timetable.load(Path.of(args[0]));
        for (Crossing c : t.crossings()) {
            System.out.printf("%s %-12s -> %-12s arr %s  (%d cars)%n",
                    c.departs(), c.from(), c.to(), c.arrives(), c.carDeck());
        }
    }
}
X
cat > data/Bergen-Stavanger.csv <<'X'
departs;minutes;cars
07:30;325;120
13:15;325;120
19:00;330;90
X
cat > data/Hirtshals-Kristiansand.csv <<'X'
departs;minutes;cars
08:00;135;350
12:30;135;350
16:45;2h15;350
21:00;140;350
X
cat > data/Langesund-Hirtshals.csv <<'X'
departs;minutes;cars
09:00;270;200
X
javac -d build $(find src -name '*.java')
{ echo '$ java -cp build no.fjordline.ferry.Main data'; java -cp build no.fjordline.ferry.Main data 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
