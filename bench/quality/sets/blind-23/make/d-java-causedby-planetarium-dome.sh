#!/bin/bash
# a Java show scheduler for a dome theatre crashes at startup with a chained exception (Caused by / ... N more)
WORK=${WORK:-/home/dev}; P=$WORK/domeshow
rm -rf "$P"; mkdir -p "$P/src/org/domeshow/sched" "$P/src/org/domeshow/io" "$P/conf"; cd "$P"
cat > conf/shows.csv <<'EOF'
id,title,start,runtime_min,projector
S01,Winter Constellations,10:30,35,P1
S02,Tour of the Gas Giants,11:15,40,P2
S03,Black Holes for Kids,12:00,30,P1
S04,Aurora Live,13:10,forty,P2
S05,Dark Sky Reserve,14:00,45,P1
EOF
cat > src/org/domeshow/io/ShowCsvReader.java <<'EOF'
package org.domeshow.io;

import java.io.*;
import java.time.LocalTime;
import java.util.*;
import org.domeshow.sched.Show;

public class ShowCsvReader {
    private final File file;
    public ShowCsvReader(File file) { this.file = file; }

    public List<Show> readAll() throws IOException {
        List<Show> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new FileReader(file))) {
            String header = r.readLine();
            String line;
            int lineNo = 1;
            while ((line = r.readLine()) != null) {
                lineNo++;
                out.add(parse(line, lineNo));
            }
        }
        return out;
    }

    private Show parse(String line, int lineNo) {
        String[] f = line.split(",");
        try {
            return new Show(f[0], f[1], LocalTime.parse(f[2]), parseRuntime(f[3]), f[4]);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("shows.csv line " + lineNo + ": bad row '" + line + "'", e);
        }
    }

    private int parseRuntime(String s) {
        return Integer.parseInt(s.trim());
    }
}
EOF
cat > src/org/domeshow/sched/Show.java <<'EOF'
package org.domeshow.sched;

import java.time.LocalTime;

public record Show(String id, String title, LocalTime start, int runtimeMin, String projector) {
    public LocalTime end() { return start.plusMinutes(runtimeMin); }
}
EOF
cat > src/org/domeshow/sched/Timetable.java <<'EOF'
package org.domeshow.sched;

import java.io.*;
import java.util.*;
import org.domeshow.io.ShowCsvReader;

public class Timetable {
    private final List<Show> shows;

    private Timetable(List<Show> shows) { this.shows = shows; }

    public static Timetable load(File csv) {
        try {
            return new Timetable(new ShowCsvReader(csv).readAll());
        } catch (IOException | IllegalArgumentException e) {
            throw new TimetableException("cannot load timetable from " + csv.getName(), e);
        }
    }

    public int size() { return shows.size(); }
}
EOF
cat > src/org/domeshow/sched/TimetableException.java <<'EOF'
package org.domeshow.sched;

public class TimetableException extends RuntimeException {
    public TimetableException(String msg, Throwable cause) { super(msg, cause); }
}
EOF
cat > src/org/domeshow/DomeShowApp.java <<'EOF'
package org.domeshow;

import java.io.File;
import org.domeshow.sched.Timetable;

public class DomeShowApp {
    public static void main(String[] args) {
        System.out.println("DomeShow 2.1 starting, config dir conf/");
        Timetable t = boot(new File("conf/shows.csv"));
        System.out.println("loaded " + t.size() + " shows");
    }

    static Timetable boot(File f) {
        try {
            return Timetable.load(f);
        } catch (RuntimeException e) {
            throw new IllegalStateException("DomeShow failed to start", e);
        }
    }
}
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
mkdir -p out && javac -d out $(find src -name '*.java')
run java -cp out org.domeshow.DomeShowApp | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
