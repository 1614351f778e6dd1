#!/usr/bin/env bash
# Verbose recursive make -k of a tram-network signalling firmware (hundreds of C files,
# a few warnings, one compile error in the middle). Output: outputs/make-tramsig-keepgoing.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tramsig-fw
rm -rf "$P"; mkdir -p "$P/include"; cd "$P"

SUBSYS="axle balise crossing depot doors interlock junction loop overhead pantograph platform points priority radio substation tracklog"

cat > include/tramsig.h <<'X'
#ifndef TRAMSIG_H
#define TRAMSIG_H
#include <stdint.h>
#include <stddef.h>

typedef struct {
    uint16_t id;
    uint8_t state;
    uint8_t flags;
    int32_t last_ms;
} ts_unit;

enum { TS_IDLE = 0, TS_ARMED = 1, TS_ACTIVE = 2, TS_FAULT = 3 };

int ts_log(const char *tag, int code);
uint32_t ts_crc16(const uint8_t *p, size_t n);
#endif
X

cat > Makefile <<'X'
SUBDIRS = core axle balise crossing depot doors interlock junction loop overhead pantograph platform points priority radio substation tracklog

all: $(SUBDIRS)

$(SUBDIRS):
	$(MAKE) -C $@

.PHONY: all $(SUBDIRS)
X

mkdir -p core
cat > core/log.c <<'X'
#include <stdio.h>
#include "tramsig.h"
int ts_log(const char *tag, int code) { return fprintf(stderr, "[%s] %d\n", tag, code); }
X
cat > core/crc.c <<'X'
#include "tramsig.h"
uint32_t ts_crc16(const uint8_t *p, size_t n) {
    uint32_t crc = 0xFFFF;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int b = 0; b < 8; b++) crc = (crc & 1) ? (crc >> 1) ^ 0xA001 : crc >> 1;
    }
    return crc & 0xFFFF;
}
X

write_submake() {
cat > "$1/Makefile" <<'X'
CC = gcc
CFLAGS = -std=c11 -O2 -g -Wall -Wextra -Wno-unused-parameter -I../include -DTS_BOARD=ARM_SIM -DTS_REV=4 -ffunction-sections -fdata-sections
SRCS = $(sort $(wildcard *.c))
OBJS = $(SRCS:.c=.o)
LIB = lib$(notdir $(CURDIR)).a

$(LIB): $(OBJS)
	ar rcs $@ $^

%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@

clean:
	rm -f $(OBJS) $(LIB)
X
}
write_submake core

n=0
for s in $SUBSYS; do
  mkdir -p "$s"
  write_submake "$s"
  for i in $(seq -w 1 95); do
    n=$((n+1))
    f="$s/${s}_$i.c"
    {
      echo '#include "tramsig.h"'
      echo ""
      echo "static ts_unit ${s}_units_$i[8];"
      echo ""
      echo "int ${s}_step_$i(int now_ms) {"
      echo "    int changed = 0;"
      echo "    for (int k = 0; k < 8; k++) {"
      echo "        ts_unit *u = &${s}_units_$i[k];"
      echo "        if (u->state == TS_ARMED && now_ms - u->last_ms > $((n * 7 % 900 + 100))) {"
      echo "            u->state = TS_ACTIVE;"
      echo "            u->last_ms = now_ms;"
      echo "            changed++;"
      echo "        }"
      echo "    }"
      echo "    return changed;"
      echo "}"
      echo ""
      echo "uint32_t ${s}_checksum_$i(void) {"
      echo "    return ts_crc16((const uint8_t *)${s}_units_$i, sizeof ${s}_units_$i);"
      echo "}"
    } > "$f"
  done
done

# a few realistic warnings
cat >> doors/doors_07.c <<'X'

int doors_obstruction_07(int sensor) {
    int retries;
    if (sensor > 3)
        retries = 2;
    return retries;
}
X
cat >> balise/balise_21.c <<'X'

int balise_telegram_len_21(unsigned len) {
    int min = -1;
    return len > min;
}
X
cat >> radio/radio_30.c <<'X'

void radio_fill_30(char *dst) {
    unsigned char buf[4];
    for (int k = 0; k <= 4; k++) buf[k] = (unsigned char)k;
    dst[0] = (char)buf[0];
}
X
cat >> tracklog/tracklog_02.c <<'X'

int tracklog_level_02(int state) {
    switch (state) {
    case TS_IDLE: return 0;
    case TS_ARMED: state++;
    case TS_ACTIVE: return 2;
    default: return 3;
    }
}
X
# the one error: a struct member that does not exist
cat >> interlock/interlock_17.c <<'X'

int interlock_route_locked_17(const ts_unit *route, int n) {
    for (int k = 0; k < n; k++) {
        if (route[k].locked && route[k].state != TS_FAULT)
            return 1;
    }
    return 0;
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ make -k"
  LC_ALL=C make -k 2>&1
  echo "exit status: $?"
} | neutral
