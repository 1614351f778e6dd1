#!/usr/bin/env bash
# make of a quarry weighbridge ticketing tool: everything compiles, the link fails with undefined references.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/weighbridge
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/wb.h <<'T'
#ifndef WB_H
#define WB_H
typedef struct { char plate[12]; int gross_kg; int tare_kg; const char *material; } ticket_t;
int wb_read_scale(int port);
int net_weight(const ticket_t *t);
double tonnage_charge(const ticket_t *t, double per_tonne);
void print_ticket(const ticket_t *t);
int vehicle_tare(const char *plate);
#endif
T
cat > src/scale.c <<'T'
#include "wb.h"
int wb_read_scale(int port) { return 31840 + port * 10; }
T
cat > src/charge.c <<'T'
#include <math.h>
#include "wb.h"
int net_weight(const ticket_t *t) { return t->gross_kg - t->tare_kg; }
double tonnage_charge(const ticket_t *t, double per_tonne) { return ceil(net_weight(t) / 100.0) / 10.0 * per_tonne; }
T
cat > src/ticket.c <<'T'
#include <stdio.h>
#include "wb.h"
void print_tiket(const ticket_t *t) {
    printf("%-10s %-12s gross %6d tare %6d net %6d\n", t->plate, t->material, t->gross_kg, t->tare_kg, net_weight(t));
}
T
cat > src/main.c <<'T'
#include <stdio.h>
#include <string.h>
#include "wb.h"
int main(void) {
    ticket_t t = { "QX19 LRB", 0, 0, "20mm gravel" };
    t.gross_kg = wb_read_scale(2);
    t.tare_kg = vehicle_tare(t.plate);
    print_ticket(&t);
    printf("charge: %.2f\n", tonnage_charge(&t, 18.5));
    return 0;
}
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -O2 -Wall -Iinclude
OBJS = src/main.o src/scale.o src/charge.o src/ticket.o
weighbridge: $(OBJS)
	$(CC) -o $@ $(OBJS)
%.o: %.c
	$(CC) $(CFLAGS) -c -o $@ $<
T
{ run 'make'; } | neutral > "$HERE/../outputs/d-ld-weighbridge.txt"
