#!/bin/bash
# ctest on a ship's compass-deviation calculator: ~1500 table-driven tests, one fails, some disabled
source "$(dirname "$0")/d-lib.sh"
P=$WORK/compassrose
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > src/deviation.c <<'T'
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* deviation card: d = A + B sin h + C cos h + D sin 2h + E cos 2h (degrees) */
static const double A = 0.4, B = 2.1, C = -1.3, D = 0.6, E = -0.2;
static double rad(double d) { return d * M_PI / 180.0; }
double deviation(double heading) {
    double h = rad(heading);
    return A + B * sin(h) + C * cos(h) + D * sin(2 * h) + E * cos(2 * h);
}
double compass_to_true(double compass, double variation) {
    double t = compass + deviation(compass) + variation;
    while (t >= 360) t -= 360;
    while (t < 0) t += 360;
    return t;
}
int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s heading variation [expect]\n", argv[0]); return 2; }
    double hdg = atof(argv[1]), var = atof(argv[2]);
    double t = compass_to_true(hdg, var);
    printf("compass %.0f var %+.1f -> true %.2f (dev %+.2f)\n", hdg, var, t, deviation(hdg));
    if (argc > 3) {
        double want = atof(argv[3]);
        if (fabs(t - want) > 0.05) { printf("MISMATCH: expected %.2f got %.2f\n", want, t); return 1; }
    }
    if (t < 0 || t >= 360) { printf("out of range\n"); return 1; }
    return 0;
}
T
{
cat <<'T'
cmake_minimum_required(VERSION 3.16)
project(compassrose VERSION 1.4.0 LANGUAGES C)
enable_testing()
add_executable(devcalc src/deviation.c)
target_link_libraries(devcalc m)
T
for var in -12 -7.5 -3 0 2.5 6 11; do for h in $(seq 0 2 358); do
  echo "add_test(NAME hdg${h}_var${var} COMMAND devcalc $h $var)"
done; done
echo 'add_test(NAME card_east_090 COMMAND devcalc 90 -3 89.80)'
echo 'add_test(NAME card_south_180 COMMAND devcalc 180 -3 178.70)'
echo 'add_test(NAME card_west_270 COMMAND devcalc 270 -3 264.50)'
echo 'add_test(NAME swing_ship_live COMMAND devcalc 0 0)'
echo 'set_tests_properties(swing_ship_live PROPERTIES DISABLED TRUE)'
echo 'add_test(NAME gps_heading_feed COMMAND devcalc 0 0)'
echo 'set_tests_properties(gps_heading_feed PROPERTIES DISABLED TRUE)'
} > CMakeLists.txt
cmake -S . -B build >/dev/null && cmake --build build >/dev/null
{ cd build; run "ctest --output-on-failure -j8"; } | neutral | sed -E 's/ +[0-9]+\.[0-9]+ sec$/   0.00 sec/; s/Total Test time \(real\) = +[0-9.]+ sec/Total Test time (real) =   2.41 sec/' > "$OUTDIR/d-ctest-compassrose-long.txt"
