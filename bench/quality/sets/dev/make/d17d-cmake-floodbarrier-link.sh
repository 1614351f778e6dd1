#!/bin/bash
# cmake configure + build of a toy flood-barrier telemetry suite: three static libraries,
# four executables, one of which fails to link (undefined references).
# Usage: WORK=<dir> bash d17d-cmake-floodbarrier-link.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/floodbarrier
rm -rf "$P"; mkdir -p "$P"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
mkdir -p gauges sluice alerts apps include
cat > include/flood.h <<'EOF'
#pragma once
double gauge_level_cm(int station);
double sluice_flow_m3s(int gate, double opening);
int alert_raise(const char *river, double level);
int alert_escalate(int alert_id, int tier);
void sandbag_plan(int street, double height);
EOF
for n in upstream weir culvert estuary tidal bridge millrace floodplain spillway reservoir; do
  cat > gauges/${n}.c <<EOF
#include "flood.h"
double ${n}_reading(int st) { return gauge_level_cm(st) * 1.0; }
EOF
  cat > sluice/${n}_gate.c <<EOF
#include "flood.h"
double ${n}_gate_flow(int g) { return sluice_flow_m3s(g, 0.5); }
EOF
  cat > alerts/${n}_alert.c <<EOF
#include "flood.h"
int ${n}_alert(double lvl) { return lvl > 300.0 ? alert_raise("${n}", lvl) : 0; }
EOF
done
cat > gauges/core.c <<'EOF'
#include "flood.h"
double gauge_level_cm(int station) { return 120.0 + station * 3.5; }
EOF
cat > sluice/core.c <<'EOF'
#include "flood.h"
double sluice_flow_m3s(int gate, double opening) { return gate * opening * 4.2; }
EOF
cat > alerts/core.c <<'EOF'
#include "flood.h"
#include <stdio.h>
int alert_raise(const char *river, double level) { printf("ALERT %s %.1f\n", river, level); return 1; }
EOF
cat > apps/gaugectl.c <<'EOF'
#include "flood.h"
#include <stdio.h>
int main(void) { printf("%.1f\n", gauge_level_cm(4)); return 0; }
EOF
cat > apps/sluicectl.c <<'EOF'
#include "flood.h"
#include <stdio.h>
int main(void) { printf("%.2f\n", sluice_flow_m3s(2, 0.75)); return 0; }
EOF
cat > apps/alertd.c <<'EOF'
#include "flood.h"
#include <stdio.h>
int main(void) {
    int id = alert_raise("Ouse", gauge_level_cm(9));
    alert_escalate(id, 2);
    sandbag_plan(14, 0.6);
    return 0;
}
EOF
cat > apps/report.c <<'EOF'
#include "flood.h"
#include <stdio.h>
int main(void) { printf("%.1f %.2f\n", gauge_level_cm(1), sluice_flow_m3s(1, 1.0)); return 0; }
EOF
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(floodbarrier VERSION 0.9.3 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
include_directories(include)
file(GLOB GAUGE_SRC gauges/*.c)
file(GLOB SLUICE_SRC sluice/*.c)
file(GLOB ALERT_SRC alerts/*.c)
add_library(gauges STATIC ${GAUGE_SRC})
add_library(sluice STATIC ${SLUICE_SRC})
add_library(alerts STATIC ${ALERT_SRC})
add_executable(gaugectl apps/gaugectl.c)
target_link_libraries(gaugectl gauges)
add_executable(sluicectl apps/sluicectl.c)
target_link_libraries(sluicectl sluice)
add_executable(alertd apps/alertd.c)
target_link_libraries(alertd alerts gauges)
add_executable(report apps/report.c)
target_link_libraries(report gauges sluice m)
find_package(Threads REQUIRED)
message(STATUS "floodbarrier ${PROJECT_VERSION}: telemetry build, ${CMAKE_BUILD_TYPE} mode")
EOF
{
  echo '$ cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -j1 -- -k VERBOSE=1'
  ( timeout 120 cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && timeout 120 cmake --build build -j1 -- -k VERBOSE=1 ) 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
