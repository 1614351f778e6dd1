#!/bin/bash
# make -k of a toy venue queue-barrier controller ("velvetrope"): ~130 C files,
# verbose compile lines, a few warnings, two compile errors and a link step that is skipped.
# Usage: WORK=<dir> bash d17d-make-k-velvetrope-long.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/velvetrope
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > include/rope.h <<'EOF'
#ifndef ROPE_H
#define ROPE_H
#include <stddef.h>
#include <stdint.h>
typedef struct { int id; int capacity; int occupied; const char *zone; } stanchion_t;
int stanchion_load(stanchion_t *s, int delta);
double queue_wait_minutes(int people, double rate);
#endif
EOF
i=0
for zone in foyer balcony cloakroom stalls vip bar terrace mezzanine annex atrium gallery lobby orchestra pit rooftop studio; do
  for part in sensor counter gate beacon ledger panel display timer; do
    i=$((i+1))
    cat > src/${zone}_${part}.c <<EOF
#include "rope.h"
#include <stdio.h>
int ${zone}_${part}_tick(stanchion_t *s, int delta) {
    int load = stanchion_load(s, delta);
    if (load > s->capacity) {
        fprintf(stderr, "%s ${part} over capacity: %d\n", s->zone, load);
        return -1;
    }
    return load;
}
EOF
  done
done
cat > src/stanchion.c <<'EOF'
#include "rope.h"
int stanchion_load(stanchion_t *s, int delta) {
    s->occupied += delta;
    if (s->occupied < 0) s->occupied = 0;
    return s->occupied;
}
double queue_wait_minutes(int people, double rate) {
    return rate > 0 ? people / rate : 0;
}
EOF
# a warning: unused variable and sign comparison
cat > src/balcony_ledger.c <<'EOF'
#include "rope.h"
#include <stdio.h>
int balcony_ledger_tick(stanchion_t *s, int delta) {
    unsigned int limit = 120;
    int spare;
    int load = stanchion_load(s, delta);
    if (load > limit) {
        return -1;
    }
    return load;
}
EOF
# an error: struct member that does not exist
cat > src/stalls_gate.c <<'EOF'
#include "rope.h"
#include <stdio.h>
int stalls_gate_tick(stanchion_t *s, int delta) {
    int load = stanchion_load(s, delta);
    if (load > s->max_capacity) {
        fprintf(stderr, "stalls gate closed at %d\n", load);
        return -1;
    }
    return load;
}
EOF
# a warning: format mismatch
cat > src/vip_display.c <<'EOF'
#include "rope.h"
#include <stdio.h>
int vip_display_tick(stanchion_t *s, int delta) {
    int load = stanchion_load(s, delta);
    double wait = queue_wait_minutes(load, 2.5);
    printf("VIP wait: %d minutes\n", wait);
    return load;
}
EOF
# an error: implicit declaration (-Werror=implicit-function-declaration is default in C99 for gcc 12? use -Werror=implicit) and wrong arg count
cat > src/terrace_timer.c <<'EOF'
#include "rope.h"
#include <stdio.h>
int terrace_timer_tick(stanchion_t *s, int delta) {
    int load = stanchion_load(s, delta, 1);
    if (load > s->capacity) {
        return -1;
    }
    return load;
}
EOF
cat > src/main.c <<'EOF'
#include "rope.h"
#include <stdio.h>
int main(void) {
    stanchion_t s = { 1, 80, 0, "foyer" };
    printf("%d\n", stanchion_load(&s, 3));
    return 0;
}
EOF
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Iinclude -DROPE_VERSION=\"2.7.1\" -MMD -MP
SRCS    = $(sort $(wildcard src/*.c))
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/velvetrope

build:
	mkdir -p build

build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -c $< -o $@

build/velvetrope: $(OBJS)
	$(CC) $(OBJS) -o $@ -lm

clean:
	rm -rf build
-include $(OBJS:.o=.d)
EOF
{
  echo '$ make -k'
  timeout 120 make -k 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
