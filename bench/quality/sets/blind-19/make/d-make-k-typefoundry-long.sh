#!/usr/bin/env bash
# make -k -j8 V=1 of a glyph-rasteriser library (about 2,000 generated units): one unit fails to compile mid-build, the link then fails.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/typefoundry
rm -rf "$P"; mkdir -p "$P/src/glyphs" "$P/src/core" "$P/include"; cd "$P"
cat > include/raster.h <<'T'
#ifndef RASTER_H
#define RASTER_H
#include <stdint.h>
typedef struct { int16_t x, y; } point_t;
typedef struct { uint16_t codepoint; uint8_t advance; uint8_t npts; const point_t *pts; } glyph_t;
int raster_line(uint8_t *bmp, int w, int h, point_t a, point_t b);
int raster_glyph(uint8_t *bmp, int w, int h, const glyph_t *g);
#endif
T
cat > src/core/raster.c <<'T'
#include <stdlib.h>
#include "raster.h"
int raster_line(uint8_t *bmp, int w, int h, point_t a, point_t b) {
    int dx = abs(b.x - a.x), dy = -abs(b.y - a.y), sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1, err = dx + dy, n = 0;
    for (;;) {
        if (a.x >= 0 && a.x < w && a.y >= 0 && a.y < h) { bmp[a.y * w + a.x] = 255; n++; }
        if (a.x == b.x && a.y == b.y) break;
        int e2 = 2 * err;
        if (e2 >= dy) { err += dy; a.x += sx; }
        if (e2 <= dx) { err += dx; a.y += sy; }
    }
    return n;
}
int raster_glyph(uint8_t *bmp, int w, int h, const glyph_t *g) {
    int n = 0;
    for (int i = 0; i + 1 < g->npts; i++) n += raster_line(bmp, w, h, g->pts[i], g->pts[i + 1]);
    return n;
}
T
cat > src/core/kerning.c <<'T'
#include "raster.h"
int kern_pair(uint16_t left, uint16_t right) {
    if ((left == 'A' && right == 'V') || (left == 'V' && right == 'A')) return -2;
    if (left == 'T' && right == 'o') return -1;
    return 0;
}
T
objs="src/core/raster.o src/core/kerning.o"
for i in $(seq 32 2079); do
  f=$(printf 'src/glyphs/u%04x.c' $i)
  cat > "$f" <<T
#include "raster.h"
static const point_t pts[] = { {0,0}, {$((i % 7)),$((i % 11))}, {$((i % 5 + 2)),$((i % 9 + 1))}, {8,12} };
const glyph_t glyph_$(printf '%04x' $i) = { 0x$(printf '%04x' $i), $((i % 6 + 5)), 4, pts };
T
  objs="$objs ${f%.c}.o"
done
# one unit was hand-edited and lost a brace
cat > src/glyphs/u05d0.c <<'T'
#include "raster.h"
static const point_t pts[] = { {0,0}, {2,9}, {6,3}, {8,12} ;
const glyph_t glyph_05d0 = { 0x05d0, 7, 4, pts };
T
{ echo "CC = gcc"; echo "CFLAGS = -O2 -Wall -Wextra -Iinclude -fPIC"; echo "OBJS = $objs";
  printf 'libtypefoundry.so: $(OBJS)\n\t$(CC) -shared -o $@ $(OBJS)\n\n%%.o: %%.c\n\t$(CC) $(CFLAGS) -c -o $@ $<\n'; } > Makefile
{ run 'make -k -j8'; } | neutral > "$HERE/../outputs/d-make-k-typefoundry-long.txt"
