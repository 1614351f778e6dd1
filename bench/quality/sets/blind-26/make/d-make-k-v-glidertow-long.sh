#!/bin/bash
# make -k V=1 on a glider-winch controller firmware tree (~700 units), one compile error mid-build
source "$(dirname "$0")/d-lib.sh"
P=$WORK/glidertow
rm -rf "$P"; mkdir -p "$P/include"
cd "$P"
subs="winch drum cable brake tension radio logger display battery safety sensors hal"
cat > include/gt_types.h <<'T'
#ifndef GT_TYPES_H
#define GT_TYPES_H
#include <stdint.h>
#include <stddef.h>
typedef struct { int32_t mm; } gt_len;
typedef struct { int32_t newton; } gt_force;
typedef struct { uint16_t rpm; uint8_t gear; } gt_drum_state;
int gt_clamp(int v, int lo, int hi);
#endif
T
n=0
for s in $subs; do
  mkdir -p src/$s
  for i in $(seq 1 85); do
    n=$((n+1))
    f=src/$s/${s}_$(printf %02d $i).c
    {
      echo '#include "gt_types.h"'
      echo "static int table_${s}_$i[8] = {$i, $((i*2)), $((i*3)), 4, 5, 6, 7, $n};"
      echo "int ${s}_${i}_step(int x) {"
      echo "    int acc = 0;"
      echo "    for (size_t k = 0; k < 8; k++) acc += table_${s}_$i[k] * x;"
      echo "    return gt_clamp(acc, -32768, 32767);"
      echo "}"
    } > $f
  done
done
# a few files with real-world warnings
cat >> src/radio/radio_07.c <<'T'
int radio_7_rssi(int raw) { int scaled; if (raw > 0) scaled = raw / 4; return scaled; }
T
cat >> src/logger/logger_31.c <<'T'
#include <stdio.h>
void logger_31_line(char *dst, long ticks) { sprintf(dst, "%d ticks", ticks); }
T
cat >> src/display/display_12.c <<'T'
int display_12_contrast(unsigned level) { int unused_gamma = 22; return level >= 0 ? (int)level : 0; }
T
# the error: drum code uses a renamed struct member
cat >> src/drum/drum_44.c <<'T'
int drum_44_limit(const gt_force *f, const gt_drum_state *d) {
    if (d->rpm > 2400) return f->newtons / 2;
    return f->newton;
}
T
cat > src/hal/gt_clamp.c <<'T'
#include "gt_types.h"
int gt_clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "gt_types.h"
int main(void) { printf("glidertow fw\n"); return gt_clamp(0, 0, 1); }
T
cat > Makefile <<'T'
CC      := gcc
CFLAGS  := -std=c11 -O2 -g -Wall -Wextra -Iinclude -ffunction-sections -fdata-sections
LDFLAGS := -Wl,--gc-sections
SRCS    := $(sort $(shell find src -name '*.c'))
OBJS    := $(SRCS:src/%.c=build/%.o)
V ?= 0
ifeq ($(V),1)
Q :=
else
Q := @
endif

all: build/glidertow.elf

build/%.o: src/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	$(Q)$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

build/glidertow.elf: $(OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) $(LDFLAGS) $^ -o $@

clean:
	rm -rf build
.PHONY: all clean
-include $(OBJS:.o=.d)
T
{ run "make -k -j8 -Otarget V=1"; } | neutral > "$OUTDIR/d-make-k-v-glidertow-long.txt"
