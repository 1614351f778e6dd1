#!/bin/sh
# Parking-garage simulator in C: `make -k` over many files, warnings and one error.
# usage: BASE=<scratch dir> sh make/07-make-garage.sh > outputs/07-make-garage.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/garagesim"; rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wconversion -Iinclude
LDLIBS  = -lm
SRCS    = $(wildcard src/*.c)
OBJS    = $(SRCS:src/%.c=build/%.o)

all: build/garagesim

build/garagesim: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

build/%.o: src/%.c include/garage.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build
.PHONY: all clean
EOF
cat > include/garage.h <<'EOF'
#ifndef GARAGE_H
#define GARAGE_H
#include <stddef.h>
#include <stdint.h>

#define LEVELS 4
#define BAYS_PER_LEVEL 60

typedef enum { CAR, MOTORBIKE, VAN, EV } vehicle_kind;

typedef struct {
    char plate[12];
    vehicle_kind kind;
    int64_t entered_min;
} vehicle;

typedef struct {
    int level, bay;
    int occupied;
    int has_charger;
    vehicle v;
} bay;

typedef struct {
    bay bays[LEVELS][BAYS_PER_LEVEL];
    long revenue_cents;
    unsigned turned_away;
} garage;

/* arrivals.c */
double arrival_rate(int minute_of_day);
int next_arrival(double rate, unsigned *seed);
/* bays.c */
void garage_init(garage *g);
bay *find_bay(garage *g, vehicle_kind k);
size_t free_bays(const garage *g);
/* billing.c */
long fee_cents(vehicle_kind k, int64_t minutes);
/* barrier.c */
int barrier_open(const char *plate);
/* plates.c */
void random_plate(char *out, size_t n, unsigned *seed);
/* report.c */
void print_report(const garage *g, int day);
/* queue.c */
typedef struct { vehicle items[64]; int head, tail; } queue;
void q_push(queue *q, vehicle v);
int q_pop(queue *q, vehicle *out);
/* charger.c */
int charger_minutes(int battery_pct, int kw);
/* clock.c */
const char *hhmm(int minute_of_day, char buf[6]);
/* stats.c */
double mean_stay(const long *stays, size_t n);
#endif
EOF
cat > src/arrivals.c <<'EOF'
#include <math.h>
#include "garage.h"

double arrival_rate(int minute_of_day) {
    double h = minute_of_day / 60.0;
    /* morning and evening peaks */
    return 0.4 + 1.8 * exp(-pow(h - 8.5, 2) / 2.0) + 1.2 * exp(-pow(h - 17.5, 2) / 3.0);
}

int next_arrival(double rate, unsigned *seed) {
    *seed = *seed * 1103515245u + 12345u;
    double u = (*seed >> 16 & 0x7fff) / 32768.0;
    int arrivals = u < rate / 3.0;
    return arrivals;
}
EOF
cat > src/bays.c <<'EOF'
#include <string.h>
#include "garage.h"

void garage_init(garage *g) {
    memset(g, 0, sizeof *g);
    for (int l = 0; l < LEVELS; l++)
        for (int b = 0; b < BAYS_PER_LEVEL; b++) {
            g->bays[l][b].level = l;
            g->bays[l][b].bay = b;
            g->bays[l][b].has_charger = (l == 0 && b < 8);
        }
}

bay *find_bay(garage *g, vehicle_kind k) {
    for (int l = 0; l < LEVELS; l++) {
        if (k == VAN && l > 0) break;           /* height limit above ground floor */
        for (int b = 0; b < BAYS_PER_LEVEL; b++) {
            bay *x = &g->bays[l][b];
            if (x->occupied) continue;
            if (k == EV && !x->has_charger) continue;
            return x;
        }
    }
}

size_t free_bays(const garage *g) {
    size_t n = 0;
    for (int l = 0; l < LEVELS; l++)
        for (int b = 0; b < BAYS_PER_LEVEL; b++)
            n += !g->bays[l][b].occupied;
    return n;
}
EOF
cat > src/billing.c <<'EOF'
#include "garage.h"

static const int hourly_cents[] = { [CAR] = 350, [MOTORBIKE] = 150, [VAN] = 500, [EV] = 300 };
static const int daily_cap_cents = 2400;

long fee_cents(vehicle_kind k, int64_t minutes) {
    int hours = (minutes + 59) / 60;            /* started hours */
    long fee = hours * hourly_cents[k];
    if (minutes <= 15) return 0;                 /* grace period */
    return fee > daily_cap_cents ? daily_cap_cents : fee;
}
EOF
cat > src/barrier.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "garage.h"

static const char *blocked[] = { "XX00BAD", "ZZ99NOP" };

int barrier_open(const char *plate) {
    for (int i = 0; i < sizeof blocked / sizeof blocked[0]; i++)
        if (strcmp(plate, blocked[i]) == 0) {
            fprintf(stderr, "barrier: plate %s is blocked\n", plate);
            return 0;
        }
    return 1;
}
EOF
cat > src/plates.c <<'EOF'
#include <stdio.h>
#include "garage.h"

void random_plate(char *out, size_t n, unsigned *seed) {
    char letters[3];
    for (int i = 0; i < 2; i++) {
        *seed = *seed * 1664525u + 1013904223u;
        letters[i] = 'A' + (*seed >> 24) % 26;
    }
    letters[2] = '\0';
    *seed = *seed * 1664525u + 1013904223u;
    snprintf(out, n, "%s%02u%c%c%c", letters, (*seed >> 8) % 100,
             'A' + (*seed >> 16) % 26, 'A' + (*seed >> 20) % 26, 'A' + (*seed >> 24) % 26);
}
EOF
cat > src/report.c <<'EOF'
#include <stdio.h>
#include "garage.h"

void print_report(const garage *g, int day) {
    printf("day %d: revenue %ld.%02ld, turned away %u, free now %zu\n",
           day, g->revenue_cents / 100, g->revenue_cents % 100, g->rejected, free_bays(g));
    for (int l = 0; l < LEVELS; l++) {
        int used = 0;
        for (int b = 0; b < BAYS_PER_LEVEL; b++) used += g->bays[l][b].occupied;
        printf("  level %d: %3d/%d %s\n", l, used, BAYS_PER_LEVEL, used == BAYS_PER_LEVEL ? "FULL" : "");
    }
}
EOF
cat > src/queue.c <<'EOF'
#include "garage.h"

void q_push(queue *q, vehicle v) {
    q->items[q->tail] = v;
    q->tail = (q->tail + 1) % 64;
}

int q_pop(queue *q, vehicle *out) {
    if (q->head == q->tail) return 0;
    *out = q->items[q->head];
    q->head = (q->head + 1) % 64;
    return 1;
}
EOF
cat > src/charger.c <<'EOF'
#include "garage.h"

#define PACK_KWH 62.0

int charger_minutes(int battery_pct, int kw) {
    double needed = PACK_KWH * (80 - battery_pct) / 100.0;
    if (needed <= 0) return 0;
    return needed / kw * 60;
}
EOF
cat > src/clock.c <<'EOF'
#include <stdio.h>
#include "garage.h"

const char *hhmm(int minute_of_day, char buf[6]) {
    snprintf(buf, 6, "%02d:%02d", minute_of_day / 60 % 24, minute_of_day % 60);
    return buf;
}
EOF
cat > src/stats.c <<'EOF'
#include "garage.h"

double mean_stay(const long *stays, size_t n) {
    long total = 0;
    for (size_t i = 0; i < n; i++) total += stays[i];
    return n ? (double)total / n : 0.0;
}
EOF
cat > src/sim.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "garage.h"

#define MAX_STAYS 4096

int main(int argc, char **argv) {
    garage g;
    queue waiting = {0};
    long stays[MAX_STAYS];
    size_t nstays = 0;
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 42u;
    char clk[6];

    garage_init(&g);
    for (int day = 1; day <= 3; day++) {
        for (int minute = 6 * 60; minute < 23 * 60; minute++) {
            if (next_arrival(arrival_rate(minute), &seed)) {
                vehicle v = { .kind = seed % 10 == 0 ? VAN : seed % 7 == 0 ? EV : CAR,
                              .entered_min = minute };
                random_plate(v.plate, sizeof v.plate, &seed);
                if (!barrier_open(v.plate)) continue;
                bay *b = find_bay(&g, v.kind);
                if (!b) { g.turned_away++; q_push(&waiting, v); continue; }
                b->occupied = 1;
                b->v = v;
            }
            for (int l = 0; l < LEVELS; l++)
                for (int b = 0; b < BAYS_PER_LEVEL; b++) {
                    bay *x = &g.bays[l][b];
                    int64_t stay = minute - x->v.entered_min;
                    if (x->occupied && stay > 30 && (seed >> 3) % 97 == 0) {
                        g.revenue_cents += fee_cents(x->v.kind, stay);
                        if (nstays < MAX_STAYS) stays[nstays++] = stay;
                        x->occupied = 0;
                    }
                }
        }
        printf("%s ", hhmm(23 * 60, clk));
        print_report(&g, day);
    }
    printf("mean stay %.1f min over %zu departures\n", mean_stay(stays, nstays), nstays);
    return 0;
}
EOF
make -k 2>&1 | neut
