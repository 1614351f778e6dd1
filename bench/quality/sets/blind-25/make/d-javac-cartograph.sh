#!/usr/bin/env bash
# javac -Xlint:all over a map-tile cartography toolkit: hundreds of lint warnings and a single error.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/cartograph
rm -rf "$P"; mkdir -p "$P/src/net/contourworks/tiles" "$P/out"
layers="Coastline Contour Hillshade Railway Footpath Bridleway Woodland Marsh Quarry Spotheight Trigpoint Boundary Parish Lighthouse Ferry Canal Lock Weir Tunnel Viaduct Cairn Sheepfold Shieling Bothy Ford Stile Waymark Cattlegrid Milestone Gridline"
for L in $layers; do
  for z in 1 2 3 4 5; do
    cat > "$P/src/net/contourworks/tiles/${L}Z$z.java" <<T
package net.contourworks.tiles;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ${L}Z$z implements java.io.Serializable {
    private List features = new ArrayList();
    private Map<String, Integer> counts = new HashMap();

    public void add(Object f) {
        features.add(f);
        counts.put("${L}", new Integer(features.size()));
    }

    public int zoom() { return $z; }
}
T
  done
done
cat > "$P/src/net/contourworks/tiles/TileIndex.java" <<'T'
package net.contourworks.tiles;

import java.util.List;

public class TileIndex {
    public static String key(int zoom, long x, long y) {
        return zoom + "/" + x + "/" + y;
    }

    public static int tilesAcross(int zoom) {
        long n = 1L << zoom;
        return n;
    }
}
T
run d-javac-cartograph "$P" 'javac -Xlint:all -Xmaxwarns 2000 -d out $(find src -name "*.java" | sort)'
