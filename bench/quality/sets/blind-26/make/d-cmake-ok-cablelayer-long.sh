#!/bin/bash
# cmake configure + parallel build of a cable-laying ship route planner (~950 units), succeeds with one warning
source "$(dirname "$0")/d-lib.sh"
P=$WORK/cablelayer
rm -rf "$P"; mkdir -p "$P/include"
cd "$P"
libs="bathymetry routing tension splice repeaters plough weather crew"
cat > include/cl_common.h <<'T'
#ifndef CL_COMMON_H
#define CL_COMMON_H
#include <stdint.h>
typedef struct { double lat, lon, depth_m; } cl_point;
double cl_haversine_km(cl_point a, cl_point b);
#endif
T
echo "cmake_minimum_required(VERSION 3.16)" > CMakeLists.txt
echo "project(cablelayer VERSION 5.3.2 LANGUAGES C)" >> CMakeLists.txt
echo 'set(CMAKE_C_STANDARD 11)' >> CMakeLists.txt
echo 'add_compile_options(-Wall -Wextra)' >> CMakeLists.txt
echo 'include_directories(include)' >> CMakeLists.txt
for l in $libs; do
  mkdir -p src/$l
  for i in $(seq 1 245); do
    cat > src/$l/${l}_$i.c <<T
#include "cl_common.h"
double ${l}_${i}_cost(cl_point a, cl_point b) {
    double d = cl_haversine_km(a, b);
    return d * ${i}.0 / 100.0 + (a.depth_m - b.depth_m) * 0.0${i};
}
T
  done
  echo "file(GLOB ${l}_SRC src/$l/*.c)" >> CMakeLists.txt
  echo "add_library(cl_$l STATIC \${${l}_SRC})" >> CMakeLists.txt
done
cat >> src/repeaters/repeaters_57.c <<'T'
int repeaters_57_spacing(int span_km, int count) {
    int gap;
    for (int i = 0; i < count; i++) { if (span_km / count > 60) gap = span_km / count; }
    return gap;
}
T
mkdir -p src/app
cat > src/app/main.c <<'T'
#include <math.h>
#include <stdio.h>
#include "cl_common.h"
double cl_haversine_km(cl_point a, cl_point b) {
    double r = 6371.0, p = 3.14159265358979 / 180.0;
    double h = pow(sin((b.lat - a.lat) * p / 2), 2) + cos(a.lat * p) * cos(b.lat * p) * pow(sin((b.lon - a.lon) * p / 2), 2);
    return 2 * r * asin(sqrt(h));
}
int main(void) { cl_point a = {50.1, -5.5, 80}, b = {40.7, -74.0, 60}; printf("%.1f km\n", cl_haversine_km(a, b)); return 0; }
T
echo "add_executable(cablelayer src/app/main.c)" >> CMakeLists.txt
echo "target_link_libraries(cablelayer $(for l in $libs; do printf 'cl_%s ' $l; done) m)" >> CMakeLists.txt
{ run "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -j8 && size build/cablelayer && ls -l build/*.a"; } | neutral | sed "s/ root root / dev dev /" > "$OUTDIR/d-cmake-ok-cablelayer-long.txt"
