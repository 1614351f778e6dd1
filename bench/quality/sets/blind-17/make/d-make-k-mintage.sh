#!/usr/bin/env bash
# make -k on a coin-mint die-scheduling tool: several compile errors in different files, plus a link failure
set -u
WORK=${WORK:-/home/dev}
P=$WORK/mint-dies
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/mint.h <<'T'
#ifndef MINT_H
#define MINT_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t serial;
    const char *denomination;
    double diameter_mm;
    unsigned strikes;
} coin_die;

typedef struct {
    coin_die *dies;
    size_t count;
} die_rack;

int rack_add(die_rack *r, coin_die d);
double wear_ratio(const coin_die *d, unsigned max_strikes);
void press_report(const die_rack *r);
#endif
T
cat > src/rack.c <<'T'
#include <stdlib.h>
#include "mint.h"

int rack_add(die_rack *r, coin_die d)
{
    coin_die *n = realloc(r->dies, (r->count + 1) * sizeof *n);
    if (!n)
        return -1;
    r->dies = n;
    r->dies[r->count++] = d;
    return 0;
}
T
cat > src/wear.c <<'T'
#include "mint.h"

#define MAX_STRIKES_DEFAULT 150000u

double wear_ratio(const coin_die *d, unsigned max_strikes)
{
    if (max_strikes == 0)
        max_strikes = MAX_STRIKES_DEFAULT;
    return (double)d->strikes / max_strikes;
}

int needs_regrind(const coin_die *d)
{
    return wear_ratio(d, 0) > 0.85 && d->diameter < 30.0;
}
T
cat > src/report.c <<'T'
#include <stdio.h>
#include "mint.h"

void press_report(const die_rack *r)
{
    for (size_t i = 0; i < r->count; i++) {
        const coin_die *d = &r->dies[i];
        printf("%-8u %-6s %6.2f mm %8u strikes %5.1f%%\n",
               d->serial, d->denomination, d->diameter_mm, d->strikes,
               wear_ratio(d, 0) * 100.0);
    }
    printf("total dies: %zu\n", r->count)
}
T
cat > src/schedule.c <<'T'
#include <stdio.h>
#include "mint.h"

struct shift { const char *name; unsigned presses; };

static const struct shift shifts[] = {
    { "early", 4 },
    { "late", 3 },
    { "night", 2 },
};

unsigned strikes_per_shift(const struct shift *s, unsigned per_press)
{
    return s->presses * per_press;
}

int plan_week(die_rack *r)
{
    unsigned total = 0;
    for (size_t i = 0; i < sizeof shifts / sizeof shifts[0]; i++)
        total += strikes_per_shift(shifts[i], 42000);
    coin_die spare = { 9001, "2EUR", 25.75, 0 };
    rack_add(r, &spare);
    return (int)total;
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "mint.h"

int plan_week(die_rack *r);
int needs_regrind(const coin_die *d);
void export_csv(const die_rack *r, const char *path);

int main(void)
{
    die_rack rack = { 0 };
    rack_add(&rack, (coin_die){ 1201, "1EUR", 23.25, 131000 });
    rack_add(&rack, (coin_die){ 1202, "50c", 24.25, 40000 });
    printf("planned strikes: %d\n", plan_week(&rack));
    press_report(&rack);
    export_csv(&rack, "dies.csv");
    return 0;
}
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=c11 -Wall -Wextra -g -Iinclude
OBJS = build/rack.o build/wear.o build/report.o build/schedule.o build/main.o

mintdies: $(OBJS)
	$(CC) -o $@ $^

build/%.o: src/%.c include/mint.h
	@mkdir -p build
	$(CC) $(CFLAGS) -c $< -o $@

clean:
	rm -rf build mintdies
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ make -k'; make -k 2>&1; echo "exit status: $?"; } | neutral
