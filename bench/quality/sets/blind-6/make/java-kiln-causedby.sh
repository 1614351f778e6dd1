#!/usr/bin/env bash
# pottery-kiln firing log: a Java program that dies with a "Caused by:" chain
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/kiln-log"
rm -rf "$P"; mkdir -p "$P/src/kiln" "$P/out" "$P/logs"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > src/kiln/Segment.java <<'EOF'
package kiln;

public record Segment(int rampPerHour, int targetC, int holdMinutes) {
    public static Segment parse(String text) {
        String[] f = text.trim().split("/");
        return new Segment(Integer.parseInt(f[0].trim()), Integer.parseInt(f[1].trim()), Integer.parseInt(f[2].trim()));
    }
}
EOF
cat > src/kiln/FiringSchedule.java <<'EOF'
package kiln;

import java.util.ArrayList;
import java.util.List;

public class FiringSchedule {
    private final String name;
    private final List<Segment> segments = new ArrayList<>();

    public FiringSchedule(String name) {
        this.name = name;
    }

    public void add(Segment s) {
        segments.add(s);
    }

    public double totalHours(int startC) {
        double hours = 0;
        int temp = startC;
        for (Segment s : segments) {
            hours += Math.abs(s.targetC() - temp) / (double) s.rampPerHour();
            hours += s.holdMinutes() / 60.0;
            temp = s.targetC();
        }
        return hours;
    }

    public int peakC() {
        return segments.stream().mapToInt(Segment::targetC).max().orElse(0);
    }

    public int segmentCount() {
        return segments.size();
    }

    public String name() {
        return name;
    }
}
EOF
cat > src/kiln/ScheduleLoadException.java <<'EOF'
package kiln;

public class ScheduleLoadException extends Exception {
    public ScheduleLoadException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF
cat > src/kiln/ScheduleLoader.java <<'EOF'
package kiln;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public class ScheduleLoader {
    public FiringSchedule load(Path file) throws ScheduleLoadException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        FiringSchedule schedule = new FiringSchedule(file.getFileName().toString());
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try {
                schedule.add(Segment.parse(line));
            } catch (RuntimeException e) {
                throw new ScheduleLoadException(file + ":" + lineNo + ": cannot parse segment '" + line + "'", e);
            }
        }
        return schedule;
    }
}
EOF
cat > src/kiln/FiringLog.java <<'EOF'
package kiln;

import java.nio.file.Path;
import java.time.LocalTime;
import java.util.List;

public class FiringLog {
    private final ScheduleLoader loader = new ScheduleLoader();

    void log(String level, String msg) {
        System.out.printf("%s [%-5s] %s%n", LocalTime.of(6, 0).plusMinutes(msg.length()), level, msg);
    }

    public void planWeek(List<Path> files) {
        for (Path f : files) {
            FiringSchedule s;
            try {
                s = loader.load(f);
            } catch (ScheduleLoadException e) {
                throw new IllegalStateException("kiln plan aborted while loading " + f.getFileName(), e);
            }
            log("DEBUG", "loaded " + f + " (" + s.segmentCount() + " segments)");
            log("INFO", String.format("%s: peak %d C, %.1f h from 20 C", s.name(), s.peakC(), s.totalHours(20)));
        }
    }

    public static void main(String[] args) {
        FiringLog fl = new FiringLog();
        fl.log("INFO", "loading firing schedules for kiln 'Skutt KM-1027'");
        fl.planWeek(List.of(Path.of("schedules/bisque-cone04.txt"), Path.of("schedules/glaze-cone6.txt"),
                Path.of("schedules/raku.txt"), Path.of("schedules/saggar.txt"), Path.of("schedules/pit-candle.txt"),
                Path.of("schedules/porcelain-cone10.txt"), Path.of("schedules/lustre-cone018.txt"),
                Path.of("schedules/crystalline-cone9.txt"), Path.of("schedules/slow-cool-cone6.txt"),
                Path.of("schedules/decal-cone016.txt")));
        fl.log("INFO", "week planned");
    }
}
EOF
mkdir -p schedules
cat > schedules/bisque-cone04.txt <<'EOF'
# ramp C/h / target C / hold min
80/120/60
100/600/0
150/1060/10
EOF
cat > schedules/glaze-cone6.txt <<'EOF'
120/600/0
200/1170/0
80/1222/15
EOF
cat > schedules/raku.txt <<'EOF'
300/980/5
EOF
cat > schedules/saggar.txt <<'EOF'
60/300/30
120/900/20
EOF
cat > schedules/pit-candle.txt <<'EOF'
40/95/240
EOF
cat > schedules/porcelain-cone10.txt <<'EOF'
80/200/60
150/1000/0
100/1285/20
EOF
cat > schedules/lustre-cone018.txt <<'EOF'
100/500/0
150/740/10
EOF
cat > schedules/slow-cool-cone6.txt <<'EOF'
150/1200/0
60/1222/10
100/800/30
EOF
cat > schedules/decal-cone016.txt <<'EOF'
150/790/10
EOF
cat > schedules/crystalline-cone9.txt <<'EOF'
200/600/0
300/1260/10
# crash cool then hold for crystal growth
-999/1080/180
50/1090/2h
EOF
javac -d out $(find src -name '*.java' | sort)
java -cp out kiln.FiringLog 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
