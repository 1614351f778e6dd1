#!/usr/bin/env bash
# cmake configure + verbose build of a hay-bale moisture sensor gateway (5 libraries, ~1000 sources); builds with one warning
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/baleprobe
rm -rf "$P"; mkdir -p "$P"; cd "$P"
libs="probe radio stack dryness alarm"
{
echo 'cmake_minimum_required(VERSION 3.18)'
echo 'project(baleprobe VERSION 2.3.0 LANGUAGES C)'
echo 'set(CMAKE_C_STANDARD 11)'
echo 'set(CMAKE_C_STANDARD_REQUIRED ON)'
echo 'add_compile_options(-Wall -Wextra -O2)'
echo 'find_package(Threads REQUIRED)'
echo 'include(CheckIncludeFile)'
echo 'check_include_file(linux/spi/spidev.h HAVE_SPIDEV)'
echo 'check_include_file(gpiod.h HAVE_LIBGPIOD)'
echo 'if(NOT HAVE_LIBGPIOD)'
echo '  message(STATUS "libgpiod not found: alarm relay falls back to sysfs GPIO")'
echo 'endif()'
for l in $libs; do
  echo "file(GLOB ${l}_SRCS \${CMAKE_SOURCE_DIR}/${l}/*.c)"
  echo "add_library(bale_${l} STATIC \${${l}_SRCS})"
  echo "target_include_directories(bale_${l} PUBLIC \${CMAKE_SOURCE_DIR}/include)"
done
echo 'add_executable(baleprobed main.c)'
echo 'target_link_libraries(baleprobed bale_alarm bale_dryness bale_stack bale_radio bale_probe Threads::Threads m)'
} > CMakeLists.txt
mkdir -p include
echo '#pragma once
#include <stdint.h>
typedef struct { uint16_t raw; float pct; int32_t temp_c10; } bale_sample_t;' > include/bale.h
for l in $libs; do
  mkdir -p $l
  for i in $(seq 1 200); do
    printf '#include "bale.h"\nfloat %s_calib_%d(const bale_sample_t *s)\n{\n    return s->raw * %d.0f / 4095.0f + s->temp_c10 / 100.0f;\n}\n' $l $i $i > $l/${l}_$(printf %03d $i).c
  done
done
cat >> dryness/dryness_133.c <<'T'
int dryness_133_safe_to_stack(const bale_sample_t *s, unsigned threshold)
{
    if (s->temp_c10 > threshold) return 0;
    return s->pct < 16.0f;
}
T
cat > main.c <<'T'
#include <stdio.h>
#include "bale.h"
float probe_calib_1(const bale_sample_t *s);
int main(void)
{
    bale_sample_t s = { 2048, 14.2f, 215 };
    printf("calib %.2f\n", probe_calib_1(&s));
    return 0;
}
T
mkdir -p build
{ run cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo; run cmake --build build -j4 -- VERBOSE=1; } | sed -e "s#$P/build/#/home/dev/baleprobe/build/#g" | neutral
