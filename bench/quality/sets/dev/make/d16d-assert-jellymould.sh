#!/usr/bin/env bash
# a jelly-mould setting-time planner aborts on an assertion after printing its schedule
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/jellyplan
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > jellyplan.c <<'T'
#include <assert.h>
#include <stdio.h>
#include <string.h>

typedef struct { const char *name; int volume_ml; int gelatin_leaves; int fridge_shelf; } mould_t;

static int set_minutes(const mould_t *m)
{
    /* bloom strength: about 1 leaf per 120 ml for a firm set */
    int ratio_x100 = m->gelatin_leaves * 12000 / m->volume_ml;
    assert(ratio_x100 >= 60 && "too little gelatin: mould will not hold its shape");
    int base = 120 + m->volume_ml / 8;
    return ratio_x100 > 100 ? base : base + (100 - ratio_x100) * 3;
}

int main(void)
{
    mould_t moulds[] = {
        {"rabbit-copper", 600, 5, 1}, {"castle-tin", 1200, 10, 1}, {"ring-bundt", 900, 8, 2},
        {"hedgehog", 450, 4, 2}, {"fluted-glass", 350, 3, 3}, {"tower-ceramic", 1500, 13, 1},
        {"lobster-copper", 800, 7, 3}, {"pineapple-tin", 1000, 4, 2}, {"swan-glass", 500, 4, 3},
    };
    int clock = 9 * 60;
    for (size_t i = 0; i < sizeof moulds / sizeof moulds[0]; i++) {
        int mins = set_minutes(&moulds[i]);
        printf("%02d:%02d  shelf %d  %-15s %5d ml %2d leaves  sets in %3d min\n",
               clock / 60, clock % 60, moulds[i].fridge_shelf, moulds[i].name,
               moulds[i].volume_ml, moulds[i].gelatin_leaves, mins);
        fflush(stdout);
        clock += 15;
    }
    return 0;
}
T
gcc -g -O0 -o jellyplan jellyplan.c
run ./jellyplan | neutral
