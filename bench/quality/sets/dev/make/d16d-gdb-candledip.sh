#!/usr/bin/env bash
# gdb -batch backtrace of a beeswax candle-dipping scheduler that segfaults on a missing vat
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/candledip
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > vats.c <<'T'
#include <stdlib.h>
#include <string.h>
#include "dip.h"

static vat_t vats[] = {
    {"beeswax-yellow", 71.5, 18.0},
    {"beeswax-white", 72.0, 12.5},
    {"bayberry", 64.0, 6.0},
};

vat_t *vat_lookup(const char *wax)
{
    for (size_t i = 0; i < sizeof vats / sizeof vats[0]; i++)
        if (strcmp(vats[i].wax, wax) == 0) return &vats[i];
    return NULL;
}
T
cat > dip.h <<'T'
#ifndef DIP_H
#define DIP_H
typedef struct { const char *wax; double temp_c; double litres; } vat_t;
typedef struct { const char *order; const char *wax; int wicks; int dips; } batch_t;
vat_t *vat_lookup(const char *wax);
double dip_minutes(const batch_t *b);
#endif
T
cat > schedule.c <<'T'
#include <stdio.h>
#include "dip.h"

double dip_minutes(const batch_t *b)
{
    vat_t *v = vat_lookup(b->wax);
    double cool = v->temp_c > 70.0 ? 2.5 : 1.8;
    return b->dips * (cool + 0.4) * (b->wicks > 12 ? 1.3 : 1.0);
}

static void plan_day(const batch_t *batches, int n)
{
    double t = 0;
    for (int i = 0; i < n; i++) {
        double m = dip_minutes(&batches[i]);
        printf("%-10s %-15s %2d wicks %2d dips  %6.1f min\n", batches[i].order, batches[i].wax, batches[i].wicks, batches[i].dips, m);
        t += m;
    }
    printf("total %.1f min\n", t);
}

int main(void)
{
    batch_t today[] = {
        {"ORD-2231", "beeswax-yellow", 12, 28},
        {"ORD-2232", "bayberry", 6, 22},
        {"ORD-2235", "soy-blend", 24, 30},
        {"ORD-2236", "beeswax-white", 8, 26},
    };
    plan_day(today, 4);
    return 0;
}
T
gcc -g -O0 -o candledip schedule.c vats.c
run "gdb -q -batch -ex run -ex bt -ex 'frame 1' -ex 'info locals' -ex 'print *b' ./candledip" | neutral
