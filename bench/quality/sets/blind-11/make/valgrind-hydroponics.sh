#!/usr/bin/env bash
# valgrind --leak-check=full on a hydroponic nutrient-dosing controller in C:
# an invalid read, an uninitialised jump, and leaks. Output: outputs/valgrind-hydroponics.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/nutrimix
rm -rf "$P"; mkdir -p "$P"; cd "$P"

cat > dose.c <<'X'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[16];
    double ml_per_l;   /* stock solution per litre of reservoir */
} stock;

typedef struct {
    char crop[24];
    double ec_target;
    double ph_target;
    int n_stocks;
    stock *stocks;
} recipe;

typedef struct {
    double litres;
    double ec;
    double ph;
    int pump_ms[4];
} reservoir;

static recipe *recipe_load(const char *crop, double ec, double ph, int n) {
    recipe *r = malloc(sizeof *r);
    strncpy(r->crop, crop, sizeof r->crop);
    r->ec_target = ec;
    r->ph_target = ph;
    r->n_stocks = n;
    r->stocks = malloc(n * sizeof(stock));
    const char *names[] = {"CalNit", "Part-B", "MagSul", "Silica"};
    const double amounts[] = {1.2, 0.9, 0.35, 0.1};
    for (int i = 0; i < n; i++) {
        strcpy(r->stocks[i].name, names[i]);
        r->stocks[i].ml_per_l = amounts[i];
    }
    return r;
}

static char *dose_report(const recipe *r, const reservoir *res) {
    char *buf = malloc(256);
    int off = snprintf(buf, 256, "%s %.0fL:", r->crop, res->litres);
    for (int i = 0; i <= r->n_stocks; i++) {
        off += snprintf(buf + off, 256 - off, " %s=%.1fml", r->stocks[i].name, r->stocks[i].ml_per_l * res->litres);
    }
    return buf;
}

static int ph_adjust_ms(const reservoir *res, double target) {
    int ms;
    if (res->ph > target + 0.2)
        ms = (int)((res->ph - target) * 900);
    if (ms > 4000)
        ms = 4000;
    return ms;
}

int main(void) {
    const char *crops[] = {"butterhead", "basil-genovese", "strawberry", "pak-choi"};
    const double ec[] = {1.2, 1.6, 1.8, 1.5};
    for (int c = 0; c < 4; c++) {
        recipe *r = recipe_load(crops[c], ec[c], 5.9, 3);
        reservoir res = {.litres = 120.0 + 20 * c, .ec = 0.4, .ph = 6.0 + 0.1 * c};
        char *rep = dose_report(r, &res);
        printf("%s | pH pump %d ms\n", rep, ph_adjust_ms(&res, r->ph_target));
        if (c % 2 == 0) {
            free(rep);
        }
        free(r);
    }
    return 0;
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's/^==[0-9]*==/==31337==/'
}
gcc -g -O0 -Wall -o nutrimix dose.c
{
  echo "$ valgrind --leak-check=full --track-origins=yes ./nutrimix"
  valgrind --leak-check=full --track-origins=yes ./nutrimix 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
