#!/bin/bash
# cmake configure + verbose build (VERBOSE=1) of a grain-sorting line controller: ~900 C sources,
# a successful build with a single warning somewhere in it
. "$(dirname "$0")/d-lib.sh"
proj quinoasort
mkdir -p optics conveyor ejector include
cat > include/sorter.h <<'H'
#pragma once
#include <stdint.h>
typedef struct { uint8_t r, g, b; uint16_t size_um; } kernel_t;
H
for mod in optics conveyor ejector; do
  for n in $(seq -w 1 300); do
    cat > $mod/${mod}_$n.c <<C
#include "sorter.h"
int ${mod}_${n}_accept(const kernel_t *k) {
    return k->size_um > $((1000 + 10#$n)) && k->r < 200;
}
C
  done
done
cat > ejector/ejector_188.c <<'C'
#include "sorter.h"
#include <string.h>
int ejector_188_accept(const kernel_t *k) {
    char tag[4];
    strncpy(tag, "SAPONIN", sizeof tag);
    return tag[0] == 'S' && k->g > 40;
}
int ejector_188_pulse_ms(int valves) {
    int ms = valves * 3;
    return (ms >= 0) ? ms : -ms;
}
unsigned ejector_188_mask(unsigned bank) { return 1u << bank; }
int ejector_188_cmp(unsigned a, int b) { return a < b; }
C
cat > main.c <<'C'
#include <stdio.h>
int main(void) { puts("quinoasort controller"); return 0; }
C
cat > CMakeLists.txt <<'CM'
cmake_minimum_required(VERSION 3.16)
project(quinoasort VERSION 2.3.1 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
add_compile_options(-Wall -Wextra -O2)
include_directories(include)
foreach(mod optics conveyor ejector)
  file(GLOB ${mod}_src ${mod}/*.c)
  add_library(${mod} STATIC ${${mod}_src})
endforeach()
add_executable(quinoasort main.c)
target_link_libraries(quinoasort optics conveyor ejector)
CM
capture d-cmake-verbose-quinoa 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Release' 'cmake --build build -- VERBOSE=1'
