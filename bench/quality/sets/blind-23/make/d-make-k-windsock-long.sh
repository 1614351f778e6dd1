#!/bin/bash
# make -k of an airfield weather station firmware (hundreds of verbose gcc lines); one translation unit fails in the middle
WORK=${WORK:-/home/dev}; P=$WORK/windsock
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/ws.h <<'EOF'
#ifndef WS_H
#define WS_H
#include <stdint.h>
typedef struct { int16_t deg; uint16_t knots; uint16_t gust; } wind_t;
typedef struct { int32_t qnh_pa; int16_t temp_c10; int16_t dew_c10; } met_t;
int ws_register(const char *name, int (*fn)(void));
#endif
EOF
mods="anemo vane baro thermo hygro rain solar metar taf atis radio uart spi i2c flash log rtc gps alarm disp"
i=0
for m in $mods; do
  for n in $(seq 1 100); do
    i=$((i+1))
    f=src/${m}_$(printf %02d $n).c
    if [ "$m" = "metar" ] && [ $n = 27 ]; then
cat > $f <<EOF
#include "ws.h"
#include <stdio.h>
static int fmt_wind(char *buf, unsigned len, const wind_t *w) {
    if (w->gust > w->knots + 10)
        return snprintf(buf, len, "%03d%02uG%02uKT", w->deg, w->knots, w->gust);
    return snprintf(buf, len, "%03d%02uKT", w->deg, w->knots);
}
int ${m}_${n}_encode(char *buf, unsigned len, const wind_t *w, const met_t *m) {
    int k = fmt_wind(buf, len, w);
    k += snprintf(buf + k, len - k, " Q%04d", m->qnh_pa / 100);
    k += snprintf(buf + k, len - k, " %s", m->temp_c10 < 0 ? "M" : "");
    return k + fmt_temp(buf + k, len - k, m->temp_c10, m->dew_c10);
}
EOF
    elif [ "$m" = "radio" ] && [ $n = 3 ]; then
cat > $f <<EOF
#include "ws.h"
int ${m}_${n}_tune(unsigned khz) {
    unsigned ch = (khz - 118000) / 25;
    int unused_offset = 8;
    if (ch > 760) return -1;
    return (int)ch;
}
EOF
    else
cat > $f <<EOF
#include "ws.h"
static int ${m}_${n}_probe(void) { return $i % 7; }
int ${m}_${n}_init(void) { return ws_register("${m}${n}", ${m}_${n}_probe); }
EOF
    fi
  done
done
cat > Makefile <<'EOF'
CC = gcc
CFLAGS = -O2 -g -Wall -Wextra -Werror=implicit-function-declaration -Iinclude -ffunction-sections -fdata-sections
SRCS = $(sort $(wildcard src/*.c))
OBJS = $(SRCS:src/%.c=build/%.o)

all: build/windsock.a

build/%.o: src/%.c include/ws.h
	@mkdir -p build
	$(CC) $(CFLAGS) -c $< -o $@

build/windsock.a: $(OBJS)
	@ar rcs $@ $^
	@echo "archive: $@ ($(words $^) objects)"
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run make -k -j1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
