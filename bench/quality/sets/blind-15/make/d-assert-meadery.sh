#!/usr/bin/env bash
# d-assert-meadery: `make check` of a meadery batch planner in C; the
# test programs run in turn and one dies on a failed assert() (SIGABRT).
WORK=${WORK:-/home/dev}
P=$WORK/meadery
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=c11 -Wall -g -Isrc
TESTS = tests/test_gravity tests/test_honey tests/test_schedule tests/test_bottling

check: $(TESTS)
	@for t in $(TESTS); do echo "--- $$t"; ./$$t || { echo "FAIL: $$t (status $$?)"; exit 1; }; done
	@echo "all tests passed"

tests/%: tests/%.c src/batch.c src/batch.h
	$(CC) $(CFLAGS) -o $@ $< src/batch.c -lm
T

cat > src/batch.h <<'T'
#ifndef BATCH_H
#define BATCH_H
struct batch {
    const char *name;
    double litres;
    double honey_g_per_l;
    double yeast_starter_pct;
    double gravity;
    int day;
};
double starter_litres(const struct batch *b);
double honey_grams(const struct batch *b);
int ready_to_rack(const struct batch *b);
int primary_days(double room_temp_c);
int bottles_needed(double litres, int bottle_ml, double headspace_pct);
#endif
T

cat > src/batch.c <<'T'
#include <math.h>
#include "batch.h"

double starter_litres(const struct batch *b) { return b->litres * b->yeast_starter_pct / 100.0; }
double honey_grams(const struct batch *b) { return (b->litres - starter_litres(b)) * b->honey_g_per_l; }
int ready_to_rack(const struct batch *b) { return b->gravity <= 1.010 && b->gravity >= 0.990 && b->day >= 14; }

int primary_days(double room_temp_c) {
    if (room_temp_c >= 24) return 14;
    if (room_temp_c >= 20) return 21;
    if (room_temp_c >= 16) return 30;
    return 45;
}

int bottles_needed(double litres, int bottle_ml, double headspace_pct) {
    double fill_ml = bottle_ml * (1.0 - headspace_pct / 100.0);
    return (int)(litres * 1000.0 / fill_ml);
}
T

cat > tests/test_gravity.c <<'T'
#include <assert.h>
#include <stdio.h>
#include "batch.h"
int main(void) {
    struct batch b = {"heather-traditional", 20, 300, 5, 1.004, 18};
    assert(ready_to_rack(&b));
    b.gravity = 1.030; assert(!ready_to_rack(&b));
    b.gravity = 1.000; b.day = 9; assert(!ready_to_rack(&b));
    puts("test_gravity: 3 checks ok");
    return 0;
}
T
cat > tests/test_honey.c <<'T'
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include "batch.h"
int main(void) {
    struct batch b = {"orange-blossom-melomel", 40, 320, 5, 1.110, 0};
    assert(fabs(starter_litres(&b) - 2.0) < 1e-9);
    assert(fabs(honey_grams(&b) - 12160.0) < 1e-9);
    puts("test_honey: 2 checks ok");
    return 0;
}
T
cat > tests/test_schedule.c <<'T'
#include <assert.h>
#include <stdio.h>
#include "batch.h"
int main(void) {
    assert(primary_days(25) == 14);
    assert(primary_days(21) == 21);
    assert(primary_days(17) == 30);
    assert(primary_days(12) == 45);
    puts("test_schedule: 4 checks ok");
    return 0;
}
T
cat > tests/test_bottling.c <<'T'
#include <assert.h>
#include <stdio.h>
#include "batch.h"
int main(void) {
    printf("test_bottling: 20 L in 375 ml dessert bottles -> %d bottles\n", bottles_needed(20, 375, 4));
    assert(bottles_needed(20, 750, 5) == 29);
    assert(bottles_needed(20, 375, 4) == 55);
    puts("test_bottling: 2 checks ok");
    return 0;
}
T

{
  echo '$ make check'
  make check 2>&1; echo "exit status: $?"
} | neutral
