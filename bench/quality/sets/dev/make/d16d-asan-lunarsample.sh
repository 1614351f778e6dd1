#!/usr/bin/env bash
# AddressSanitizer report from a lunar-sample catalogue tool (heap-buffer-overflow)
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/regolith-cat
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/sample.h <<'T'
#ifndef SAMPLE_H
#define SAMPLE_H
#include <stddef.h>
typedef struct {
    char id[12];        /* e.g. "A17-70017" */
    char mission[8];
    double mass_g;
    int ilmenite_pct;
} sample_t;
typedef struct { sample_t *items; size_t len, cap; } catalogue_t;
void cat_init(catalogue_t *c, size_t cap);
void cat_push(catalogue_t *c, const char *id, const char *mission, double mass, int ilm);
double cat_heaviest(const catalogue_t *c);
void cat_free(catalogue_t *c);
#endif
T
cat > src/catalogue.c <<'T'
#include <stdlib.h>
#include <string.h>
#include "sample.h"

void cat_init(catalogue_t *c, size_t cap)
{
    c->items = malloc(cap * sizeof(sample_t));
    c->len = 0;
    c->cap = cap;
}

void cat_push(catalogue_t *c, const char *id, const char *mission, double mass, int ilm)
{
    if (c->len == c->cap) {
        c->cap = c->cap + c->cap / 2;
        c->items = realloc(c->items, c->cap * sizeof(sample_t));
    }
    sample_t *s = &c->items[c->len++];
    strncpy(s->id, id, sizeof s->id - 1);
    s->id[sizeof s->id - 1] = '\0';
    strncpy(s->mission, mission, sizeof s->mission);
    s->mass_g = mass;
    s->ilmenite_pct = ilm;
}

double cat_heaviest(const catalogue_t *c)
{
    double best = 0;
    for (size_t i = 0; i <= c->len; i++)
        if (c->items[i].mass_g > best) best = c->items[i].mass_g;
    return best;
}

void cat_free(catalogue_t *c) { free(c->items); c->items = NULL; }
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "sample.h"

int main(void)
{
    catalogue_t c;
    cat_init(&c, 4);
    cat_push(&c, "A11-10017", "Apollo11", 973.0, 11);
    cat_push(&c, "A12-12013", "Apollo12", 82.3, 3);
    cat_push(&c, "A15-15415", "Apollo15", 269.4, 0);
    cat_push(&c, "A17-70017", "Apollo17", 2957.0, 19);
    cat_push(&c, "L16-21", "Luna16", 101.0, 7);
    cat_push(&c, "A16-68815", "Apollo16", 1789.0, 1);
    printf("catalogued %zu samples\n", c.len);
    printf("heaviest: %.1f g\n", cat_heaviest(&c));
    cat_free(&c);
    return 0;
}
T
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o regocat src/main.c src/catalogue.c
run ./regocat | neutral
