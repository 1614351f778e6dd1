#!/usr/bin/env bash
# d-asan-icebreaker: an icebreaker convoy route planner built with
# -fsanitize=address prints its progress log, then AddressSanitizer reports
# a heap-buffer-overflow.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-asan-icebreaker.txt}
P=$WORK/icebreaker
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/icechart.h <<'EOF'
#ifndef ICECHART_H
#define ICECHART_H
typedef struct {
    int rows, cols;
    unsigned char *concentration; /* tenths, 0..10 */
    float *thickness_m;
} icechart_t;
icechart_t *chart_generate(int rows, int cols, unsigned seed);
void chart_free(icechart_t *c);
float chart_cost(const icechart_t *c, int r, int col);
#endif
EOF
cat > src/icechart.c <<'EOF'
#include <stdlib.h>
#include "icechart.h"

icechart_t *chart_generate(int rows, int cols, unsigned seed)
{
    icechart_t *c = malloc(sizeof *c);
    c->rows = rows;
    c->cols = cols;
    c->concentration = malloc((size_t)rows * cols);
    c->thickness_m = malloc(sizeof(float) * rows * cols);
    for (int i = 0; i < rows * cols; i++) {
        seed = seed * 1103515245u + 12345u;
        c->concentration[i] = (seed >> 16) % 11;
        c->thickness_m[i] = ((seed >> 8) % 250) / 100.0f;
    }
    return c;
}

void chart_free(icechart_t *c)
{
    free(c->concentration);
    free(c->thickness_m);
    free(c);
}

float chart_cost(const icechart_t *c, int r, int col)
{
    int i = r * c->cols + col;
    return 1.0f + c->concentration[i] * 0.4f + c->thickness_m[i] * 2.0f;
}
EOF
cat > src/route.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "icechart.h"

typedef struct { int r, c; float cost; } leg_t;

/* Greedy corridor: from the west edge, at each column step to the cheapest
 * of the three neighbouring rows. */
static float plan_corridor(const icechart_t *ch, int start_row, leg_t *legs)
{
    int r = start_row;
    float total = 0;
    for (int col = 0; col <= ch->cols; col++) {
        int best = r;
        float best_cost = chart_cost(ch, r, col);
        for (int dr = -1; dr <= 1; dr += 2) {
            int rr = r + dr;
            if (rr < 0 || rr >= ch->rows) continue;
            float cst = chart_cost(ch, rr, col);
            if (cst < best_cost) { best = rr; best_cost = cst; }
        }
        r = best;
        legs[col].r = r;
        legs[col].c = col;
        legs[col].cost = best_cost;
        total += best_cost;
    }
    return total;
}

int main(int argc, char **argv)
{
    int rows = 48, cols = 96;
    int convoys = argc > 1 ? atoi(argv[1]) : 6;
    setvbuf(stdout, NULL, _IOLBF, 0);
    icechart_t *ch = chart_generate(rows, cols, 20260214u);
    printf("icebreaker planner 0.9.4: chart %dx%d, %d convoys\n", rows, cols, convoys);
    for (int r = 0; r < rows; r += 2) {
        int heavy = 0;
        for (int c = 0; c < cols; c++)
            if (ch->concentration[r * cols + c] >= 9) heavy++;
        printf("chart row %2d: %2d cells at 9-10/10 concentration\n", r, heavy);
    }
    for (int k = 0; k < convoys; k++) {
        int start = 4 + k * 7;
        leg_t *legs = malloc(sizeof(leg_t) * cols);
        printf("convoy %d: departing from row %d\n", k + 1, start);
        float total = plan_corridor(ch, start, legs);
        for (int col = 0; col < cols; col += 8)
            printf("  convoy %d col %2d -> row %2d cost %.2f\n", k + 1, col, legs[col].r, legs[col].cost);
        printf("convoy %d: corridor cost %.1f\n", k + 1, total);
        free(legs);
    }
    chart_free(ch);
    return 0;
}
EOF
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -Wall -o iceplan src/route.c src/icechart.c || exit 1
{ echo '$ ./iceplan 6'; ASAN_OPTIONS=detect_leaks=1 ./iceplan 6 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
