#!/usr/bin/env bash
# valgrind --leak-check=full on a calligraphy stroke rasteriser in C: ~1500 lines of glyph log,
# an invalid read early, an uninitialised-value jump late, leaks in the summary.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/calligraphy
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > src/nib.h <<'T'
#ifndef NIB_H
#define NIB_H
typedef struct { double angle_deg; double width_mm; } nib;
typedef struct { int n; double *x; double *y; double *pressure; } stroke;
stroke *stroke_new(int n);
void stroke_free(stroke *s);
double stroke_ink(const stroke *s, const nib *nb);
#endif
T
cat > src/stroke.c <<'T'
#include <stdlib.h>
#include <math.h>
#include "nib.h"
stroke *stroke_new(int n) {
    stroke *s = malloc(sizeof *s);
    s->n = n;
    s->x = malloc(n * sizeof(double));
    s->y = malloc(n * sizeof(double));
    s->pressure = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) { s->x[i] = i * 0.8; s->y[i] = sin(i * 0.3) * 4.0; s->pressure[i] = 0.4 + (i % 5) * 0.1; }
    return s;
}
void stroke_free(stroke *s) { free(s->x); free(s->y); free(s); }   /* pressure buffer forgotten */
double stroke_ink(const stroke *s, const nib *nb) {
    double ink = 0.0;
    double a = nb->angle_deg * M_PI / 180.0;
    for (int i = 1; i <= s->n; i++) {               /* reads one past the end */
        double dx = s->x[i] - s->x[i - 1], dy = s->y[i] - s->y[i - 1];
        double w = fabs(sin(atan2(dy, dx) - a)) * nb->width_mm;
        ink += sqrt(dx * dx + dy * dy) * w * s->pressure[i - 1];
    }
    return ink;
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nib.h"
static const char *HANDS[] = {"foundational", "italic", "uncial", "blackletter", "copperplate"};
typedef struct { char glyph; int strokes; double ink; int flourish; } glyph_rec;
int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    nib nb = { 30.0, 3.8 };
    double total = 0.0;
    glyph_rec *recs = malloc(1400 * sizeof *recs);
    for (int g = 0; g < 1400; g++) {
        const char *hand = HANDS[g % 5];
        glyph_rec *r = &recs[g];
        r->glyph = 'a' + g % 26;
        r->strokes = 2 + g % 4;
        r->ink = 0.0;
        if (g != 1187) r->flourish = (g % 9 == 0);
        for (int k = 0; k < r->strokes; k++) {
            stroke *s = stroke_new(12 + (g + k) % 20);
            if (g == 0 && k == 0) nb.width_mm = 3.8;
            r->ink += stroke_ink(s, &nb);
            stroke_free(s);
        }
        total += r->ink;
        printf("[%s] glyph %4d '%c' strokes=%d ink=%.3f mm2 total=%.1f\n", hand, g, r->glyph, r->strokes, r->ink, total);
        if (g % 350 == 349) printf("-- sheet %d done: %d glyphs, %.1f mm2 of ink --\n", g / 350 + 1, g + 1, total);
        if (r->flourish) printf("   flourish on '%c' (hand %s)\n", r->glyph, hand);
    }
    char *colophon = strdup("Written on vellum, Iron gall ink, nib 3.8 mm at 30 degrees");
    printf("%s\n", colophon);
    return 0;
}
T
gcc -g -O0 -Wall -o calligraphy src/main.c src/stroke.c -lm 2>&1
cmd="valgrind --leak-check=full --show-leak-kinds=definite,indirect --track-origins=yes --error-limit=no ./calligraphy"
{
  echo "\$ $cmd"
  timeout 300 $cmd 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' -e 's/^==[0-9]*==/==4187==/' > "$WORK/out.txt"
