#!/bin/bash
# make -k (serial) of fjord salinity-buoy firmware: ~1000 generated C sources compiled verbosely,
# a few warnings and one compile error in the middle of the run
. "$(dirname "$0")/d-lib.sh"
proj fjordbuoy
mkdir -p src/sensors src/telemetry src/calib include build
cat > include/buoy.h <<'H'
#ifndef BUOY_H
#define BUOY_H
#include <stdint.h>
typedef struct { uint32_t ts; int16_t raw; uint8_t chan; } sample_t;
int32_t scale_reading(const sample_t *s, int32_t gain);
#endif
H
i=0
for grp in sensors telemetry calib; do
  for n in $(seq -w 1 330); do
    i=$((i+1))
    f=src/$grp/${grp}_$n.c
    cat > $f <<C
#include "buoy.h"
int32_t ${grp}_${n}_apply(const sample_t *s) {
    int32_t v = s->raw * $((i % 17 + 1));
    return v + (int32_t)s->chan;
}
C
  done
done
# a few warnings
cat > src/sensors/sensors_077.c <<'C'
#include "buoy.h"
int32_t sensors_077_apply(const sample_t *s) {
    int32_t unused_offset = 12;
    return s->raw * 3;
}
C
cat > src/telemetry/telemetry_140.c <<'C'
#include "buoy.h"
#include <stdio.h>
int32_t telemetry_140_apply(const sample_t *s) {
    char frame[8];
    snprintf(frame, sizeof frame, "%u", (unsigned)s->ts);
    return (int32_t)frame[0] + s->chan;
}
int telemetry_140_checksum(const char *p) {
    int sum;
    while (*p) sum += *p++;
    return sum;
}
C
# the one error
cat > src/telemetry/telemetry_212.c <<'C'
#include "buoy.h"
typedef struct { uint16_t salinity_ppt_x100; int16_t temp_c_x100; } ctd_frame_t;
int32_t telemetry_212_apply(const sample_t *s) {
    ctd_frame_t f = { .salinity_ppt_x100 = (uint16_t)s->raw, .temp_c_x10 = 0 };
    return f.salinity_ppt_x100 + s->chan;
}
C
cat > src/calib/calib_301.c <<'C'
#include "buoy.h"
int32_t calib_301_apply(const sample_t *s) {
    uint8_t k = s->chan;
    if (k < 0) return 0;
    return s->raw * 5;
}
C
cat > src/main.c <<'C'
#include "buoy.h"
int32_t scale_reading(const sample_t *s, int32_t gain) { return s->raw * gain; }
int main(void) { return 0; }
C
cat > Makefile <<'MK'
CC      = gcc
CFLAGS  = -std=c11 -O2 -Wall -Wextra -Iinclude -ffunction-sections
SRCS    := src/main.c $(sort $(wildcard src/*/*.c))
OBJS    := $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/fjordbuoy.elf

build/fjordbuoy.elf: $(OBJS)
	$(CC) -Wl,--gc-sections -o $@ $^

build/%.o: src/%.c include/buoy.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

clean:
	rm -rf build
.PHONY: all clean
MK
capture d-make-verbose-fjord 'make -k'
