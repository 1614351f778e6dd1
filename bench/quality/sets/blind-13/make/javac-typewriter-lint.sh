#!/usr/bin/env bash
# Typewriter-restoration parts inventory: javac -Xlint:all over ~300 generated model classes, one real error.
P=${WORK:-/home/dev}/ribbonworks
rm -rf "$P"; mkdir -p "$P/src/atelier/ribbon/parts"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > src/atelier/ribbon/parts/Part.java <<'EOF'
package atelier.ribbon.parts;

public abstract class Part {
    @Deprecated
    public int legacyCode() { return 0; }
    public abstract String sku();
    public abstract long priceCents();
}
EOF
makes="Olivetti Remington Underwood Hermes Olympia Adler Smith_Corona Royal Triumph Erika"
kinds="Ribbon Spool Platen Drawband Typebar Escapement Feed_roller Carriage_knob"
for m in $makes; do for k in $kinds; do for v in 1 2 3; do
  c="${m}${k}V${v}"; c=${c//_/}
  {
  echo "package atelier.ribbon.parts;"
  echo "import java.util.*;"
  echo "public class $c extends Part {"
  echo "    private final List compatible = new ArrayList();"
  echo "    public String sku() { return \"${m}-${k}-${v}\".toUpperCase(); }"
  if [ "$c" = "HermesPlatenV3" ]; then
    echo "    public long priceCents() { return \"4200\"; }"
  else
    echo "    public long priceCents() { return ${#c}00L + $v; }"
  fi
  echo "    public int code() { compatible.add(sku()); return legacyCode(); }"
  echo "}"
  } > src/atelier/ribbon/parts/$c.java
done; done; done
echo '$ javac -Xlint:all -Xmaxwarns 5000 -d build $(find src -name "*.java" | sort)'
javac -Xlint:all -Xmaxwarns 5000 -d build $(find src -name "*.java" | sort) 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
