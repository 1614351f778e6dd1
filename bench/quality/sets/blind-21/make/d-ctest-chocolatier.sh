#!/bin/bash
# cmake build + ctest --output-on-failure for a chocolate tempering controller: ~1035 conching-parameter tests plus curve tests; one fails, one times out, one is disabled.
WORK=${WORK:-/home/dev}; P=$WORK/chocolatier; rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > CMakeLists.txt <<'T'
cmake_minimum_required(VERSION 3.16)
project(temperctl VERSION 1.4.0 LANGUAGES C)
add_library(temper STATIC src/curve.c src/seed.c)
target_include_directories(temper PUBLIC src)
enable_testing()
foreach(t curve_dark curve_milk curve_white seed_ratio cooling_rate viscosity crystal_form)
  add_executable(test_${t} tests/test_${t}.c)
  target_link_libraries(test_${t} temper m)
  add_test(NAME ${t} COMMAND test_${t})
endforeach()
add_executable(test_conche tests/test_conche.c)
target_link_libraries(test_conche temper m)
foreach(h RANGE 4 72)
  foreach(rpm 20 30 40 50 60 80 100 120 150 180 200 240 280 320 360)
    add_test(NAME conche_${h}h_${rpm}rpm COMMAND test_conche ${h} ${rpm})
  endforeach()
endforeach()
set_tests_properties(cooling_rate PROPERTIES TIMEOUT 2)
set_tests_properties(viscosity PROPERTIES DISABLED TRUE)
T
cat > src/temper.h <<'T'
typedef enum { DARK, MILK, WHITE } choc_kind;
typedef struct { double melt_c, cool_c, work_c; } curve;
curve curve_for(choc_kind k);
double seed_grams(double batch_g);
T
cat > src/curve.c <<'T'
#include "temper.h"
curve curve_for(choc_kind k) {
    switch (k) {
    case DARK:  return (curve){ 50.0, 28.0, 31.5 };
    case MILK:  return (curve){ 45.0, 27.0, 30.0 };
    case WHITE: return (curve){ 45.0, 26.0, 30.0 };
    }
    return (curve){0};
}
T
cat > src/seed.c <<'T'
double seed_grams(double batch_g) { return batch_g * 0.25; }
T
for t in curve_dark curve_milk seed_ratio crystal_form viscosity; do
  printf '#include <assert.h>\n#include <stdio.h>\n#include "temper.h"\nint main(void) { curve c = curve_for(DARK); assert(c.work_c > c.cool_c); puts("%s ok"); return 0; }\n' $t > tests/test_$t.c
done
cat > tests/test_curve_white.c <<'T'
#include <stdio.h>
#include "temper.h"
int main(void) {
    curve c = curve_for(WHITE);
    printf("white: melt %.1f cool %.1f work %.1f\n", c.melt_c, c.cool_c, c.work_c);
    if (c.work_c > 29.0) {
        fprintf(stderr, "FAIL: white chocolate working temperature %.1f C exceeds 29.0 C (form V crystals melt)\n", c.work_c);
        return 1;
    }
    return 0;
}
T
cat > tests/test_conche.c <<'T'
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    int hours = atoi(argv[1]), rpm = atoi(argv[2]);
    double particle_um = 60.0 / (1.0 + hours * rpm / 400.0) + 12.0;
    if (particle_um > 60.0 || particle_um < 12.0) { fprintf(stderr, "bad particle size %.1f\n", particle_um); return 1; }
    return 0;
}
T
cat > tests/test_cooling_rate.c <<'T'
#include <stdio.h>
#include <unistd.h>
int main(void) { puts("simulating 40 min marble-slab cooling..."); fflush(stdout); sleep(5); return 0; }
T
{ echo '$ cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug >/dev/null && cmake --build build >/dev/null && cd build && ctest --output-on-failure'
  { cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug >/dev/null && cmake --build build >/dev/null && cd build && ctest --output-on-failure; } 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/Total Test time (real) = *[0-9.]* sec/Total Test time (real) =   2.04 sec/'
