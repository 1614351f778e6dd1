#!/usr/bin/env bash
# Verbose make -k of a parcel-sorting controller in C: ~140 units with warnings, one hard error.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sortline
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/sortline.h <<'EOF'
#ifndef SORTLINE_H
#define SORTLINE_H
#include <stddef.h>
#include <stdint.h>

struct parcel {
    uint32_t id;
    uint16_t weight_g;
    char postcode[9];
    uint8_t priority;
};

struct bin {
    int chute;
    size_t count;
    uint32_t load_g;
    uint32_t limit_g;
};

int stage_init(int stage_id, void *ctx);
int stage_run(const struct parcel *p, struct bin *bins, int nbins);
#endif
EOF
stages="induct scan weigh dimension label reject divert merge recirc chute"
kinds="north south east west depot airport harbour rail hub2 hub3 outbound returns"
i=0
for s in $stages; do
  for k in $kinds; do
    for part in core io; do
      i=$((i+1))
      f=src/${s}_${k}_${part}.c
      cat > $f <<EOF
#include "sortline.h"
#include <string.h>

static int ${s}_${k}_${part}_ready;

int ${s}_${k}_${part}_init(int stage_id, void *ctx)
{
    ${s}_${k}_${part}_ready = 1;
    return stage_id;
}

int ${s}_${k}_${part}_route(const struct parcel *p, struct bin *bins, int nbins)
{
    size_t best = 0;
    for (int i = 0; i < nbins; i++) {
        if (bins[i].count < bins[best].count)
            best = i;
    }
    if (p->weight_g > 30000)
        return -1;
    bins[best].count++;
    bins[best].load_g += p->weight_g;
    return bins[best].chute;
}
EOF
    done
  done
done
# the one unit with a real error: uses a field that was renamed in the header
cat > src/recirc_depot_core.c <<'EOF'
#include "sortline.h"
#include <string.h>

static int recirc_depot_core_ready;

int recirc_depot_core_init(int stage_id, void *ctx)
{
    recirc_depot_core_ready = 1;
    return stage_id;
}

int recirc_depot_core_route(const struct parcel *p, struct bin *bins, int nbins)
{
    for (int i = 0; i < nbins; i++) {
        if (bins[i].load_g + p->weight_g <= bins[i].capacity_g) {
            bins[i].count++;
            bins[i].load_g += p->weight_g;
            return bins[i].chute;
        }
    }
    return -1;
}
EOF
# a unit that logs with a mismatched format specifier
cat > src/weigh_south_io.c <<'EOF'
#include "sortline.h"
#include <stdio.h>
#include <string.h>

static int weigh_south_io_ready;

int weigh_south_io_init(int stage_id, void *ctx)
{
    (void)ctx;
    weigh_south_io_ready = 1;
    return stage_id;
}

int weigh_south_io_route(const struct parcel *p, struct bin *bins, int nbins)
{
    size_t total = 0;
    for (int i = 0; i < nbins; i++)
        total += bins[i].count;
    fprintf(stderr, "parcel %u (%s): %d parcels on scale lane, load %s g\n",
            p->id, p->postcode, total, bins[0].load_g);
    return nbins > 0 ? bins[0].chute : -1;
}
EOF
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Iinclude -DSORTLINE_VERSION=\"4.2.0\" -fstack-protector-strong
LDFLAGS = -Wl,--as-needed
SRCS    = $(sort $(wildcard src/*.c))
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/sortline

build:
	mkdir -p build

build/%.o: src/%.c include/sortline.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build/sortline: $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $^

clean:
	rm -rf build
EOF
{
  echo '$ make -k'
  make -k 2>&1
  echo "exit status: $?"
} | neutral
