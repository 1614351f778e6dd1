#!/usr/bin/env bash
# A jet-ski rental booking app crashes at start-up: nested exceptions with "Caused by:" and "... N more".
source "$(dirname "$0")/d-lib.sh"
P=$WORK/jetski
rm -rf "$P"; mkdir -p "$P/src/io/wavehire/booking" "$P/src/io/wavehire/fleet" "$P/out" "$P/conf"
cat > "$P/conf/fleet.csv" <<'T'
hull,model,engine_hours,max_riders
WH-01,Stormrider 1800,412,2
WH-02,Stormrider 1800,388,2
WH-03,Tidecutter 300,1290,3
WH-04,Tidecutter 300,n/a,3
WH-05,Minnow 90,77,1
T
cat > "$P/src/io/wavehire/fleet/Craft.java" <<'T'
package io.wavehire.fleet;

public record Craft(String hull, String model, int engineHours, int maxRiders) {
    public boolean needsService() { return engineHours >= 1200; }
}
T
cat > "$P/src/io/wavehire/fleet/FleetLoader.java" <<'T'
package io.wavehire.fleet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public final class FleetLoader {
    private final Path csv;

    public FleetLoader(Path csv) { this.csv = csv; }

    public List<Craft> load() {
        List<String> lines;
        try {
            lines = Files.readAllLines(csv);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Craft> fleet = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            fleet.add(parseRow(lines.get(i), i + 1));
        }
        return fleet;
    }

    private Craft parseRow(String row, int lineNo) {
        String[] f = row.split(",");
        try {
            return new Craft(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]));
        } catch (NumberFormatException e) {
            throw new FleetFormatException(csv.getFileName() + " line " + lineNo + ": bad number in row '" + row + "'", e);
        }
    }
}
T
cat > "$P/src/io/wavehire/fleet/FleetFormatException.java" <<'T'
package io.wavehire.fleet;

public class FleetFormatException extends RuntimeException {
    public FleetFormatException(String msg, Throwable cause) { super(msg, cause); }
}
T
cat > "$P/src/io/wavehire/booking/BookingService.java" <<'T'
package io.wavehire.booking;

import io.wavehire.fleet.Craft;
import io.wavehire.fleet.FleetLoader;
import java.nio.file.Path;
import java.util.List;

public class BookingService {
    private final List<Craft> fleet;

    public BookingService(Path fleetCsv) {
        try {
            this.fleet = new FleetLoader(fleetCsv).load();
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot start booking service: fleet register unreadable", e);
        }
    }

    public long available(int riders) {
        return fleet.stream().filter(c -> c.maxRiders() >= riders && !c.needsService()).count();
    }
}
T
cat > "$P/src/io/wavehire/booking/App.java" <<'T'
package io.wavehire.booking;

import java.nio.file.Path;

public class App {
    static BookingService boot(String confDir) {
        return new BookingService(Path.of(confDir, "fleet.csv"));
    }

    public static void main(String[] args) {
        BookingService svc = boot(args.length > 0 ? args[0] : "conf");
        System.out.println("craft free for 2 riders: " + svc.available(2));
    }
}
T
( cd "$P" && javac -d out $(find src -name '*.java') )
run d-java-jetski-causedby "$P" java -cp out io.wavehire.booking.App conf
