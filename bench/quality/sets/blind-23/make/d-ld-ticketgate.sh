#!/bin/bash
# make of a metro ticket-gate daemon: compiles, then fails at link time with undefined references
WORK=${WORK:-/home/dev}; P=$WORK/ticketgate
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/gate.h <<'EOF'
#ifndef GATE_H
#define GATE_H
#include <stdint.h>
typedef struct { uint64_t card_uid; int32_t balance_cents; uint16_t zone; } card_t;
int fare_for(uint16_t from_zone, uint16_t to_zone, int peak);
int card_debit(card_t *c, int cents);
int nfc_poll(card_t *out, int timeout_ms);
void gate_open(int lane);
void audit_log(const char *fmt, ...);
double crc_ratio(void);
#endif
EOF
cat > src/fare.c <<'EOF'
#include "gate.h"
static const int base[4] = {0, 240, 310, 420};
int fare_for(uint16_t from_zone, uint16_t to_zone, int peak) {
    int span = from_zone > to_zone ? from_zone - to_zone : to_zone - from_zone;
    if (span > 3) span = 3;
    int f = base[span ? span : 1];
    return peak ? f + f / 5 : f;
}
EOF
cat > src/card.c <<'EOF'
#include "gate.h"
int card_debit(card_t *c, int cents) {
    if (c->balance_cents < cents) { audit_log("card %llx short by %d", (unsigned long long)c->card_uid, cents - c->balance_cents); return -1; }
    c->balance_cents -= cents;
    return 0;
}
EOF
cat > src/nfc.c <<'EOF'
#include "gate.h"
#include <math.h>
int nfc_poll(card_t *out, int timeout_ms) {
    out->card_uid = 0x04a1b2c3d4e5f6ULL;
    out->balance_cents = 1250;
    out->zone = (uint16_t)(timeout_ms > 0 ? 1 : 2);
    return (int)lround(crc_ratio() * 100.0);
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include "gate.h"
int main(void) {
    card_t c;
    for (int lane = 0; lane < 4; lane++) {
        if (nfc_poll(&c, 500) < 0) continue;
        int fare = fare_for(c.zone, 2, 1);
        if (card_debit(&c, fare) == 0) gate_open(lane);
    }
    printf("done\n");
    return 0;
}
EOF
cat > Makefile <<'EOF'
CC = gcc
CFLAGS = -O2 -Wall -Iinclude
OBJS = build/fare.o build/card.o build/nfc.o build/main.o

build/ticketgated: $(OBJS)
	$(CC) -o $@ $(OBJS)

build/%.o: src/%.c include/gate.h
	@mkdir -p build
	$(CC) $(CFLAGS) -c $< -o $@
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run make | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
