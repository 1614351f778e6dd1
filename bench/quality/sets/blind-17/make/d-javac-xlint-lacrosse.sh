#!/usr/bin/env bash
# javac -Xlint:all of a lacrosse league stats service: hundreds of lint warnings (raw types, unchecked, deprecation, fallthrough) and one error
set -u
WORK=${WORK:-/home/dev}
P=$WORK/lacrosse-league
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random
random.seed(5150)
teams = ["Ravens","Otters","Hornets","Badgers","Comets","Falcons","Wolves","Pumas","Herons","Bisons","Lynx","Vipers",
         "Ospreys","Stags","Coyotes","Marlins","Bulldogs","Kestrels","Mustangs","Grizzlies","Pelicans","Jaguars","Foxes","Cobras"]
kinds = ["Roster","Scoring","Faceoffs","Penalties","Goalies"]
os.makedirs("src/league/core", exist_ok=True)
open("src/league/core/Stat.java","w").write("""package league.core;

public abstract class Stat {
    @Deprecated
    public int legacyTotal() { return 0; }
    public abstract int value();
}
""")
n = 0
for t in teams[:16]:
    pkg = t.lower()
    os.makedirs(f"src/league/{pkg}", exist_ok=True)
    for k in kinds:
        n += 1
        cls = f"{t}{k}"
        body = [f"package league.{pkg};", "", "import java.util.*;", "import league.core.Stat;", "",
                f"public class {cls} extends Stat implements java.io.Serializable {{",
                f"    private List players = new ArrayList();", f"    private Map goalsByPlayer = new HashMap();", ""]
        body += ["    public void add(String name, int goals) {", "        players.add(name);", "        goalsByPlayer.put(name, goals);", "    }", ""]
        body += ["    public int value() {", "        int total = legacyTotal();", "        for (Object p : players) total += (Integer) goalsByPlayer.get(p);", "        return total;", "    }", ""]
        body += ["    public String period(int q) {", "        String s = \"\";", "        switch (q) {", "            case 1: s += \"Q1\";", "            case 2: s += \"Q2\"; break;", "            default: s = \"OT\";", "        }", "        return s;", "    }", ""]
        body += ["    public List<String> sorted() {", "        List<String> copy = (List<String>) new ArrayList(players);", "        Collections.sort(copy);", "        return copy;", "    }"]
        if t == "Marlins" and k == "Faceoffs":
            body += ["", "    public double winRate(int won, int taken) {", "        int pct = taken == 0 ? 0 : won * 100.0 / taken;", "        return pct;", "    }"]
        body += ["}"]
        open(f"src/league/{pkg}/{cls}.java","w").write("\n".join(body) + "\n")
PY
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ javac -Xlint:all -Xmaxwarns 2000 -d out $(find src -name "*.java" | sort)'; javac -Xlint:all -Xmaxwarns 2000 -d out $(find src -name "*.java" | sort) 2>&1; echo "exit status: $?"; } | neutral
