#!/usr/bin/env bash
# A dye-house recipe scaler built with AddressSanitizer: heap-buffer-overflow when scaling a vat batch.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/dyehouse
rm -rf "$P"; mkdir -p "$P"
cat > "$P/recipe.h" <<'T'
#ifndef RECIPE_H
#define RECIPE_H
#include <stddef.h>
struct dye { char name[24]; double grams_per_kg; };
struct recipe { const char *shade; struct dye *dyes; size_t ndyes; };
struct recipe *recipe_new(const char *shade, size_t ndyes);
void recipe_scale(const struct recipe *r, double kg_fibre, double *out_grams);
double recipe_total(const double *grams, size_t n);
void recipe_free(struct recipe *r);
#endif
T
cat > "$P/recipe.c" <<'T'
#include <stdlib.h>
#include <string.h>
#include "recipe.h"

struct recipe *recipe_new(const char *shade, size_t ndyes) {
    struct recipe *r = malloc(sizeof *r);
    r->shade = shade;
    r->dyes = calloc(ndyes, sizeof *r->dyes);
    r->ndyes = ndyes;
    return r;
}

void recipe_scale(const struct recipe *r, double kg_fibre, double *out_grams) {
    /* mordant (alum, 8% of fibre weight) goes in slot 0, dyes after it */
    out_grams[0] = kg_fibre * 80.0;
    for (size_t i = 0; i < r->ndyes; i++)
        out_grams[i + 1] = r->dyes[i].grams_per_kg * kg_fibre;
}

double recipe_total(const double *grams, size_t n) {
    double t = 0;
    for (size_t i = 0; i < n; i++) t += grams[i];
    return t;
}

void recipe_free(struct recipe *r) { free(r->dyes); free(r); }
T
cat > "$P/vat.c" <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "recipe.h"

static double *weigh_out(const struct recipe *r, double kg) {
    double *grams = malloc(r->ndyes * sizeof *grams);
    recipe_scale(r, kg, grams);
    return grams;
}

static void plain_vat(int vat, const char *shade, double kg, double gpk) {
    struct recipe *r = recipe_new(shade, 1);
    strcpy(r->dyes[0].name, shade); r->dyes[0].grams_per_kg = gpk;
    double grams[2];
    recipe_scale(r, kg, grams);
    printf("vat %d (%s): fibre %.2f kg, alum %.1f g, dye %.1f g\n", vat, shade, kg, grams[0], grams[1]);
    recipe_free(r);
}

int main(void) {
    static const char *shades[] = {"indigo blue", "weld yellow", "cochineal pink", "logwood grey",
        "walnut brown", "madder red", "osage orange", "fustic gold", "lac crimson", "woad pale",
        "chamomile cream", "onion skin", "brazilwood rose", "cutch tan", "quebracho red",
        "alkanet mauve", "safflower peach", "tansy green", "buckthorn olive", "sumac khaki"};
    setvbuf(stdout, NULL, _IONBF, 0);
    for (int v = 0; v < 20; v++)
        plain_vat(v + 1, shades[v], 0.5 + 0.25 * v, 20 + 7 * v);
    struct recipe *madder_rust = recipe_new("madder rust", 3);
    strcpy(madder_rust->dyes[0].name, "madder root");  madder_rust->dyes[0].grams_per_kg = 500;
    strcpy(madder_rust->dyes[1].name, "weld");         madder_rust->dyes[1].grams_per_kg = 120;
    strcpy(madder_rust->dyes[2].name, "iron liquor");  madder_rust->dyes[2].grams_per_kg = 15;
    double *g = weigh_out(madder_rust, 2.5);
    printf("vat 21 (%s): %.1f g total\n", madder_rust->shade, recipe_total(g, madder_rust->ndyes + 1));
    free(g);
    recipe_free(madder_rust);
    return 0;
}
T
cat > "$P/build.sh" <<'T'
set -e
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o vat vat.c recipe.c
T
( cd "$P" && bash build.sh )
run d-asan-dyehouse "$P" ASAN_OPTIONS=print_legend=0 ./vat
