#!/bin/bash
# make of a spirograph plotter: compiles, then the link fails with undefined references
source "$(dirname "$0")/d-lib.sh"
P=$WORK/spirograph
rm -rf "$P"; mkdir -p "$P/src" "$P/include"
cd "$P"
cat > include/spiro.h <<'T'
#ifndef SPIRO_H
#define SPIRO_H
typedef struct { double R, r, d; } spiro_gear;
typedef struct { double x, y; } spiro_pt;
int spiro_trace(const spiro_gear *g, spiro_pt *out, int max_pts, double step);
int spiro_period(const spiro_gear *g);
void svg_begin(const char *path, int w, int h);
void svg_polyline(const spiro_pt *pts, int n, const char *colour);
void svg_end(void);
int palette_pick(int idx, char *buf, int len);
#endif
T
cat > src/trace.c <<'T'
#include <math.h>
#include "spiro.h"
static int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }
int spiro_period(const spiro_gear *g) { return (int)g->r / gcd((int)g->R, (int)g->r); }
int spiro_trace(const spiro_gear *g, spiro_pt *out, int max_pts, double step) {
    int n = 0;
    double k = g->R - g->r;
    for (double t = 0; t < 2 * M_PI * spiro_period(g) && n < max_pts; t += step, n++) {
        out[n].x = k * cos(t) + g->d * cos(k / g->r * t);
        out[n].y = k * sin(t) - g->d * sin(k / g->r * t);
    }
    return n;
}
T
cat > src/svg.c <<'T'
#include <stdio.h>
#include "spiro.h"
static FILE *fp;
void svg_begin(const char *path, int w, int h) {
    fp = fopen(path, "w");
    fprintf(fp, "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d'>\n", w, h);
}
void svg_polyine(const spiro_pt *pts, int n, const char *colour) {
    fprintf(fp, "<polyline fill='none' stroke='%s' points='", colour);
    for (int i = 0; i < n; i++) fprintf(fp, "%.2f,%.2f ", pts[i].x + 300, pts[i].y + 300);
    fprintf(fp, "'/>\n");
}
void svg_end(void) { fprintf(fp, "</svg>\n"); fclose(fp); }
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "spiro.h"
static spiro_pt pts[200000];
int main(void) {
    spiro_gear gears[] = {{96, 52, 30}, {105, 40, 38}, {144, 63, 50}};
    char colour[16];
    svg_begin("plate.svg", 600, 600);
    for (int i = 0; i < 3; i++) {
        int n = spiro_trace(&gears[i], pts, 200000, 0.01);
        palette_pick(i, colour, sizeof colour);
        svg_polyline(pts, n, colour);
        printf("gear %d: %d points, period %d\n", i, n, spiro_period(&gears[i]));
    }
    svg_end();
    return 0;
}
T
cat > Makefile <<'T'
CFLAGS = -O2 -Wall -Iinclude
OBJS = build/main.o build/trace.o build/svg.o
spirograph: $(OBJS)
	$(CC) $(OBJS) -o $@
build/%.o: src/%.c include/spiro.h
	@mkdir -p build
	$(CC) $(CFLAGS) -c $< -o $@
T
{ run "make"; } | neutral > "$OUTDIR/d-ld-spirograph.txt"
