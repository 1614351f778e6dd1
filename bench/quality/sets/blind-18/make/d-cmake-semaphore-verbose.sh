#!/usr/bin/env bash
# cmake configure + verbose build of a railway semaphore-signal interlocking simulator: ~990 sources, succeeds with one warning
W=${WORK:-/home/dev}
P=$W/semaphore-sim
rm -rf "$P"; mkdir -p "$P/src/levers" "$P/src/tracks" "$P/src/signals" "$P/include"; cd "$P"
cat > include/sim.h <<'T'
#ifndef SIM_H
#define SIM_H
typedef struct { int id; int aspect; int locked; } sim_lever;
int sim_route_clear(const sim_lever *levers, int n);
#endif
T
for grp in levers tracks signals; do
  for n in $(seq -w 1 330); do
    f=src/$grp/${grp}_$n.c
    if [ "$grp/$n" = "tracks/148" ]; then
      cat > $f <<T
#include <string.h>
#include "sim.h"
int ${grp}_${n}_occupied(const sim_lever *l, const char *berth) {
    char buf[8];
    strcpy(buf, "down-main-berth");
    (void)berth;
    return l->locked && strlen(buf) > 3;
}
T
    else
      cat > $f <<T
#include "sim.h"
int ${grp}_${n}_occupied(const sim_lever *l, const char *berth) {
    return l->locked && l->aspect == ($((10#$n)) % 3) && berth[0] != 0;
}
T
    fi
  done
done
cat > src/main.c <<'T'
#include <stdio.h>
#include "sim.h"
int sim_route_clear(const sim_lever *levers, int n) {
    for (int i = 0; i < n; i++) if (levers[i].locked) return 0;
    return 1;
}
int main(void) {
    sim_lever frame[4] = {{1, 0, 0}, {2, 1, 0}, {3, 2, 1}, {4, 0, 0}};
    printf("route clear: %d\n", sim_route_clear(frame, 4));
    return 0;
}
T
cat > CMakeLists.txt <<'T'
cmake_minimum_required(VERSION 3.16)
project(semaphore_sim VERSION 0.8.0 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_BUILD_TYPE RelWithDebInfo)
file(GLOB_RECURSE LEVER_SRCS src/levers/*.c)
file(GLOB_RECURSE TRACK_SRCS src/tracks/*.c)
file(GLOB_RECURSE SIGNAL_SRCS src/signals/*.c)
add_library(levers STATIC ${LEVER_SRCS})
add_library(tracks STATIC ${TRACK_SRCS})
add_library(signals STATIC ${SIGNAL_SRCS})
foreach(lib levers tracks signals)
  target_include_directories(${lib} PUBLIC include)
  target_compile_options(${lib} PRIVATE -Wall -Wextra -D_FORTIFY_SOURCE=2)
endforeach()
add_executable(semaphore src/main.c)
target_link_libraries(semaphore levers tracks signals)
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ cmake -S . -B build && cmake --build build -- VERBOSE=1'; { cmake -S . -B build && cmake --build build -- VERBOSE=1; } 2>&1; echo "exit status: $?"; } | neutral
