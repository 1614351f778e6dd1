#!/usr/bin/env bash
# A cheese-cave aging simulator in C: prints its daily log, then aborts on a failed
# assert(). Output: outputs/c-affinage-abort.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/affinage
rm -rf "$P"; mkdir -p "$P"; cd "$P"

cat > cave.h <<'X'
#ifndef CAVE_H
#define CAVE_H
#define MAX_WHEELS 6
#define MAX_TURNS 120

typedef struct {
    const char *name;
    double weight_kg;
    int turns;
    int rind_washes;
    int age_days;
    int target_days;
} wheel;

typedef struct {
    double temp_c;
    double humidity;
    wheel wheels[MAX_WHEELS];
    int n;
} cave;

void cave_day(cave *c, int day);
void turn_wheel(wheel *w);
#endif
X

cat > cave.c <<'X'
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include "cave.h"

void turn_wheel(wheel *w) {
    assert(w->turns < MAX_TURNS);
    w->turns++;
}

static void wash(wheel *w) {
    w->rind_washes++;
}

void cave_day(cave *c, int day) {
    c->temp_c = 11.5 + 1.2 * sin(day / 9.0);
    c->humidity = 92.0 - 0.08 * day + 1.5 * cos(day / 5.0);
    for (int i = 0; i < c->n; i++) {
        wheel *w = &c->wheels[i];
        w->age_days++;
        w->weight_kg *= c->humidity > 88.0 ? 0.9991 : 0.9982;
        turn_wheel(w);
        if (day % 3 == 0) wash(w);
    }
}
X

cat > main.c <<'X'
#include <stdio.h>
#include "cave.h"

int main(void) {
    cave c = {.n = 4, .wheels = {
        {"tomme-A12", 4.80, 0, 0, 0, 60},
        {"tomme-A13", 4.65, 0, 0, 0, 60},
        {"washed-B07", 1.90, 0, 0, 0, 45},
        {"alpine-C01", 9.40, 0, 0, 0, 120},
    }};
    printf("day  temp   rh    tomme-A12  tomme-A13  washed-B07  alpine-C01\n");
    for (int day = 1; day <= 180; day++) {
        cave_day(&c, day);
        printf("%3d  %4.1f  %4.1f  %8.3f   %8.3f   %8.3f    %8.3f\n", day, c.temp_c, c.humidity,
               c.wheels[0].weight_kg, c.wheels[1].weight_kg, c.wheels[2].weight_kg, c.wheels[3].weight_kg);
        for (int i = 0; i < c.n; i++) {
            if (c.wheels[i].age_days == c.wheels[i].target_days) {
                printf("     -> %s ready after %d days, %.2f kg, %d washes\n", c.wheels[i].name,
                       c.wheels[i].age_days, c.wheels[i].weight_kg, c.wheels[i].rind_washes);
            }
        }
        fflush(stdout);
    }
    return 0;
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's/^[^ ]*: line [0-9]*: *[0-9]* /bash: line 1: 48213 /'
}
gcc -g -O0 -Wall -o cavesim main.c cave.c -lm
{
  echo "$ ./cavesim"
  ./cavesim 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
