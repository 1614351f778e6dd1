#!/bin/bash
# Museum audio-guide playlist builder: runs, prints progress, then dies with a wrapped exception (Caused by:).
P=${WORK:-/home/dev}/audio-guide
rm -rf $P && mkdir -p $P/src/museum/guide && cd $P
D=src/museum/guide
cat > $D/Stop.java <<'J'
package museum.guide;

public record Stop(String room, String exhibit, String clip, int seconds) {}
J
cat > $D/ClipCatalog.java <<'J'
package museum.guide;

import java.util.HashMap;
import java.util.Map;

public class ClipCatalog {
    private final Map<String, String> durations = new HashMap<>();

    public ClipCatalog() {
        durations.put("egypt-01.mp3", "95");
        durations.put("egypt-02.mp3", "140");
        durations.put("rome-01.mp3", "120");
        durations.put("rome-02.mp3", "2:10");
        durations.put("impress-01.mp3", "180");
        durations.put("impress-02.mp3", "75");
        durations.put("impress-03.mp3", "110");
        durations.put("greek-01.mp3", "130");
        durations.put("greek-02.mp3", "88");
        durations.put("greek-03.mp3", "101");
        durations.put("medieval-01.mp3", "150");
        durations.put("medieval-02.mp3", "64");
        durations.put("egypt-03.mp3", "122");
        durations.put("egypt-04.mp3", "99");
    }

    public int secondsOf(String clip) {
        String raw = durations.get(clip);
        if (raw == null) {
            throw new IllegalArgumentException("clip not in catalog: " + clip);
        }
        return Integer.parseInt(raw);
    }
}
J
cat > $D/PlaylistBuilder.java <<'J'
package museum.guide;

import java.util.ArrayList;
import java.util.List;

public class PlaylistBuilder {
    private final ClipCatalog catalog;
    private final int maxMinutes;

    public PlaylistBuilder(ClipCatalog catalog, int maxMinutes) {
        this.catalog = catalog;
        this.maxMinutes = maxMinutes;
    }

    Stop toStop(String line) {
        String[] f = line.split(";");
        return new Stop(f[0], f[1], f[2], catalog.secondsOf(f[2]));
    }

    public List<Stop> build(List<String> tourLines) {
        List<Stop> stops = new ArrayList<>();
        int total = 0;
        for (String line : tourLines) {
            Stop s;
            try {
                s = toStop(line);
            } catch (NumberFormatException e) {
                throw new PlaylistException("bad duration for tour line '" + line + "'", e);
            }
            total += s.seconds();
            if (total > maxMinutes * 60) break;
            System.out.printf("  + %-10s %-22s %4ds%n", s.room(), s.exhibit(), s.seconds());
            stops.add(s);
        }
        return stops;
    }
}
J
cat > $D/PlaylistException.java <<'J'
package museum.guide;

public class PlaylistException extends RuntimeException {
    public PlaylistException(String msg, Throwable cause) {
        super(msg, cause);
    }
}
J
cat > $D/GuideApp.java <<'J'
package museum.guide;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class GuideApp {
    static final Map<String, List<String>> TOURS = new LinkedHashMap<>();
    static {
        TOURS.put("highlights", List.of(
            "Gallery 2;Book of the Dead;egypt-01.mp3",
            "Gallery 4;Discobolus cast;greek-01.mp3",
            "Gallery 5;Portrait of Augustus;rome-01.mp3",
            "Gallery 7;Lewis chessmen;medieval-01.mp3",
            "Gallery 9;Water lilies;impress-01.mp3"));
        TOURS.put("egypt-deep", List.of(
            "Gallery 2;Book of the Dead;egypt-01.mp3",
            "Gallery 2;Canopic jars;egypt-02.mp3",
            "Gallery 3;Coffin of Nesmin;egypt-03.mp3",
            "Gallery 3;Faience hippo;egypt-04.mp3"));
        TOURS.put("greek-and-medieval", List.of(
            "Gallery 4;Discobolus cast;greek-01.mp3",
            "Gallery 4;Red-figure krater;greek-02.mp3",
            "Gallery 4;Votive relief;greek-03.mp3",
            "Gallery 7;Lewis chessmen;medieval-01.mp3",
            "Gallery 7;Reliquary casket;medieval-02.mp3"));
        TOURS.put("family", List.of(
            "Gallery 2;Book of the Dead;egypt-01.mp3",
            "Gallery 2;Canopic jars;egypt-02.mp3",
            "Gallery 5;Portrait of Augustus;rome-01.mp3",
            "Gallery 5;Mosaic floor from Ostia;rome-02.mp3",
            "Gallery 9;Water lilies;impress-01.mp3"));
        TOURS.put("impressionists", List.of(
            "Gallery 9;Water lilies;impress-01.mp3",
            "Gallery 9;Haystacks;impress-02.mp3",
            "Gallery 9;Dance class;impress-03.mp3"));
    }

    public static void main(String[] args) {
        PlaylistBuilder b = new PlaylistBuilder(new ClipCatalog(), 20);
        for (Map.Entry<String, List<String>> tour : TOURS.entrySet()) {
            System.out.println("Building playlist '" + tour.getKey() + "' (limit 20 min)");
            try {
                List<Stop> stops = b.build(tour.getValue());
                int secs = stops.stream().mapToInt(Stop::seconds).sum();
                System.out.printf("  = %d stops, %d:%02d%n", stops.size(), secs / 60, secs % 60);
            } catch (PlaylistException e) {
                throw new IllegalStateException("playlist '" + tour.getKey() + "' could not be built", e);
            }
        }
        System.out.println("all playlists written");
    }
}
J
mkdir -p out && javac -d out $(find src -name '*.java') && java -cp out museum.guide.GuideApp 2>&1
echo "exit status: $?"
