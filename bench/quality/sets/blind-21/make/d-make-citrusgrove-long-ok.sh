#!/bin/bash
# Long successful make -j8 of a citrus-grove irrigation controller (2200 C files, Kbuild-style quiet lines), two warnings, size report.
WORK=${WORK:-/home/dev}; P=$WORK/citrusgrove; rm -rf "$P"; mkdir -p "$P/include"; cd "$P"
mods="valves moisture pumps weather frost fertigation telemetry schedule rootzone sensors blocks"
cat > include/grove.h <<'T'
#ifndef GROVE_H
#define GROVE_H
#include <stdint.h>
typedef struct { uint16_t block; uint16_t valve; int32_t ml; } grove_cmd;
int grove_push(const grove_cmd *c);
#endif
T
n=0
for m in $mods; do
  mkdir -p src/$m
  for i in $(seq 1 200); do
    n=$((n+1)); f=$(printf 'src/%s/%s_%03d.c' $m $m $i)
    printf '#include "grove.h"\nint %s_tick_%d(int32_t ml) {\n    grove_cmd c = { %d, %d, ml * %d };\n    return grove_push(&c);\n}\n' $m $i $((n % 64)) $((i % 16)) $((i % 7 + 1)) > $f
  done
done
cat > src/frost/frost_137.c <<'T'
#include <stdio.h>
#include "grove.h"
int frost_tick_137(int32_t ml) {
    char msg[48];
    long dew_point_mc = -1250L;
    snprintf(msg, sizeof msg, "frost guard armed at %d mC", dew_point_mc);
    grove_cmd c = { 9, 3, ml };
    return grove_push(&c) + (msg[0] == 0);
}
T
cat > src/telemetry/telemetry_052.c <<'T'
#include "grove.h"
__attribute__((deprecated("use grove_push_batch() from telemetry v2")))
int grove_push_legacy(const grove_cmd *c);
int grove_push_legacy(const grove_cmd *c) { return grove_push(c); }
int telemetry_tick_52(int32_t ml) {
    grove_cmd c = { 1, 1, ml };
    return grove_push_legacy(&c);
}
T
cat > src/grove.c <<'T'
#include <stdio.h>
#include "grove.h"
int grove_push(const grove_cmd *c) { return printf("%u %u %d\n", c->block, c->valve, c->ml) > 0 ? 0 : -1; }
int main(void) { grove_cmd c = { 0, 0, 0 }; return grove_push(&c); }
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=gnu11 -Os -Wall -Wextra -Iinclude -ffunction-sections -fdata-sections
SRCS = $(sort $(wildcard src/*/*.c)) src/grove.c
OBJS = $(patsubst src/%.c,build/%.o,$(SRCS))
all: citrus-fw
	@size citrus-fw
	@echo "  OBJS    $(words $(OBJS)) objects"
build/%.o: src/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS) -c $< -o $@
citrus-fw: $(OBJS)
	@echo "  LD      $@"
	@$(CC) -Wl,--gc-sections -o $@ $^
T
{ echo '$ make -j8 -Otarget'; make -j8 -Otarget 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
