#!/usr/bin/env bash
# A small theatre-booking importer (plain javac/java) that prints progress and then dies
# with a stack trace that has two "Caused by:" sections.
NAME=java-caused-by; . "$(dirname "$0")/_lib.sh"; setup_project boxoffice
mkdir -p src/org/boxoffice/io src/org/boxoffice/core data
cat > src/org/boxoffice/core/Seat.java <<'EOF'
package org.boxoffice.core;

public record Seat(char row, int number) {
    public static Seat parse(String code) {
        String c = code.trim().toUpperCase();
        if (c.length() < 2 || !Character.isLetter(c.charAt(0))) {
            throw new IllegalArgumentException("bad seat code '" + code + "'");
        }
        return new Seat(c.charAt(0), Integer.parseInt(c.substring(1)));
    }
}
EOF
cat > src/org/boxoffice/core/SeatMap.java <<'EOF'
package org.boxoffice.core;

import java.util.HashMap;
import java.util.Map;

public class SeatMap {
    private final int rows;
    private final int perRow;
    private final Map<Seat, String> taken = new HashMap<>();

    public SeatMap(int rows, int perRow) {
        this.rows = rows;
        this.perRow = perRow;
    }

    public void book(Seat seat, String customer) {
        if (seat.row() - 'A' >= rows || seat.number() < 1 || seat.number() > perRow) {
            throw new IndexOutOfBoundsException("seat " + seat + " outside " + rows + "x" + perRow);
        }
        String prev = taken.putIfAbsent(seat, customer);
        if (prev != null) {
            throw new IllegalStateException(seat + " already booked by " + prev);
        }
    }

    public int free() {
        return rows * perRow - taken.size();
    }
}
EOF
cat > src/org/boxoffice/io/BookingImportException.java <<'EOF'
package org.boxoffice.io;

public class BookingImportException extends Exception {
    public BookingImportException(String message, Throwable cause) {
        super(message, cause);
    }
}
EOF
cat > src/org/boxoffice/io/BookingFile.java <<'EOF'
package org.boxoffice.io;

import org.boxoffice.core.Seat;
import org.boxoffice.core.SeatMap;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public class BookingFile {
    public static int importInto(Path file, SeatMap map) throws IOException, BookingImportException {
        List<String> lines = Files.readAllLines(file);
        int n = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] parts = line.split(";");
            try {
                for (String code : parts[1].split(",")) {
                    map.book(Seat.parse(code), parts[0]);
                    n++;
                }
            } catch (RuntimeException e) {
                throw new BookingImportException(file.getFileName() + " line " + (i + 1) + ": cannot book for " + parts[0], e);
            }
            System.out.printf("[import] %-10s %s%n", parts[0], parts[1]);
        }
        return n;
    }
}
EOF
cat > src/org/boxoffice/Main.java <<'EOF'
package org.boxoffice;

import org.boxoffice.core.SeatMap;
import org.boxoffice.io.BookingFile;
import org.boxoffice.io.BookingImportException;
import java.nio.file.Path;

public class Main {
    static void loadShow(String show, Path file) {
        SeatMap map = new SeatMap(12, 20);
        try {
            int n = BookingFile.importInto(file, map);
            System.out.printf("[show] %s: %d seats booked, %d free%n", show, n, map.free());
        } catch (Exception e) {
            throw new IllegalStateException("could not load bookings for show '" + show + "'", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("[boot] boxoffice 2.3.0, java " + System.getProperty("java.specification.version"));
        loadShow("Hamlet (Wed)", Path.of("data/hamlet-wed.txt"));
        loadShow("Hamlet (Thu)", Path.of("data/hamlet-thu.txt"));
        loadShow("Hamlet (Fri)", Path.of("data/hamlet-fri.txt"));
        loadShow("Hamlet (Sat)", Path.of("data/hamlet-sat.txt"));
        loadShow("Hamlet (Sun matinee)", Path.of("data/hamlet-sun.txt"));
        System.out.println("[boot] all shows loaded");
    }
}
EOF
python3 - <<'EOF'
import random
names = ["okafor", "lindqvist", "ramirez", "chen", "nguyen", "patel", "brennan", "haddad", "kowalski",
         "moreau", "schmidt", "yamamoto", "silva", "novak", "oconnor", "fischer", "ivanova", "dubois",
         "rossi", "kim", "larsen", "mensah", "garcia", "tanaka", "walsh", "horvat", "ahmed", "berg"]
for show, seed in [("wed", 1), ("thu", 2), ("fri", 3), ("sun", 5)]:
    rng = random.Random(seed)
    free = [f"{r}{n}" for r in "ABCDEFGHIJKL" for n in range(1, 21)]
    rng.shuffle(free)
    with open(f"data/hamlet-{show}.txt", "w") as f:
        f.write("# customer;seats\n")
        for name in rng.sample(names, 22):
            k = rng.randint(1, 4)
            f.write(f"{name};{','.join(free[:k])}\n")
            del free[:k]
EOF
cat > data/hamlet-sat.txt <<'EOF'
# customer;seats
okafor;A1,A2
patel;F3,F4
brennan;G11
haddad;H5,H6
kowalski;J1,J2
moreau;K9
silva;C4,C5,C6
novak;B14
oconnor;L19,L20
fischer;E1,E2,E3,E4
ivanova;D8
dubois;H7
rossi;G1,G2
kim;K10,K11
larsen;J15
# late web orders
mensah;F9,F10
schmidt;A2
yamamoto;L1,L2
garcia;C17
EOF
javac -d out $(find src -name '*.java' | sort)
capture "java -cp out org.boxoffice.Main; echo \"exit status: \$?\""
