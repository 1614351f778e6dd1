#!/usr/bin/env bash
# train-model layout checker: javac over several files with compile errors
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/layout-checker"
rm -rf "$P"; mkdir -p "$P/src/layout" "$P/out"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > src/layout/TrackPiece.java <<'EOF'
package layout;

public abstract class TrackPiece {
    protected final String id;
    protected final Gauge gauge;

    protected TrackPiece(String id, Gauge gauge) {
        this.id = id;
        this.gauge = gauge;
    }

    public abstract double lengthMm();

    public abstract int exits();

    public String getId() {
        return id;
    }

    public Gauge getGauge() {
        return gauge;
    }
}
EOF
cat > src/layout/Gauge.java <<'EOF'
package layout;

public enum Gauge {
    Z(6.5), N(9.0), TT(12.0), HO(16.5), O(32.0);

    private final double trackMm;

    Gauge(double trackMm) {
        this.trackMm = trackMm;
    }

    public double trackMm() {
        return trackMm;
    }
}
EOF
cat > src/layout/Straight.java <<'EOF'
package layout;

public class Straight extends TrackPiece {
    private final double length;

    public Straight(String id, Gauge gauge, double length) {
        super(id, gauge);
        this.length = length;
    }

    @Override
    public double lengthMm() {
        return length;
    }

    @Override
    public int exits() {
        return 2;
    }
}
EOF
cat > src/layout/Curve.java <<'EOF'
package layout;

public class Curve extends TrackPiece {
    private final double radius;
    private final double degrees;

    public Curve(String id, Gauge gauge, double radius, double degrees) {
        super(id, gauge);
        this.radius = radius;
        this.degrees = degrees;
    }

    @Override
    public double lengthMm() {
        return Math.toRadians(degrees) * radius;
    }

    public double radiusMm() {
        return radius;
    }
}
EOF
cat > src/layout/Turnout.java <<'EOF'
package layout;

import java.util.List;

public class Turnout extends TrackPiece {
    public enum Hand { LEFT, RIGHT, WYE }

    private final Hand hand;
    private final double divergingRadius;

    public Turnout(String id, Gauge gauge, Hand hand, double divergingRadius) {
        super(id, gauge);
        this.hand = hand;
        this.divergingRadius = divergingRadius;
    }

    @Override
    public double lengthMm() {
        return 168.9;
    }

    @Override
    public int exits() {
        return 3;
    }

    public List<String> routes() {
        return List.of("straight", hand == Hand.WYE ? "left" : "diverging");
    }

    public double divergingRadiusMm() {
        return divergingRadius;
    }
}
EOF
cat > src/layout/Layout.java <<'EOF'
package layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Layout {
    private final List<TrackPiece> pieces = new ArrayList<>();
    private final Map<String, List<String>> joins = new HashMap<>();

    public void add(TrackPiece piece) {
        pieces.add(piece);
        joins.put(piece.getId(), new ArrayList<>());
    }

    public void join(String a, String b) {
        joins.get(a).add(b);
        joins.get(b).add(a);
    }

    public double totalLengthMm() {
        double total = 0;
        for (TrackPiece p : pieces) {
            total += p.lengthMm();
        }
        return total;
    }

    public List<String> openEnds() {
        List<String> open = new ArrayList<>();
        for (TrackPiece p : pieces) {
            int used = joins.get(p.getId()).size();
            if (used < p.exits()) {
                open.add(p.getId());
            }
        }
        return open;
    }

    public Optional<TrackPiece> find(String id) {
        return pieces.stream().filter(p -> p.getId().equals(id)).findFirst();
    }
}
EOF
cat > src/layout/Checker.java <<'EOF'
package layout;

import java.util.ArrayList;
import java.util.List;

public class Checker {
    public static final double MIN_RADIUS_HO = 358.0;

    private final Layout layout;

    public Checker(Layout layout) {
        this.layout = layout;
    }

    public List<String> problems(List<TrackPiece> pieces) {
        List<String> out = new ArrayList<>();
        Gauge first = pieces.get(0).getGauge();
        for (TrackPiece p : pieces) {
            if (p.getGauge() != first) {
                out.add(p.getId() + ": mixed gauge " + p.getGauge());
            }
            if (p instanceof Curve c && c.radiusMm() < MIN_RADIUS_HO) {
                out.add(p.getId() + ": radius " + c.radiusMm() + " below minimum");
            }
            if (p instanceof Turnout t) {
                int radius = t.divergingRadiusMm();
                if (radius < MIN_RADIUS_HO) {
                    out.add(p.getId() + ": tight turnout");
                }
            }
        }
        for (String end : layout.openEnds()) {
            out.add(end + ": open end");
        }
        return out;
    }

    public String summary(List<TrackPiece> pieces) {
        List<String> found = problems(pieces);
        String verdict = found.isEmpty() ? "OK" : found.size() + " problem(s)";
        return String.format("%d pieces, %.1f m, %s", pieces.size(), layout.totalLengthMm() / 1000, verdict);
    }
}
EOF
cat > src/layout/Main.java <<'EOF'
package layout;

import java.util.List;

public class Main {
    public static void main(String[] args) {
        Layout layout = new Layout();
        List<TrackPiece> pieces = List.of(
            new Straight("S1", Gauge.HO, 228.6),
            new Curve("C1", Gauge.HO, 457.2, 22.5),
            new Curve("C2", Gauge.HO, 305.0, 30.0),
            new Turnout("T1", Gauge.HO, Turnout.Hand.LEFT, 457.2),
            new Straight("S2", Gauge.N, 111.0)
        );
        pieces.forEach(layout::add);
        layout.join("S1", "C1");
        layout.join("C1", "T1");
        Checker checker = new Checker(layout);
        System.out.println(checker.summary(pieces));
        layout.find("T1").ifPresent(t -> System.out.println(t.routes()));
    }
}
EOF
cat > src/layout/PowerDistrict.java <<'EOF'
package layout;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

public class PowerDistrict implements Serializable {
    private final String name;
    private final List blocks = new ArrayList();
    private double maxAmps;

    public PowerDistrict(String name, double maxAmps) {
        this.name = name;
        this.maxAmps = maxAmps;
    }

    public void addBlock(String block) {
        blocks.add(block);
    }

    public int blockCount() {
        return blocks.size();
    }

    public String label(int locos) {
        String load;
        switch (locos) {
            case 0:
                load = "idle";
            case 1:
            case 2:
                load = "normal";
                break;
            default:
                load = "heavy";
        }
        return name + " (" + load + ")";
    }

    public boolean overloaded(List<Double> drawAmps) {
        double sum = 0;
        for (Double a : drawAmps) {
            sum += a;
        }
        return sum > maxAmps;
    }

    public int inspectedYear() {
        return new Date().getYear() + 1900;
    }
}
EOF
cat > src/layout/Signal.java <<'EOF'
package layout;

public class Signal {
    public enum Aspect { RED, YELLOW, DOUBLE_YELLOW, GREEN }

    private final String protects;
    private Aspect aspect = Aspect.RED;

    public Signal(String protects) {
        this.protects = protects;
    }

    public Aspect next(boolean blockAheadClear, Aspect aheadAspect) {
        if (!blockAheadClear) {
            return Aspect.RED;
        }
        switch (aheadAspect) {
            case RED:
                return Aspect.YELLOW;
            case YELLOW:
                return Aspect.DOUBLE_YELLOW;
            default:
                return Aspect.GREEN;
        }
    }

    public void set(Aspect a) {
        aspect = a;
    }

    public String describe() {
        return protects + " shows " + aspect.name().toLowerCase;
    }

    public boolean permits(Train train) {
        return aspect != Aspect.RED;
    }
}
EOF
javac -Xlint:all -d out $(find src -name '*.java' | sort) 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
