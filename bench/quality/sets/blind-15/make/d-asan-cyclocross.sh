#!/usr/bin/env bash
# d-asan-cyclocross: a cyclocross race lap-timing program built with
# -fsanitize=address,undefined; a lap-split buffer is overrun and ASan aborts.
WORK=${WORK:-/home/dev}
P=$WORK/cyclocross
rm -rf "$P"; mkdir -p "$P/src"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > src/laps.h <<'T'
#ifndef LAPS_H
#define LAPS_H
#define MAX_LAPS 8
struct rider {
    int bib;
    char name[32];
    int laps;
    double *splits; /* seconds per lap, MAX_LAPS entries */
};
struct rider *rider_new(int bib, const char *name);
void rider_free(struct rider *r);
void record_lap(struct rider *r, double seconds);
double best_lap(const struct rider *r);
#endif
T

cat > src/laps.c <<'T'
#include <stdlib.h>
#include <string.h>
#include "laps.h"

struct rider *rider_new(int bib, const char *name) {
    struct rider *r = calloc(1, sizeof *r);
    r->bib = bib;
    strncpy(r->name, name, sizeof r->name - 1);
    r->splits = malloc(MAX_LAPS * sizeof(double));
    return r;
}

void rider_free(struct rider *r) {
    free(r->splits);
    free(r);
}

void record_lap(struct rider *r, double seconds) {
    r->splits[r->laps] = seconds;
    r->laps++;
}

double best_lap(const struct rider *r) {
    double best = r->splits[0];
    for (int i = 1; i < r->laps; i++)
        if (r->splits[i] < best) best = r->splits[i];
    return best;
}
T

cat > src/timing.c <<'T'
#include <stdio.h>
#include "laps.h"

/* Transponder crossings for one race: bib, seconds since start. */
static const struct { int bib; double t; } crossings[] = {
#include "crossings.inc"
};

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    struct rider *field[3] = { rider_new(11, "A. Moreau"), rider_new(27, "L. van Dijk"), rider_new(42, "T. Okonkwo") };
    double last[3] = {0, 0, 0};
    size_t n = sizeof crossings / sizeof crossings[0];
    for (size_t i = 0; i < n; i++) {
        for (int k = 0; k < 3; k++) {
            if (field[k]->bib != crossings[i].bib) continue;
            double lap = crossings[i].t - last[k];
            last[k] = crossings[i].t;
            record_lap(field[k], lap);
            printf("bib %2d lap %d  %6.1fs  (t=%7.1f)\n", field[k]->bib, field[k]->laps, lap, crossings[i].t);
        }
    }
    for (int k = 0; k < 3; k++) {
        printf("%-12s best lap %.1fs\n", field[k]->name, best_lap(field[k]));
        rider_free(field[k]);
    }
    return 0;
}
T

# three riders, 8 laps each, but the timing loop at the pits double-reads bib 27 on lap 6
{
  for lap in 1 2 3 4 5 6 7 8; do
    echo "{11, $((lap * 372 + lap % 3 * 4)).0},"
    echo "{27, $((lap * 375 + lap % 2 * 6)).0},"
    if [ $lap -eq 6 ]; then echo "{27, $((lap * 375 + 3)).5},"; fi
    echo "{42, $((lap * 381)).0},"
  done
} > src/crossings.inc

gcc -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -Wall -o timing src/timing.c src/laps.c || exit 1
{
  echo '$ ./timing'
  ./timing 2>&1; echo "exit status: $?"
} | neutral
