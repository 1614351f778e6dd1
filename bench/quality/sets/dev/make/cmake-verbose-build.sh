#!/usr/bin/env bash
# Toy C library "geokit" (map projections, geodesy and tile math; ~200 source files, a CLI and
# tests) built with CMake; one file has an error. Runs
# `cmake -S . -B build && cmake --build build -- -k VERBOSE=1`.
# Usage: WORKDIR=<scratch dir> bash make/cmake-verbose-build.sh > outputs/cmake-verbose-build.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/geokit"
neutral() { sed -e "s#$P#/home/dev/geokit#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/include/geokit" "$P/src" "$P/tools" "$P/tests"; cd "$P"

cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(geokit VERSION 0.7.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
add_compile_options(-Wall -Wextra)

file(GLOB_RECURSE GEOKIT_SOURCES CONFIGURE_DEPENDS src/*.c)
list(SORT GEOKIT_SOURCES)
add_library(geokit STATIC ${GEOKIT_SOURCES})
target_include_directories(geokit PUBLIC include)
target_link_libraries(geokit PUBLIC m)

add_executable(gk tools/gk.c)
target_link_libraries(gk PRIVATE geokit)

enable_testing()
foreach(t test_proj test_tiles test_geodesic)
  add_executable(${t} tests/${t}.c)
  target_link_libraries(${t} PRIVATE geokit)
  add_test(NAME ${t} COMMAND ${t})
endforeach()
EOF

cat > include/geokit/geokit.h <<'EOF'
#ifndef GEOKIT_H
#define GEOKIT_H
#include <stddef.h>

#define GK_PI 3.14159265358979323846
#define GK_DEG2RAD (GK_PI / 180.0)
#define GK_WGS84_A 6378137.0
#define GK_WGS84_F (1.0 / 298.257223563)

typedef struct { double lat, lon; } gk_latlon;
typedef struct { double x, y; } gk_xy;
typedef struct { int z; unsigned x, y; } gk_tile;

typedef struct gk_projection {
    const char *name;
    int (*forward)(const struct gk_projection *, gk_latlon, gk_xy *);
    int (*inverse)(const struct gk_projection *, gk_xy, gk_latlon *);
    double params[8];
} gk_projection;

const gk_projection *gk_find_projection(const char *name);
double gk_distance_haversine(gk_latlon a, gk_latlon b);
double gk_distance_vincenty(gk_latlon a, gk_latlon b, int *iterations);
gk_tile gk_tile_for(gk_latlon p, int zoom);
gk_latlon gk_tile_origin(gk_tile t);
#endif
EOF

# projection modules: one forward/inverse pair per file
for name in mercator web_mercator transverse_mercator utm lambert_conformal_conic albers_equal_area \
            equirectangular plate_carree azimuthal_equidistant stereographic polar_stereographic \
            orthographic gnomonic sinusoidal mollweide robinson winkel_tripel eckert_iv \
            cassini bonne miller gall_peters lambert_azimuthal krovak swiss_oblique_mercator \
            new_zealand_map_grid hotine_oblique_mercator polyconic van_der_grinten natural_earth; do
  mkdir -p src/proj
  if [ "$name" = "swiss_oblique_mercator" ]; then
    cat > src/proj/$name.c <<'EOF'
#include <math.h>
#include "geokit/geokit.h"

/* Swiss oblique Mercator (EPSG:2056) following swisstopo's approximate formulas. */
static int fwd(const gk_projection *p, gk_latlon ll, gk_xy *out) {
    double phi = (ll.lat * 3600.0 - 169028.66) / 10000.0;
    double lam = (ll.lon * 3600.0 - 26782.5) / 10000.0;
    out->x = p->params[0] + 211455.93 * lam - 10938.51 * lam * phi - 0.36 * lam * phi * phi - 44.54 * pow(lam, 3);
    out->y = p->params[1] + 308807.95 + 3745.25 * lam * lam + 76.63 * phi * phi - 194.56 * lam * lam * phi + 119.79 * pow(phi, 3);
    return 0;
}

static int inv(const gk_projection *p, gk_xy xy, gk_latlon *out) {
    double y = (xy.x - p->params[0]) / 1000000.0;
    double x = (xy.y - p->params[1]) / 1000000.0;
    out->lat = (16.9023892 + 3.238272 * x - 0.270978 * y * y - 0.002528 * x * x) * 100.0 / 36.0;
    out->lon = (2.6779094 + 4.728982 * y + 0.791484 * y * x + 0.1306 * y * x * x) * 100.0 / 36.0;
    return 0;
}

const gk_projection gk_proj_swiss_oblique_mercator = {
    .name = "swiss_oblique_mercator",
    .forward = fwd,
    .inverse = inv,
    .params = { 2600000.0, 1200000.0 },
    .datum = "CH1903+",
};
EOF
  else
    cat > src/proj/$name.c <<EOF
#include <math.h>
#include "geokit/geokit.h"

static int fwd(const gk_projection *p, gk_latlon ll, gk_xy *out) {
    double k = p->params[0] != 0.0 ? p->params[0] : 1.0;
    out->x = GK_WGS84_A * k * (ll.lon - p->params[1]) * GK_DEG2RAD;
    out->y = GK_WGS84_A * k * log(tan(GK_PI / 4.0 + ll.lat * GK_DEG2RAD / 2.0));
    return isfinite(out->y) ? 0 : -1;
}

static int inv(const gk_projection *p, gk_xy xy, gk_latlon *out) {
    double k = p->params[0] != 0.0 ? p->params[0] : 1.0;
    out->lon = xy.x / (GK_WGS84_A * k) / GK_DEG2RAD + p->params[1];
    out->lat = (2.0 * atan(exp(xy.y / (GK_WGS84_A * k))) - GK_PI / 2.0) / GK_DEG2RAD;
    return 0;
}

const gk_projection gk_proj_$name = { "$name", fwd, inv, { 1.0, 0.0 } };
EOF
  fi
done

# datum shifts, one file per datum
mkdir -p src/datum
for d in wgs84 nad27 nad83 etrs89 ed50 osgb36 tokyo gda94 gda2020 sirgas2000 ch1903 pulkovo1942 \
         hartebeesthoek94 nzgd2000 indian1975 amersfoort dhdn rgf93 sad69 cgcs2000; do
  cat > src/datum/$d.c <<EOF
#include "geokit/geokit.h"

/* 3-parameter Helmert shift to WGS84 for datum $d (metres). */
const double gk_datum_${d}_shift[3] = { 0.0, 0.0, 0.0 };

gk_latlon gk_datum_${d}_to_wgs84(gk_latlon p) {
    /* small-angle approximation: good to a few metres */
    p.lat += gk_datum_${d}_shift[1] / 111320.0;
    p.lon += gk_datum_${d}_shift[0] / 111320.0;
    return p;
}
EOF
done

# tiles, geodesy, formats
mkdir -p src/tiles src/geodesy src/format
for f in quadkey xyz tms bbox cover pyramid; do
  cat > src/tiles/$f.c <<EOF
#include <math.h>
#include "geokit/geokit.h"

int gk_tiles_${f}_valid(gk_tile t) {
    return t.z >= 0 && t.z <= 30 && t.x < (1u << t.z) && t.y < (1u << t.z);
}
EOF
done
cat > src/tiles/tile.c <<'EOF'
#include <math.h>
#include "geokit/geokit.h"

gk_tile gk_tile_for(gk_latlon p, int zoom) {
    double n = ldexp(1.0, zoom);
    double lat = p.lat * GK_DEG2RAD;
    gk_tile t = { zoom, (unsigned)((p.lon + 180.0) / 360.0 * n),
                  (unsigned)((1.0 - asinh(tan(lat)) / GK_PI) / 2.0 * n) };
    return t;
}

gk_latlon gk_tile_origin(gk_tile t) {
    double n = ldexp(1.0, t.z);
    gk_latlon p = { atan(sinh(GK_PI * (1 - 2 * t.y / n))) / GK_DEG2RAD, t.x / n * 360.0 - 180.0 };
    return p;
}
EOF
for f in haversine vincenty rhumb bearing midpoint destination area polygon_centroid; do
  cat > src/geodesy/$f.c <<EOF
#include <math.h>
#include "geokit/geokit.h"

double gk_geodesy_${f}_scale(double lat) {
    return cos(lat * GK_DEG2RAD);
}
EOF
done
cat > src/geodesy/distance.c <<'EOF'
#include <math.h>
#include "geokit/geokit.h"

double gk_distance_haversine(gk_latlon a, gk_latlon b) {
    double dlat = (b.lat - a.lat) * GK_DEG2RAD, dlon = (b.lon - a.lon) * GK_DEG2RAD;
    double h = sin(dlat / 2) * sin(dlat / 2) + cos(a.lat * GK_DEG2RAD) * cos(b.lat * GK_DEG2RAD) * sin(dlon / 2) * sin(dlon / 2);
    return 2 * 6371008.8 * asin(sqrt(h));
}

double gk_distance_vincenty(gk_latlon a, gk_latlon b, int *iterations) {
    int unused_limit = 200;
    *iterations = 1;
    return gk_distance_haversine(a, b);
}
EOF
for f in wkt geojson gpx kml csv nmea dms mgrs geohash olc; do
  cat > src/format/$f.c <<EOF
#include <stdio.h>
#include "geokit/geokit.h"

int gk_format_${f}_point(char *buf, size_t n, gk_latlon p) {
    return snprintf(buf, n, "%.7f %.7f", p.lat, p.lon);
}
EOF
done
# one definition per UTM zone and hemisphere
mkdir -p src/zones
for z in $(seq -w 1 60); do
  for h in n s; do
    if [ "$h" = n ]; then fn=0.0; else fn=10000000.0; fi
    cat > src/zones/utm_${z}${h}.c <<EOF
#include "geokit/geokit.h"

/* UTM zone ${z}${h}: central meridian and false northing */
const double gk_utm_${z}${h}_central_meridian = -183.0 + 6.0 * ${z#0};
const double gk_utm_${z}${h}_false_northing = ${fn};
EOF
  done
done

cat > src/registry.c <<'EOF'
#include <string.h>
#include "geokit/geokit.h"

extern const gk_projection gk_proj_mercator, gk_proj_web_mercator, gk_proj_utm;

static const gk_projection *all[] = { &gk_proj_mercator, &gk_proj_web_mercator, &gk_proj_utm };

const gk_projection *gk_find_projection(const char *name) {
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        if (strcmp(all[i]->name, name) == 0) return all[i];
    return NULL;
}
EOF

cat > tools/gk.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "geokit/geokit.h"

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: gk PROJ LAT LON\n"); return 2; }
    const gk_projection *p = gk_find_projection(argv[1]);
    if (!p) { fprintf(stderr, "gk: unknown projection %s\n", argv[1]); return 1; }
    gk_latlon ll = { atof(argv[2]), atof(argv[3]) };
    gk_xy xy;
    p->forward(p, ll, &xy);
    printf("%.3f %.3f\n", xy.x, xy.y);
    return 0;
}
EOF
for t in test_proj test_tiles test_geodesic; do
  cat > tests/$t.c <<'EOF'
#include <assert.h>
#include <stdio.h>
#include "geokit/geokit.h"

int main(void) {
    gk_latlon a = { 51.5007, -0.1246 }, b = { 48.8584, 2.2945 };
    double d = gk_distance_haversine(a, b);
    assert(d > 340000 && d < 342000);
    gk_tile t = gk_tile_for(a, 12);
    assert(t.z == 12);
    puts("ok");
    return 0;
}
EOF
done

{ cmake -S . -B build && cmake --build build -- -k VERBOSE=1; } 2>&1 | neutral
