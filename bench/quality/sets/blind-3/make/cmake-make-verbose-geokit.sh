#!/usr/bin/env bash
# "geokit" C library (geodesy helpers: 4 static libraries, ~210 generated sources, a CLI and a test program).
# Configure with cmake, then `cmake --build build --verbose -- -k`: hundreds of compile lines, one source fails.
set -u
NAME=cmake-make-verbose-geokit; PROJ=geokit
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p include/geokit src/core src/proj src/io src/grid tools tests
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(geokit VERSION 0.9.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
add_compile_options(-Wall -Wextra)

file(GLOB CORE_SRC CONFIGURE_DEPENDS src/core/*.c)
file(GLOB PROJ_SRC CONFIGURE_DEPENDS src/proj/*.c)
file(GLOB IO_SRC CONFIGURE_DEPENDS src/io/*.c)
file(GLOB GRID_SRC CONFIGURE_DEPENDS src/grid/*.c)

add_library(geokit_core STATIC ${CORE_SRC})
target_include_directories(geokit_core PUBLIC include)
target_link_libraries(geokit_core PUBLIC m)

add_library(geokit_proj STATIC ${PROJ_SRC})
target_link_libraries(geokit_proj PUBLIC geokit_core)

add_library(geokit_io STATIC ${IO_SRC})
target_link_libraries(geokit_io PUBLIC geokit_core)

add_library(geokit_grid STATIC ${GRID_SRC})
target_link_libraries(geokit_grid PUBLIC geokit_core)

add_executable(geokit tools/geokit.c)
target_link_libraries(geokit PRIVATE geokit_proj geokit_io geokit_grid)

enable_testing()
add_executable(test_geokit tests/test_geokit.c)
target_link_libraries(test_geokit PRIVATE geokit_proj geokit_io)
add_test(NAME geokit COMMAND test_geokit)
EOF
cat > include/geokit/geokit.h <<'EOF'
#ifndef GEOKIT_H
#define GEOKIT_H
#include <stddef.h>

typedef struct { double lat, lon; } gk_latlon;
typedef struct { double x, y; } gk_xy;
typedef struct { double a, f; const char *name; } gk_ellipsoid;

extern const gk_ellipsoid GK_WGS84;
double gk_deg2rad(double d);
double gk_rad2deg(double r);
double gk_normalize_lon(double lon);
#endif
EOF
cat > include/geokit/proj.h <<'EOF'
#ifndef GEOKIT_PROJ_H
#define GEOKIT_PROJ_H
#include "geokit.h"

typedef struct gk_proj {
    const char *name;
    double lat0, lon0, k0;
    double false_easting, false_northing;
    const gk_ellipsoid *ell;
} gk_proj;

int gk_forward(const gk_proj *p, gk_latlon in, gk_xy *out);
int gk_inverse(const gk_proj *p, gk_xy in, gk_latlon *out);
#endif
EOF
python3 - <<'EOF'
import random
random.seed(11)
core = ["angle", "ellipsoid", "datum", "geodesic_direct", "geodesic_inverse", "rhumb", "vincenty", "haversine",
        "bearing", "midpoint", "destination", "area", "perimeter", "polygon_centroid", "bbox", "wrap", "dms_parse",
        "dms_format", "geohash_encode", "geohash_decode", "mgrs_grid", "utm_zone", "gravity", "radii", "meridian_arc",
        "conformal_lat", "authalic_lat", "rectifying_lat", "isometric_lat", "geocentric", "ecef", "enu", "ned",
        "helmert", "molodensky", "grid_shift", "interp_bilinear", "interp_bicubic", "units", "timeutil",
        "crc32", "strbuf", "arena", "errors", "log"]
proj = ["mercator", "web_mercator", "transverse_mercator", "utm", "lambert_conformal", "lambert_azimuthal",
        "albers", "equidistant_conic", "stereographic", "polar_stereographic", "orthographic", "gnomonic",
        "azimuthal_equidistant", "sinusoidal", "mollweide", "robinson", "eckert4", "winkel_tripel", "plate_carree",
        "cassini", "oblique_mercator", "swiss_oblique", "krovak", "polyconic", "bonne", "equal_earth",
        "natural_earth", "van_der_grinten", "miller", "gall_stereographic", "goode", "hammer", "aitoff",
        "loximuthal", "tobler", "registry", "parse_proj_string", "parse_wkt", "pipeline", "axis_order"]
io = ["geojson_read", "geojson_write", "wkt_read", "wkt_write", "wkb_read", "wkb_write", "gpx_read", "gpx_write",
      "kml_read", "kml_write", "csv_points", "shp_header", "shp_records", "dbf_read", "prj_read", "tile_xyz",
      "tile_quadkey", "mbtiles_meta", "polyline_encode", "polyline_decode", "flatgeobuf_header", "ndjson",
      "topojson_read", "osm_nodes", "osm_ways", "osm_relations", "gtfs_stops", "nmea_parse", "igc_read",
      "fit_read", "tcx_read", "las_header", "xyz_grid", "asc_grid", "hgt_tile", "geotiff_tags", "svg_path",
      "pbf_varint", "zip_entry", "crs_catalog", "epsg_lookup", "cache", "mmapfile", "linereader"]
def write(dirname, names, header):
    for i, n in enumerate(names):
        k = random.randint(2, 5)
        body = [f'#include <math.h>\n#include "geokit/{header}"\n']
        for j in range(k):
            body.append(f"""
double gk_{n}_{j}(double a, double b)
{{
    double t = a * {random.randint(2, 97)}.0 + b / {random.randint(2, 53)}.0;
    for (int i = 0; i < {random.randint(3, 9)}; i++)
        t = t * 0.5 + sin(t) * {random.random():.4f};
    return t;
}}
""")
        open(f"src/{dirname}/{n}.c", "w").write("".join(body))
write("core", core, "geokit.h")
write("proj", proj, "proj.h")
write("io", io, "geokit.h")
grid = [f"{a}_{b}" for a in ["dem", "geoid", "bathy", "slope", "aspect", "hillshade", "viewshed", "contour",
                             "resample", "reproject", "tin", "idw", "flowdir", "flowacc", "watershed", "roughness",
                             "curvature"]
        for b in ["read", "fill", "stats", "tile"]]
write("grid", grid, "geokit.h")
EOF
cat > src/core/angle.c <<'EOF'
#include <math.h>
#include "geokit/geokit.h"

const gk_ellipsoid GK_WGS84 = {6378137.0, 1 / 298.257223563, "WGS 84"};

double gk_deg2rad(double d) { return d * M_PI / 180.0; }
double gk_rad2deg(double r) { return r * 180.0 / M_PI; }

double gk_normalize_lon(double lon)
{
    while (lon > 180.0) lon -= 360.0;
    while (lon < -180.0) lon += 360.0;
    return lon;
}
EOF
cat > src/proj/lambert_conformal.c <<'EOF'
#include <math.h>
#include "geokit/proj.h"

/* Lambert conformal conic, two standard parallels (EPSG method 9802). */
typedef struct {
    gk_proj base;
    double lat1, lat2;
    double n, F, rho0;
} gk_lcc;

static double tsfn(double phi, double e)
{
    double s = e * sin(phi);
    return tan(M_PI / 4 - phi / 2) / pow((1 - s) / (1 + s), e / 2);
}

static double msfn(double phi, double e)
{
    double s = e * sin(phi);
    return cos(phi) / sqrt(1 - s * s);
}

int gk_lcc_init(gk_lcc *p)
{
    double e = sqrt(p->base.ell->f * (2 - p->base.ell->f));
    double phi1 = gk_deg2rad(p->lat1), phi2 = gk_deg2rad(p->lat2);
    double m1 = msfn(phi1, e), m2 = msfn(phi2, e);
    double t1 = tsfn(phi1, e), t2 = tsfn(phi2, e);
    double t0 = tsfn(gk_deg2rad(p->base.lat0), e);
    p->n = (log(m1) - log(m2)) / (log(t1) - log(t2));
    p->F = m1 / (p->n * pow(t1, p->n));
    p->rho0 = p->base.ell->a * p->F * pow(t0, p->n);
    return 0;
}

int gk_lcc_forward(const gk_lcc *p, gk_latlon in, gk_xy *out)
{
    double e = sqrt(p->base.ell->f * (2 - p->base.ell->f));
    double t = tsfn(gk_deg2rad(in.lat), e);
    double rho = p->base.ell->a * p->F * pow(t, p->n);
    double theta = p->n * gk_deg2rad(gk_normalize_lon(in.lon - p->base.lon0));
    out->x = p->base.false_easting + rho * sin(theta);
    out->y = p->base.false_northing + p->rho0 - rho * cos(theta);
    return 0;
}

int gk_lcc_inverse(const gk_lcc *p, gk_xy in, gk_latlon *out)
{
    double e = sqrt(p->base.ell->f * (2 - p->base.ell->f));
    double dx = in.x - p->base.false_easting;
    double dy = p->rho0 - (in.y - p->base.false_northing);
    double rho = copysign(hypot(dx, dy), p->n);
    double t = pow(rho / (p->base.ell->a * p->F), 1 / p->n);
    double phi = M_PI / 2 - 2 * atan(t);
    for (int i = 0; i < 15; i++) {
        double s = e * sin(phi);
        double next = M_PI / 2 - 2 * atan(t * pow((1 - s) / (1 + s), e / 2));
        if (fabs(next - phi) < 1e-12) { phi = next; break; }
        phi = next;
    }
    out->lat = gk_rad2deg(phi);
    out->lon = gk_rad2deg(atan2(dx, dy) / p->n) + p->base.lon0;
    out->height = 0.0;
    return 0;
}
EOF
cat > src/io/csv_points.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "geokit/geokit.h"

/* Reads "lat,lon" lines; returns the number of points stored (at most cap). */
size_t gk_csv_points(FILE *fp, gk_latlon *pts, size_t cap)
{
    char line[256];
    size_t n = 0;
    int lineno = 0;
    while (fgets(line, sizeof line, fp) && n < cap) {
        char *comma = strchr(line, ',');
        if (!comma) continue;
        *comma = '\0';
        pts[n].lat = strtod(line, NULL);
        pts[n].lon = strtod(comma + 1, NULL);
        n++;
    }
    return n;
}
EOF
cat > tools/geokit.c <<'EOF'
#include <stdio.h>
#include "geokit/proj.h"

int main(void)
{
    printf("geokit %s\n", GK_WGS84.name);
    return 0;
}
EOF
cat > tests/test_geokit.c <<'EOF'
#include <assert.h>
#include <math.h>
#include "geokit/geokit.h"

int main(void)
{
    assert(fabs(gk_normalize_lon(190.0) + 170.0) < 1e-9);
    return 0;
}
EOF
cmake -S . -B build > /dev/null 2>&1
( cmake --build build --verbose -- -k 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
