#!/usr/bin/env bash
# javac of a sitar-school lesson booking app with several compile errors
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/sitarschool
rm -rf "$P"; mkdir -p "$P/src/org/sitarschool/booking" "$P/src/org/sitarschool/model"; cd "$P"
cat > src/org/sitarschool/model/Lesson.java <<'T'
package org.sitarschool.model;

import java.time.LocalDateTime;

public class Lesson {
    private final String student;
    private final Raga raga;
    private final LocalDateTime start;
    private final int minutes;

    public Lesson(String student, Raga raga, LocalDateTime start, int minutes) {
        this.student = student;
        this.raga = raga;
        this.start = start;
        this.minutes = minutes;
    }

    public String getStudent() { return student; }
    public Raga getRaga() { return raga; }
    public LocalDateTime getStart() { return start; }
    public int getMinutes() { return minutes; }
    public LocalDateTime getEnd() { return start.plusMinutes(minutes); }
}
T
cat > src/org/sitarschool/model/Raga.java <<'T'
package org.sitarschool.model;

public enum Raga {
    YAMAN("evening"), BHAIRAV("dawn"), KAFI("night"), DESH("monsoon");

    private final String time;
    Raga(String time) { this.time = time; }
    public String time() { return time; }
}
T
cat > src/org/sitarschool/booking/Timetable.java <<'T'
package org.sitarschool.booking;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.sitarschool.model.Lesson;
import org.sitarschool.model.Raga;

public class Timetable {
    private final List<Lesson> lessons = new ArrayList<>();
    private final int roomCount;

    public Timetable(int roomCount) {
        this.roomCount = roomCount;
    }

    public boolean book(Lesson lesson) throws ClashException {
        for (Lesson other : lessons) {
            if (overlaps(other, lesson)) {
                throw new ClashException(other, lesson);
            }
        }
        lessons.add(lesson);
        return true;
    }

    private boolean overlaps(Lesson a, Lesson b) {
        return a.getStart().isBefore(b.getEnd()) && b.getStart().isBefore(a.getEnd());
    }

    public Map<Raga, Integer> minutesByRaga() {
        return lessons.stream()
            .collect(Collectors.groupingBy(Lesson::getRaga, Collectors.summingInt(Lesson::getMinutes)));
    }

    public Optional<Lesson> next(LocalDateTime now) {
        return lessons.stream().filter(l -> l.getStart().isAfter(now)).min(Lesson::getStart);
    }

    public List<String> students() {
        List<String> names = lessons.stream().map(Lesson::getStudent).distinct();
        return names;
    }

    public int freeRooms(LocalDateTime at) {
        long busy = lessons.stream().filter(l -> !at.isBefore(l.getStart()) && at.isBefore(l.getEnd())).count();
        return roomCount - busy;
    }
}
T
cat > src/org/sitarschool/booking/ClashException.java <<'T'
package org.sitarschool.booking;

import org.sitarschool.model.Lesson;

public class ClashException extends Exception {
    public ClashException(Lesson existing, Lesson wanted) {
        super(wanted.getStudent() + " clashes with " + existing.getStudent() + " at " + existing.getStart());
    }
}
T
cat > src/org/sitarschool/booking/BookingDesk.java <<'T'
package org.sitarschool.booking;

import java.time.LocalDateTime;
import org.sitarschool.model.Lesson;
import org.sitarschool.model.Raga;

public class BookingDesk {
    private final Timetable timetable = new Timetable(3);

    public void bookEvening(String student, LocalDateTime day) {
        Lesson l = new Lesson(student, Raga.YAMAN, day.withHour(19), 45);
        timetable.book(l);
    }

    public String describe(Lesson l) {
        return l.getStudent() + " studies " + l.getRaga().name().toLowerCase() + " (" + l.getRaga().timeOfDay() + ")";
    }

    public static void main(String[] args) {
        BookingDesk desk = new BookingDesk();
        desk.bookEvening("Anaya", LocalDateTime.now());
        String rooms = desk.timetable.freeRooms(LocalDateTime.now());
        System.out.println(rooms);
    }
}
T
mkdir -p out
run "javac -d out \$(find src -name '*.java' | sort)" | neutral
