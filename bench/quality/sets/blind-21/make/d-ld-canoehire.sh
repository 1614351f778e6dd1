#!/bin/bash
# make of a canoe-hire booking tool in C: everything compiles, the link fails with undefined references.
WORK=${WORK:-/home/dev}; P=$WORK/canoehire; rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/hire.h <<'T'
#ifndef HIRE_H
#define HIRE_H
#include <time.h>
typedef enum { CANOE_OPEN, KAYAK_SINGLE, KAYAK_DOUBLE, SUP_BOARD } craft_kind;
typedef struct { int id; craft_kind kind; int seats; int out; } craft;
typedef struct { int craft_id; time_t start; int hours; double deposit; } booking;
int fleet_load(craft *fleet, int max);
craft *fleet_find_free(craft *fleet, int n, craft_kind k);
double tariff_price(craft_kind k, int hours, int weekend);
double tariff_deposit(craft_kind k);
int booking_make(booking *b, craft *c, int hours);
void waiver_print(const booking *b, const char *name);
int river_level_ok(double gauge_m);
#endif
T
cat > src/fleet.c <<'T'
#include "hire.h"
int fleet_load(craft *fleet, int max) {
    int n = 0;
    for (int i = 0; i < 6 && n < max; i++, n++) fleet[n] = (craft){100 + n, CANOE_OPEN, 2, 0};
    for (int i = 0; i < 8 && n < max; i++, n++) fleet[n] = (craft){100 + n, KAYAK_SINGLE, 1, 0};
    for (int i = 0; i < 4 && n < max; i++, n++) fleet[n] = (craft){100 + n, KAYAK_DOUBLE, 2, 0};
    return n;
}
craft *fleet_find_free(craft *fleet, int n, craft_kind k) {
    for (int i = 0; i < n; i++) if (fleet[i].kind == k && !fleet[i].out) return &fleet[i];
    return 0;
}
T
cat > src/tariff.c <<'T'
#include "hire.h"
static const double hourly[] = { 18.0, 14.0, 22.0, 16.0 };
double tariff_price(craft_kind k, int hours, int weekend) {
    double p = hourly[k] * hours;
    if (hours >= 4) p *= 0.85;
    return weekend ? p * 1.2 : p;
}
T
cat > src/booking.c <<'T'
#include <math.h>
#include "hire.h"
int booking_make(booking *b, craft *c, int hours) {
    if (!c || c->out) return -1;
    b->craft_id = c->id; b->start = time(0); b->hours = hours;
    b->deposit = ceil(tariff_deposit(c->kind));
    c->out = 1;
    return 0;
}
T
cat > src/waiver.c <<'T'
#include <stdio.h>
#include "hire.h"
void waiver_print(const booking *b, const char *name) {
    printf("I, %s, accept the risks of paddling craft %d for %d h (deposit %.2f).\n", name, b->craft_id, b->hours, b->deposit);
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "hire.h"
int main(int argc, char **argv) {
    craft fleet[32];
    int n = fleet_load(fleet, 32);
    double gauge = argc > 1 ? atof(argv[1]) : 0.6;
    if (!river_level_ok(gauge)) { puts("river closed"); return 1; }
    booking b;
    if (booking_make(&b, fleet_find_free(fleet, n, KAYAK_DOUBLE), 3) == 0) {
        printf("price %.2f\n", tariff_price(KAYAK_DOUBLE, 3, 1));
        waiver_print(&b, "A. Paddler");
    }
    return 0;
}
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=c11 -Wall -O2 -Iinclude
OBJS = build/fleet.o build/tariff.o build/booking.o build/waiver.o build/main.o
canoehire: $(OBJS)
	$(CC) -o $@ $^
build/%.o: src/%.c
	@mkdir -p build
	$(CC) $(CFLAGS) -c $< -o $@
T
{ echo '$ make'; make 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
