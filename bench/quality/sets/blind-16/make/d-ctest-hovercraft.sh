#!/usr/bin/env bash
# d-ctest-hovercraft: cmake configure, build and `ctest --output-on-failure`
# for a hovercraft skirt-pressure / lift-fan model; ~600 parameterised tests.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-ctest-hovercraft.txt}
P=$WORK/hovercraft
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(hovercraft VERSION 0.12.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
enable_testing()
add_library(lift STATIC src/lift.c)
target_include_directories(lift PUBLIC src)
target_link_libraries(lift PUBLIC m)
add_executable(lift_check tests/lift_check.c)
target_link_libraries(lift_check PRIVATE lift)
foreach(mass 250 400 650 900 1200 1600 2200 3000 4100 5500)
  foreach(len 4 6 8 11 15)
    foreach(width 2 3 4)
      foreach(mode cushion fan)
        add_test(NAME ${mode}_m${mass}_${len}x${width} COMMAND lift_check ${mode} ${mass} ${len} ${width})
      endforeach()
    endforeach()
  endforeach()
endforeach()
add_test(NAME skirt_wear_model COMMAND lift_check wear 900 8 3)
set_tests_properties(skirt_wear_model PROPERTIES DISABLED TRUE)
add_test(NAME hump_speed_estimate COMMAND lift_check hump 1200 8 3)
set_tests_properties(hump_speed_estimate PROPERTIES TIMEOUT 2)
EOF
cat > src/lift.h <<'EOF'
#ifndef LIFT_H
#define LIFT_H
double cushion_pressure_pa(double mass_kg, double length_m, double width_m);
double fan_flow_m3s(double pressure_pa, double length_m, double width_m, double gap_m);
double fan_power_kw(double pressure_pa, double flow_m3s, double efficiency);
#endif
EOF
cat > src/lift.c <<'EOF'
#include <math.h>
#include "lift.h"

double cushion_pressure_pa(double mass_kg, double length_m, double width_m)
{
    return mass_kg * 9.81 / (length_m * width_m);
}

double fan_flow_m3s(double pressure_pa, double length_m, double width_m, double gap_m)
{
    double perimeter = 2.0 * (length_m + width_m);
    return perimeter * gap_m * 0.6 * sqrt(2.0 * pressure_pa / 1.225);
}

double fan_power_kw(double pressure_pa, double flow_m3s, double efficiency)
{
    return pressure_pa * flow_m3s / efficiency / 1000.0;
}
EOF
cat > tests/lift_check.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lift.h"

#define MAX_CUSHION_PA 3500.0
#define MAX_FAN_KW 180.0

int main(int argc, char **argv)
{
    if (argc != 5) return 2;
    double mass = atof(argv[2]), len = atof(argv[3]), width = atof(argv[4]);
    double p = cushion_pressure_pa(mass, len, width);
    if (strcmp(argv[1], "cushion") == 0) {
        printf("cushion pressure %.0f Pa (limit %.0f)\n", p, MAX_CUSHION_PA);
        return p <= MAX_CUSHION_PA ? 0 : 1;
    }
    if (strcmp(argv[1], "fan") == 0) {
        double q = fan_flow_m3s(p, len, width, 0.025);
        double kw = fan_power_kw(p, q, 0.7);
        printf("flow %.2f m3/s, fan power %.1f kW (limit %.0f)\n", q, kw, MAX_FAN_KW);
        return kw <= MAX_FAN_KW ? 0 : 1;
    }
    if (strcmp(argv[1], "hump") == 0) {
        printf("iterating hump speed...\n");
        fflush(stdout);
        for (;;) sleep(1);
    }
    return 2;
}
EOF
{ echo '$ cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure'
  { cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure; } 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
