#!/bin/bash
# cmake configure + verbose build of a cider-press controller (hundreds of objects), successful with one warning, then size of the binary
WORK=${WORK:-/home/dev}; P=$WORK/ciderpress
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(ciderpress VERSION 0.9.2 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
add_compile_options(-Wall -Wextra -O2)
file(GLOB PRESS_SRC ${CMAKE_SOURCE_DIR}/src/*.c)
add_library(pressctl STATIC ${PRESS_SRC})
target_include_directories(pressctl PUBLIC include)
add_executable(ciderpress main.c)
target_link_libraries(ciderpress pressctl m)
EOF
cat > include/press.h <<'EOF'
#ifndef PRESS_H
#define PRESS_H
typedef struct { double kpa; double litres; int stage; } press_state;
double stage_step(int id, press_state *s);
#endif
EOF
stages="mill pomace rack cloth ram valve juice brix ferment sulphite pump tank"
for s in $stages; do
  for n in $(seq 1 90); do
    f=src/${s}_$(printf %02d $n).c
    if [ $s = brix ] && [ $n = 31 ]; then
cat > $f <<EOF
#include "press.h"
double ${s}_${n}_sg(press_state *st) {
    double sg = 1.000 + st->litres / 1000.0;
    if (st->stage = 3)
        sg += 0.004;
    return sg;
}
EOF
    else
cat > $f <<EOF
#include "press.h"
double ${s}_${n}_step(press_state *st) { st->kpa += ${n}.0 / 10.0; return st->kpa * ${#s}; }
EOF
    fi
  done
done
cat > main.c <<'EOF'
#include <stdio.h>
#include "press.h"
int main(void) { press_state s = {0}; printf("%f\n", s.kpa); return 0; }
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
{
run cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
run cmake --build build --verbose -j1
run size build/ciderpress
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -E -e 's/\(([0-9]+\.[0-9]+)s\)/(0.0s)/'
