#!/usr/bin/env bash
# make -k -j4 of a neoprene wetsuit panel-cutting controller: ~1100 compile lines, a few warnings, one error
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/wetsuit-cutter
rm -rf "$P"; mkdir -p "$P/include"; cd "$P"
cat > include/panel.h <<'T'
#ifndef PANEL_H
#define PANEL_H
#include <stddef.h>
#include <stdint.h>
typedef struct { int32_t x_um, y_um; } pt_t;
typedef struct { const char *name; pt_t pts[64]; size_t npts; uint16_t thickness_mm10; } panel_t;
typedef struct { size_t count; panel_t *items; } panel_set_t;
int panel_area_mm2(const panel_t *p);
int panel_perimeter_mm(const panel_t *p);
#endif
T
mods="panels seams sizes nesting blade gcode"
for m in $mods; do
  mkdir -p src/$m
  for i in $(seq -w 1 180); do
    f=src/$m/${m%s}_$i.c
    n=$((10#$i))
    cat > $f <<T
#include "panel.h"
#include <string.h>

/* ${m} unit ${i}: generated geometry table */
static const pt_t ${m}_${i}_pts[4] = {{0, 0}, {${n}00, 0}, {${n}00, 25${n}0}, {0, 25${n}0}};

int ${m}_${i}_width(const panel_t *p)
{
    int32_t minx = p->pts[0].x_um, maxx = minx;
    for (size_t k = 1; k < p->npts; k++) {
        if (p->pts[k].x_um < minx) minx = p->pts[k].x_um;
        if (p->pts[k].x_um > maxx) maxx = p->pts[k].x_um;
    }
    return (int)(maxx - minx) + ${m}_${i}_pts[1].x_um;
}
T
  done
done
# a few realistic warnings
cat >> src/nesting/nesting_044.c <<'T'
int nesting_044_score(const panel_set_t *s)
{
    int unused_margin = 12;
    return (int)s->count;
}
T
cat >> src/blade/blade_131.c <<'T'
int blade_131_feed(int speed)
{
    if (speed = 0) return 0;
    return 4000 / speed;
}
T
cat >> src/sizes/size_077.c <<'T'
#include <stdio.h>
void size_077_label(char *out, size_t n, const panel_t *p)
{
    snprintf(out, n, "%s/%d", p->name, (long)p->thickness_mm10);
}
T
# the one error
cat >> src/seams/seam_102.c <<'T'
int seam_102_allowance(const panel_t *p)
{
    return panel_perimeter_mm(p) * p->seam_allowance_mm / 10;
}
T
cat > Makefile <<'T'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wno-unused-parameter -fPIC -Iinclude -DCUTTER_FW_VERSION=\"3.7.1\" -DPANEL_MAX_PTS=64
MODS    = panels seams sizes nesting blade gcode
SRCS    = $(foreach m,$(MODS),$(sort $(wildcard src/$(m)/*.c)))
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/cutterfw.elf

build/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

build/libcutter.a: $(OBJS)
	ar rcs $@ $^

build/cutterfw.elf: build/libcutter.a
	$(CC) -o $@ -Wl,--whole-archive $< -Wl,--no-whole-archive

clean:
	rm -rf build
T
run make -k -j4 | neutral
