#!/usr/bin/env bash
# gdb -batch on a ferry booking tool that segfaults while allocating car-deck lanes:
# run, backtrace, locals. Output: outputs/gdb-ferry-segfault.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/ferrydeck
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > src/deck.h <<'X'
#ifndef DECK_H
#define DECK_H
#include <stddef.h>

typedef struct vehicle {
    char reg[12];
    int length_cm;
    int height_cm;
    struct vehicle *next;
} vehicle;

typedef struct lane {
    int number;
    int capacity_cm;
    int used_cm;
    int max_height_cm;
    vehicle *first;
} lane;

typedef struct deck {
    const char *vessel;
    size_t n_lanes;
    lane *lanes;
} deck;

deck *deck_new(const char *vessel, size_t n_lanes);
lane *deck_best_lane(deck *d, const vehicle *v);
int deck_board(deck *d, vehicle *v);
#endif
X

cat > src/deck.c <<'X'
#include <stdlib.h>
#include <string.h>
#include "deck.h"

deck *deck_new(const char *vessel, size_t n_lanes) {
    deck *d = calloc(1, sizeof *d);
    d->vessel = vessel;
    d->n_lanes = n_lanes;
    d->lanes = calloc(n_lanes, sizeof *d->lanes);
    for (size_t i = 0; i < n_lanes; i++) {
        d->lanes[i].number = (int)i + 1;
        d->lanes[i].capacity_cm = 9000;
        d->lanes[i].max_height_cm = i < 2 ? 450 : 210;
    }
    return d;
}

lane *deck_best_lane(deck *d, const vehicle *v) {
    lane *best = NULL;
    for (size_t i = 0; i < d->n_lanes; i++) {
        lane *l = &d->lanes[i];
        if (v->height_cm > l->max_height_cm) continue;
        if (l->capacity_cm - l->used_cm < v->length_cm) continue;
        if (!best || l->used_cm < best->used_cm) best = l;
    }
    return best;
}

static void lane_append(lane *l, vehicle *v) {
    vehicle **p = &l->first;
    while (*p) p = &(*p)->next;
    *p = v;
    l->used_cm += v->length_cm + 30;
}

int deck_board(deck *d, vehicle *v) {
    lane *l = deck_best_lane(d, v);
    lane_append(l, v);
    return l->number;
}
X

cat > src/main.c <<'X'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "deck.h"

static vehicle *mk(const char *reg, int len, int h) {
    vehicle *v = calloc(1, sizeof *v);
    strncpy(v->reg, reg, sizeof v->reg - 1);
    v->length_cm = len;
    v->height_cm = h;
    return v;
}

int main(int argc, char **argv) {
    deck *d = deck_new("MV Sula Sgeir", 4);
    struct { const char *reg; int len, h; } manifest[] = {
        {"SG19 KLM", 450, 150}, {"HX68 TRB", 1650, 400}, {"YA21 PPD", 520, 190},
        {"SN70 WQE", 480, 160}, {"HGV 4471", 1680, 410}, {"LK66 BUS", 1220, 465}, {"PO15 XYZ", 700, 290},
        {"LR23 CAR", 430, 150},
    };
    for (size_t i = 0; i < sizeof manifest / sizeof manifest[0]; i++) {
        vehicle *v = mk(manifest[i].reg, manifest[i].len, manifest[i].h);
        int lane = deck_board(d, v);
        printf("%-9s -> lane %d\n", v->reg, lane);
    }
    return 0;
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's/process [0-9]*/process 52117/; s/LWP [0-9]*/LWP 52117/g'
}
gcc -g -O0 -Wall -o ferrydeck src/main.c src/deck.c
{
  echo "$ gdb -q -batch -ex run -ex bt -ex 'frame 2' -ex 'info locals' -ex 'print *v' -ex 'print d->lanes[0]@d->n_lanes' ./ferrydeck"
  gdb -q -batch -ex run -ex bt -ex 'frame 2' -ex 'info locals' -ex 'print *v' -ex 'print d->lanes[0]@d->n_lanes' ./ferrydeck 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
