#!/usr/bin/env bash
# Origami crease-pattern flattener: recursive flood fill overflows the stack; gdb batch backtrace.
P=${WORK:-/home/dev}/creasefold
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^\[Inferior 1 (process [0-9]*)/[Inferior 1 (process N)/'; }
cat > src/facets.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "facets.h"

/* Assign mountain/valley parity to every facet reachable from (x, y). */
int colour_facets(grid_t *g, int x, int y, int parity) {
    if (x < 0 || y < 0 || x >= g->w || y >= g->h) return 0;
    cell_t *c = &g->cells[y * g->w + x];
    if (c->crease || c->parity == parity) return 0;
    c->parity = parity;
    int n = 1;
    n += colour_facets(g, x + 1, y, parity);
    n += colour_facets(g, x, y + 1, parity);
    n += colour_facets(g, x - 1, y, parity);
    n += colour_facets(g, x, y - 1, parity);
    return n;
}
EOF
cat > src/facets.h <<'EOF'
typedef struct { unsigned char crease; signed char parity; } cell_t;
typedef struct { int w, h; cell_t *cells; } grid_t;
int colour_facets(grid_t *g, int x, int y, int parity);
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "facets.h"

static grid_t *load_pattern(const char *name, int w, int h) {
    grid_t *g = malloc(sizeof *g);
    g->w = w; g->h = h;
    g->cells = calloc((size_t)w * h, sizeof(cell_t));
    for (int i = 0; i < w * h; i++) g->cells[i].parity = -1;
    (void)name;
    return g;
}

int main(int argc, char **argv) {
    const char *name = argc > 1 ? argv[1] : "kawasaki-rose.cp";
    grid_t *g = load_pattern(name, 2048, 2048);
    int n = colour_facets(g, 0, 0, 1);
    printf("%s: %d facets coloured\n", name, n);
    return 0;
}
EOF
gcc -g -O0 -o creasefold src/main.c src/facets.c
ulimit -s 256
echo '$ gdb -q -batch -ex run -ex bt --args ./creasefold kawasaki-rose.cp'
gdb -q -batch -ex run -ex bt --args ./creasefold kawasaki-rose.cp 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
