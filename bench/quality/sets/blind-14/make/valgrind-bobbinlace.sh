#!/usr/bin/env bash
# valgrind --leak-check=full on a bobbin-lace pricking generator: an off-by-one heap write,
# a conditional on uninitialised memory, and leaks.
# Output: outputs/valgrind-bobbinlace.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/pricking
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/src/grid.c" <<'T'
#include <stdlib.h>
#include <string.h>
#include "grid.h"

grid_t *grid_new(int cols, int rows, double angle_deg)
{
    grid_t *g = malloc(sizeof *g);
    g->cols = cols;
    g->rows = rows;
    g->angle_deg = angle_deg;
    g->pins = malloc((size_t)cols * rows * sizeof *g->pins);
    return g;
}

void grid_place_ground(grid_t *g, const char *ground)
{
    for (int r = 0; r < g->rows; r++)
        for (int c = 0; c <= g->cols; c++) {
            pin_t *p = &g->pins[r * g->cols + c];
            p->x = c * 2.0 + (r % 2);
            p->y = r * 2.0;
            p->used = strcmp(ground, "torchon") == 0 ? 1 : (r + c) % 2;
        }
}

int grid_count_used(const grid_t *g)
{
    int n = 0;
    for (int i = 0; i < g->cols * g->rows; i++)
        if (g->pins[i].used)
            n++;
    return n;
}

char *grid_label(const grid_t *g, const char *pattern)
{
    char *s = malloc(strlen(pattern) + 32);
    strcpy(s, pattern);
    strcat(s, g->angle_deg > 50 ? " (steep)" : " (standard)");
    return s;
}
T
cat > "$P/src/grid.h" <<'T'
#ifndef GRID_H
#define GRID_H
typedef struct { double x, y; int used; } pin_t;
typedef struct { int cols, rows; double angle_deg; pin_t *pins; } grid_t;
grid_t *grid_new(int cols, int rows, double angle_deg);
void grid_place_ground(grid_t *g, const char *ground);
int grid_count_used(const grid_t *g);
char *grid_label(const grid_t *g, const char *pattern);
#endif
T
cat > "$P/src/main.c" <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "grid.h"

int main(void)
{
    const char *patterns[] = { "Torchon fan", "Bucks point edging", "Rose ground mat" };
    const char *grounds[] = { "torchon", "point", "rose" };
    for (int i = 0; i < 3; i++) {
        grid_t *g = grid_new(12 + i * 4, 10, 45.0 + i * 7.5);
        if (i == 2) {
            /* rose ground is placed by hand: rows only partly filled */
            for (int r = 0; r < g->rows; r++)
                g->pins[r * g->cols].used = 1;
        } else {
            grid_place_ground(g, grounds[i]);
        }
        char *label = grid_label(g, patterns[i]);
        printf("%-34s %3d pins used of %3d\n", label, grid_count_used(g), g->cols * g->rows);
        if (i == 0) {
            free(label);
            free(g->pins);
            free(g);
        }
    }
    return 0;
}
T
cd "$P" && gcc -g -O0 -o pricking src/main.c src/grid.c
cd "$P" && {
  capture valgrind --leak-check=full --track-origins=yes ./pricking
} 2>&1 | neutral | sed -E 's/^==[0-9]+==/==31337==/' > "$SETDIR/outputs/valgrind-bobbinlace.txt"
