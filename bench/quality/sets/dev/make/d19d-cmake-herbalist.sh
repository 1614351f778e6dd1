#!/usr/bin/env bash
# cmake configure + make (-j8) + ctest of a herbal-dispensary inventory library (C, ~1500 sources, one warning, all tests pass)
set -u
WORK=${WORK:-/home/dev}
P=$WORK/herbalist
rm -rf "$P"; mkdir -p "$P/src" "$P/include/herb" "$P/tests"
cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(herbalist VERSION 1.8.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
add_compile_options(-Wall -Wextra)
file(GLOB HERB_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/*.c)
add_library(herbcore STATIC ${HERB_SOURCES})
target_include_directories(herbcore PUBLIC include)
find_package(Threads REQUIRED)
add_executable(dispensary tools/dispensary.c)
target_link_libraries(dispensary herbcore m Threads::Threads)
enable_testing()
foreach(t tincture_dilution drying_ratio label_render stock_ledger)
  add_executable(test_${t} tests/test_${t}.c)
  target_link_libraries(test_${t} herbcore m)
  add_test(NAME ${t} COMMAND test_${t})
endforeach()
EOF
cat > include/herb/herb.h <<'EOF'
#pragma once
typedef struct { const char *latin; double grams; int harvest_week; } herb_lot;
double herb_weigh(const herb_lot *l, int factor);
EOF
herbs="achillea calendula chamomilla echinacea hypericum lavandula melissa mentha salvia thymus urtica valeriana taraxacum plantago sambucus"
for h in $herbs; do
  for i in $(seq -w 1 100); do
    cat > src/${h}_${i}.c <<EOF
#include "herb/herb.h"
#include <math.h>
double ${h}_potency_${i}(const herb_lot *l) {
    double g = l->grams * ${i}.0 / 100.0;
    return sqrt(g) + l->harvest_week;
}
EOF
  done
done
cat > src/lot_weigh.c <<'EOF'
#include "herb/herb.h"
#include <stddef.h>
double herb_weigh(const herb_lot *l, int factor) {
    double parts[64];
    size_t n = (size_t)factor;
    double sum = 0;
    for (int i = 0; i < n; ++i) parts[i] = l->grams / factor;
    for (int i = 0; i < factor; ++i) sum += parts[i];
    return sum;
}
EOF
mkdir -p tools
cat > tools/dispensary.c <<'EOF'
#include "herb/herb.h"
#include <stdio.h>
int main(void) { herb_lot l = {"Melissa officinalis", 250.0, 31}; printf("%.1f\n", herb_weigh(&l, 5)); return 0; }
EOF
for t in tincture_dilution drying_ratio label_render stock_ledger; do
  cat > tests/test_$t.c <<'EOF'
#define _POSIX_C_SOURCE 200809L
#include "herb/herb.h"
#include <stdio.h>
#include <time.h>
int main(void) {
    herb_lot l = {"Calendula officinalis", 120.0, 27};
    if (herb_weigh(&l, 4) != 120.0) { puts("weigh mismatch"); return 1; }
    struct timespec ts = { .tv_sec = SLEEP_MS / 1000, .tv_nsec = (SLEEP_MS % 1000) * 1000000L };
    nanosleep(&ts, NULL);
    return 0;
}
EOF
done
sed -i 's/SLEEP_MS/40/g' tests/test_tincture_dilution.c
sed -i 's/SLEEP_MS/2350/g' tests/test_drying_ratio.c
sed -i 's/SLEEP_MS/90/g' tests/test_label_render.c
sed -i 's/SLEEP_MS/15/g' tests/test_stock_ledger.c
{
  echo '$ cmake -S . -B build && cmake --build build -j8 && ctest --test-dir build'
  ( timeout 120 cmake -S . -B build && timeout 300 cmake --build build -j8 && timeout 120 ctest --test-dir build ) 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
