#!/bin/bash
# valgrind memcheck on a rock-pool species census tool: invalid read after free and leaks
source "$(dirname "$0")/d-lib.sh"
P=$WORK/rockpoolcensus
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > census.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *species; int count; } tally;
typedef struct { char name[32]; tally *t; int n, cap; } pool;

static void pool_add(pool *p, const char *sp, int c) {
    for (int i = 0; i < p->n; i++)
        if (strcmp(p->t[i].species, sp) == 0) { p->t[i].count += c; return; }
    if (p->n == p->cap) { p->cap = p->cap ? p->cap * 2 : 2; p->t = realloc(p->t, p->cap * sizeof(tally)); }
    p->t[p->n].species = strdup(sp);
    p->t[p->n++].count = c;
}

static tally *most_common(pool *p) {
    tally *best = &p->t[0];
    for (int i = 1; i < p->n; i++) if (p->t[i].count > best->count) best = &p->t[i];
    return best;
}

int main(void) {
    const char *sp[] = {"Actinia equina", "Patella vulgata", "Littorina littorea", "Carcinus maenas", "Nucella lapillus", "Mytilus edulis"};
    pool pools[3] = {{"North gully"}, {"Sandstone shelf"}, {"Kelp edge"}};
    for (int k = 0; k < 3; k++) {
        pool_add(&pools[k], sp[k], 3);
        tally *lead = most_common(&pools[k]);
        for (int i = 0; i < 6; i++) pool_add(&pools[k], sp[(i + k) % 6], (i * 7 + k) % 11);
        printf("%s: %d species, early leader %s\n", pools[k].name, pools[k].n, lead->species);
    }
    for (int k = 0; k < 3; k++) free(pools[k].t);
    return 0;
}
T
gcc -g -O0 -o census census.c
{ run "valgrind --leak-check=full ./census"; } | neutral | sed -E 's/==[0-9]+==/==31337==/' > "$OUTDIR/d-valgrind-rockpoolcensus.txt"
