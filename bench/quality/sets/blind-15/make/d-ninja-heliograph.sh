#!/usr/bin/env bash
# d-ninja-heliograph: configure and verbose Ninja build (`ninja -v`) of a heliograph
# signalling-network simulator (C, ~2,000 sources in 10 static libraries). The
# build succeeds with a single warning; `size` of the daemon follows.
WORK=${WORK:-/home/dev}
P=$WORK/heliograph
rm -rf "$P"; mkdir -p "$P/include" "$P/src"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

LIBS="optics mirrors shutters stations relays codebook weather sunpath logbook network"
NOUNS="mirror_tilt beam_width flash_len dot_dash sun_angle cloud_cover gap_timer bearing range_est ack_code"
VERBS="init step check encode decode report clamp reset tune scan trace merge measure sample align verify render pack unpack rotate fit"

cat > include/helio.h <<'T'
#ifndef HELIO_H
#define HELIO_H
typedef struct { double az_deg, el_deg; } helio_dir;
typedef struct { int id; double lat, lon; helio_dir mirror; int online; } helio_station;
double helio_wrap(double deg);
#endif
T

{
  echo 'cmake_minimum_required(VERSION 3.16)'
  echo 'project(Heliograph VERSION 0.14.0 LANGUAGES C)'
  echo 'set(CMAKE_C_STANDARD 11)'
  echo 'add_compile_options(-Wall -Wextra -O2)'
  echo 'include_directories(include)'
  for l in $LIBS; do
    echo "file(GLOB ${l}_SRCS src/${l}/*.c)"
    echo "add_library(helio_${l} STATIC \${${l}_SRCS})"
  done
  echo 'add_executable(heliographd src/main.c)'
  printf 'target_link_libraries(heliographd'
  for l in $LIBS; do printf ' helio_%s' "$l"; done
  echo ' m)'
} > CMakeLists.txt

cat > src/main.c <<'T'
#include <stdio.h>
#include "helio.h"
double helio_wrap(double deg) { while (deg < 0) deg += 360; while (deg >= 360) deg -= 360; return deg; }
int main(void) { printf("heliographd %.1f\n", helio_wrap(-30)); return 0; }
T

i=0
for l in $LIBS; do
  mkdir -p "src/$l"
  for n in $NOUNS; do
    for v in $VERBS; do
      i=$((i+1))
      f="src/$l/${n}_${v}.c"
      {
        echo '#include "helio.h"'
        if [ "$f" = "src/relays/gap_timer_tune.c" ]; then
          echo "double ${l}_${n}_${v}(const helio_station *s, double gain, int n)"
          echo "{"
          echo "    double t = s->mirror.el_deg * $((i % 9 + 1)).0;"
          echo "    for (int k = 0; k < n; k++) t += helio_wrap(s->mirror.az_deg + k);"
          echo "    return t;"
          echo "}"
        else
          echo "double ${l}_${n}_${v}(const helio_station *s, double gain, int n)"
          echo "{"
          echo "    double t = s->mirror.el_deg * $((i % 9 + 1)).0;"
          echo "    for (int k = 0; k < n; k++) t += helio_wrap(s->mirror.az_deg + k) * gain;"
          echo "    return t;"
          echo "}"
        fi
      } > "$f"
    done
  done
done

{
  echo '$ cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -- -v && size build/heliographd'
  { cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -- -v && size build/heliographd; } 2>&1; echo "exit status: $?"
} | neutral
