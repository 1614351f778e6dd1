#!/usr/bin/env bash
# d18d: make -k on "ottersanctuary" (feeding/enclosure rota, C, two programs + a static lib): one compile error, one incompatible-pointer warning, and linker errors (undefined reference) for the second program.
WORK=${WORK:-/home/dev}
P=$WORK/ottersanctuary
rm -rf "$P"; mkdir -p "$P/lib" "$P/tools" "$P/include"; cd "$P" || exit 1
mkdir -p "$P/.tmp"; export TMPDIR="$P/.tmp"
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > include/otter.h <<'C'
#ifndef OTTER_H
#define OTTER_H
typedef struct { const char *name; int age; double weight_kg; int pool; } otter_t;
double fish_ration_g(const otter_t *o);
int pool_capacity(int pool);
void rota_print(const otter_t *otters, int n);
int keeper_for_pool(int pool);
const char *vet_flag(const otter_t *o);
#endif
C
for part in ration pools rota vet keepers camera_feed $(for a in enrich water holt visitor diet volunteer fish_store quarantine release stranding donor gift_shop; do for b in log sched audit stock alert export import summary; do echo ${a}_${b}; done; done); do
case $part in *_log|*_alert) band="int ${part}_weight_band(double kg, int age) { return kg < 4.0 ? 0 : kg < 7.5 ? 1 : 2; }";; *) band="int ${part}_weight_band(double kg) { return kg < 4.0 ? 0 : kg < 7.5 ? 1 : 2; }";; esac
cat > lib/$part.c <<C
#include <stdio.h>
#include "otter.h"
/* $part module of the otter sanctuary rota library */
int ${part}_version(void) { return 3; }
static const char *${part}_label = "$part";
const char *${part}_name(void) { return ${part}_label; }
$band
C
done
cat >> lib/ration.c <<'C'
double fish_ration_g(const otter_t *o) { return o->weight_kg * 1000.0 * 0.15; }
C
cat >> lib/pools.c <<'C'
int pool_capacity(int pool) { return pool == 3 ? 6 : 4; }
C
cat >> lib/rota.c <<'C'
void rota_print(const otter_t *otters, int n)
{
    for (int i = 0; i < n; i++)
        printf("%-8s pool %d  %4.0f g\n", otters[i].name, otters[i].pool, fish_ration_g(&otters[i]));
}
C
cat >> lib/vet.c <<'C'
const char *vet_flag(const otter_t *o)
{
    if (o->age > 14) return "senior-check";
    if (o->weight_kg < 3.2) return "underweight";
    return "ok";
}
C
cat >> lib/keepers.c <<'C'
static const char *KEEPERS[] = { "Morwenna", "Idris", "Tamsin", "Kit" };
const char *keeper_name(int pool) { return KEEPERS[pool % 4]; }
C
cat >> lib/camera_feed.c <<'C'
#include <string.h>
int camera_for_pool(int pool)
{
    char *url = 4000 + pool;
    return (int)strlen(url);
}
C
cat > tools/rota_today.c <<'C'
#include <stdio.h>
#include "otter.h"
int main(void)
{
    otter_t otters[] = { {"Pebble", 6, 7.1, 1}, {"Kelp", 15, 8.0, 1}, {"Bramble", 2, 3.0, 2}, {"Tide", 9, 6.4, 3} };
    rota_print(otters, 4);
    return 0;
}
C
for t in feed_sheet vet_list holt_check talk_times water_log volunteer_list enrich_plan diet_print release_board stranding_call donor_letter gift_stock quarantine_sheet fish_order; do
cat > tools/$t.c <<C
#include <stdio.h>
#include "otter.h"
int main(void)
{
    otter_t o = { "Pebble", 6, 7.1, 1 };
    printf("$t: %s %.0f g %s\\n", o.name, fish_ration_g(&o), vet_flag(&o));
    return 0;
}
C
done
cat > tools/weigh_report.c <<'C'
#include <stdio.h>
#include "otter.h"
static int weigh_in_due(const otter_t *o, int day)
{
    return (day - o->last_weigh_day) >= 14;
}
int main(void)
{
    otter_t o = { "Kelp", 15, 8.0, 1 };
    printf("%s due: %d\n", o.name, weigh_in_due(&o, 30));
    return 0;
}
C
cat > tools/pool_report.c <<'C'
#include <stdio.h>
#include "otter.h"
int feeding_slot_minutes(int pool);
int main(void)
{
    for (int p = 1; p <= 3; p++)
        printf("pool %d: capacity %d, keeper #%d, slot %d min\n", p, pool_capacity(p), keeper_for_pool(p), feeding_slot_minutes(p));
    return 0;
}
C
cat > Makefile <<'M'
CC      = gcc
CFLAGS  = -std=c11 -O2 -Wall -Wextra -Iinclude
LIBSRC  = $(wildcard lib/*.c)
LIBOBJ  = $(LIBSRC:.c=.o)

TOOLS   = $(patsubst tools/%.c,bin/%,$(wildcard tools/*.c))

all: $(TOOLS)

lib/%.o: lib/%.c include/otter.h
	$(CC) $(CFLAGS) -c $< -o $@

libotter.a: $(LIBOBJ)
	ar rcs $@ $^

bin:
	mkdir -p bin

bin/%: tools/%.c libotter.a | bin
	$(CC) $(CFLAGS) $< -L. -lotter -o $@
M
{
echo "\$ make -k 2>&1"
timeout 120 make -k 2>&1
echo "exit status: $?"
} | head -c 3000000 | neutral
