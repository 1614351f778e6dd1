#!/usr/bin/env bash
# long verbose make -k of a submarine periscope optics firmware: ~2000 objects, one compile error in the middle, a few warnings
W=${WORK:-/home/dev}
P=$W/periscope-fw
rm -rf "$P"; mkdir -p "$P"; cd "$P"
mods="optics prism reticle zoom heater baro gyro servo"
mkdir -p include
cat > include/fw.h <<'T'
#ifndef FW_H
#define FW_H
#include <stdint.h>
typedef struct { int32_t x, y; uint16_t gain; } fw_sample;
int fw_clamp(int v, int lo, int hi);
#endif
T
i=0
for m in $mods; do
  mkdir -p src/$m
  for n in $(seq -w 1 250); do
    i=$((i+1))
    f=src/$m/${m}_$n.c
    if [ "$m/$n" = "prism/137" ]; then
      cat > $f <<T
#include "fw.h"
int ${m}_${n}_step(fw_sample *s, int ratio) {
    int lens_pos = fw_clamp(s->x * ratio, 0, 4095);
    return lens_pos + s->gain + focus_offset;
}
T
    elif [ "$m/$n" = "heater/12" ]; then
      cat > $f <<T
#include "fw.h"
int ${m}_${n}_step(fw_sample *s, int ratio) {
    int duty;
    if (s->y > ratio) duty = 80;
    return fw_clamp(duty, 0, 100);
}
T
    elif [ "$m/$n" = "gyro/58" ]; then
      cat > $f <<T
#include "fw.h"
int ${m}_${n}_step(fw_sample *s, int ratio) {
    unsigned drift = s->gain;
    if (drift < ratio) return -1;
    return fw_clamp(s->x - s->y, -2048, 2047);
}
T
    else
      cat > $f <<T
#include "fw.h"
int ${m}_${n}_step(fw_sample *s, int ratio) {
    return fw_clamp(s->x * ratio + s->y - $i, -32768, 32767);
}
T
    fi
  done
done
cat > src/fw_clamp.c <<'T'
#include "fw.h"
int fw_clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=c11 -O2 -g -Wall -Wextra -Wno-unused-parameter -ffunction-sections -fdata-sections -DFW_BOARD=PSC4 -DFW_REV=0x0312 -Iinclude
SRCS := src/fw_clamp.c $(sort $(wildcard src/*/*.c))
OBJS := $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/periscope.elf

build/%.o: src/%.c include/fw.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

build/periscope.elf: $(OBJS)
	$(CC) -Wl,--gc-sections -o $@ $(OBJS) -nostartfiles -Wl,-e,fw_clamp
	size $@

clean:
	rm -rf build
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ make -k'; make -k 2>&1; echo "exit status: $?"; } | neutral
