#!/bin/bash
# javac -Xlint:all over a fishing-trawler catch-log app: many lint warnings, then errors in two files
set -u
WORK=${WORK:-/home/dev}
P=$WORK/catchlog
rm -rf "$P"; mkdir -p "$P/src/org/catchlog/model" "$P/src/org/catchlog/quota" "$P/src/org/catchlog/report" "$P/out"
cat > "$P/src/org/catchlog/model/Haul.java" <<'EOF'
package org.catchlog.model;

import java.io.Serializable;
import java.time.Instant;

public class Haul implements Serializable {
    public final String species;
    public final double kg;
    public final int ices;   // ICES rectangle number
    public final Instant landed;
    public Haul(String species, double kg, int ices, Instant landed) {
        this.species = species; this.kg = kg; this.ices = ices; this.landed = landed;
    }
}
EOF
cat > "$P/src/org/catchlog/model/Vessel.java" <<'EOF'
package org.catchlog.model;

import java.util.*;

public class Vessel implements Cloneable {
    public String callsign;
    public List hauls = new ArrayList();
    public Vessel(String callsign) { this.callsign = callsign; }
    public void log(Haul h) { hauls.add(h); }
    @Override public Object clone() { try { return super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); } }
    @Override public boolean equals(Object o) { return o instanceof Vessel v && v.callsign.equals(callsign); }
}
EOF
for sp in Cod Haddock Plaice Sole Hake Monkfish Whiting Saithe Mackerel Herring Nephrops Turbot; do
cat > "$P/src/org/catchlog/quota/${sp}Quota.java" <<EOF
package org.catchlog.quota;

import java.util.*;
import org.catchlog.model.*;

public class ${sp}Quota extends Quota {
    public ${sp}Quota(double tonnes) { super("${sp}", tonnes); }

    @Override
    public double used(Vessel v) {
        double sum = 0;
        for (Object o : v.hauls) {
            Haul h = (Haul) o;
            if (h.species.equals(name)) sum += h.kg / 1000.0;
        }
        return sum;
    }

    public List<String> rectangles(Vessel v) {
        List seen = new ArrayList();
        for (Object o : v.hauls) seen.add(((Haul) o).ices);
        return seen;
    }

    @Deprecated
    public double legacyRemaining(Vessel v) { return tonnes - used(v); }
}
EOF
done
cat > "$P/src/org/catchlog/quota/Quota.java" <<'EOF'
package org.catchlog.quota;

import org.catchlog.model.Vessel;

public abstract class Quota {
    protected final String name;
    protected final double tonnes;
    protected Quota(String name, double tonnes) { this.name = name; this.tonnes = tonnes; }
    public abstract double used(Vessel v);
    public double remaining(Vessel v) { return tonnes - used(v); }
    public String name() { return name; }
}
EOF
cat > "$P/src/org/catchlog/report/LandingReport.java" <<'EOF'
package org.catchlog.report;

import java.util.*;
import org.catchlog.model.*;
import org.catchlog.quota.*;

public class LandingReport {
    private final List<Quota> quotas = new ArrayList<>();

    public LandingReport() {
        quotas.add(new CodQuota(42.5));
        quotas.add(new HakeQuota(18));
        quotas.add(new NephropsQuota(7.25));
    }

    public String render(Vessel v) {
        StringBuilder sb = new StringBuilder("Landings for " + v.callsign + "\n");
        for (Quota q : quotas) {
            double left = q.remaining(v);
            sb.append(String.format("%-10s %8.3f t left%n", q.name(), left));
            if (q instanceof CodQuota cq) sb.append("  legacy: ").append(cq.legacyRemaining(v)).append('\n');
        }
        int total = v.hauls.stream().mapToDouble(h -> h.kg).sum();
        return sb.toString();
    }

    public Optional<Quota> tightest(Vessel v) {
        return quotas.stream().min(Comparator.comparingDouble(q -> q.remaining(v)));
    }
}
EOF
cat > "$P/src/org/catchlog/report/Export.java" <<'EOF'
package org.catchlog.report;

import java.io.*;
import java.util.*;
import org.catchlog.model.*;

public class Export {
    public void toCsv(Vessel v, Writer w) {
        for (Object o : v.hauls) {
            Haul h = (Haul) o;
            w.write(h.species + ";" + h.kg + ";" + h.ices + "\n");
        }
    }

    public void toLogbook(Vessel v, File f) throws IOException {
        try (PrintWriter pw = new PrintWriter(f)) {
            pw.println(v.callsign);
            pw.println(v.skipper);
        }
    }
}
EOF
cd "$P"
{
echo '$ javac -Xlint:all -Xmaxwarns 200 -d out $(find src -name "*.java" | sort)'
timeout 120 javac -Xlint:all -Xmaxwarns 200 -d out $(find src -name "*.java" | sort) 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
