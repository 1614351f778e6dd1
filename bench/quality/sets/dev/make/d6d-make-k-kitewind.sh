#!/bin/bash
# make -k (verbose commands) on a kite-spot wind forecast firmware: ~1900 generated per-spot
# calibration tables plus hand-written core modules; one core file has an error, the link step is skipped.
# usage: WORK=<scratch dir> bash d6d-make-k-kitewind.sh > ../outputs/d6d-make-k-kitewind.txt
WORK=${WORK:-/home/dev}
P=$WORK/kitewind
rm -rf "$P"; mkdir -p "$P/src/core" "$P/src/spots" "$P/include"; cd "$P"
cat > include/kitewind.h <<'EOF'
#ifndef KITEWIND_H
#define KITEWIND_H
#include <stdint.h>
#include <stddef.h>

typedef struct {
    const char *name;
    int16_t shore_bearing_deg;   /* direction the beach faces */
    uint8_t gust_factor_pct;
    float   calib[8];            /* anemometer correction by sector */
} spot_t;

typedef struct {
    float knots;
    int16_t dir_deg;
} wind_t;

extern const spot_t *spot_table[];
extern const size_t spot_count;

float correct_speed(const spot_t *s, wind_t w);
int   is_onshore(const spot_t *s, wind_t w);
int   kite_size_m2(float knots, int rider_kg);
const char *verdict(const spot_t *s, wind_t w, int rider_kg);
#endif
EOF
cat > src/core/correct.c <<'EOF'
#include "kitewind.h"

float correct_speed(const spot_t *s, wind_t w)
{
    int sector = ((w.dir_deg % 360) + 360) % 360 / 45;
    return w.knots * s->calib[sector];
}
EOF
cat > src/core/shore.c <<'EOF'
#include <stdlib.h>
#include "kitewind.h"

/* onshore when wind comes from within 60 degrees of the direction the beach faces */
int is_onshore(const spot_t *s, wind_t w)
{
    int diff = abs(w.dir_deg - s->shore_bearing_deg) % 360;
    if (diff > 180)
        diff = 360 - diff;
    return diff <= 60;
}
EOF
cat > src/core/sizing.c <<'EOF'
#include "kitewind.h"

/* rule of thumb: size = weight_kg * 2.2 / knots, clamped to 5..17 m2 */
int kite_size_m2(float knots, int rider_kg)
{
    unsigned size;
    if (knots < 8.0f)
        return 0;
    size = (unsigned)(rider_kg * 2.2f / knots);
    if (size < 5)
        size = 5;
    if (size > 17)
        size = 17;
    return size > -1 ? (int)size : 0;
}
EOF
cat > src/core/verdict.c <<'EOF'
#include <stdio.h>
#include "kitewind.h"

static char buf[96];

const char *verdict(const spot_t *s, wind_t w, int rider_kg)
{
    float kn = correct_speed(s, w);
    int size = kite_size_m2(kn, rider_kg);
    if (size == 0)
        return "too light";
    if (!is_onshore(s, w) && w.gust_factor_pct > 40)
        return "offshore and gusty: stay ashore";
    snprintf(buf, sizeof buf, "%s: %.1f kn, take a %d m2 kite", s->name, kn, size);
    return buf;
}
EOF
cat > src/core/table.c <<'EOF'
#include "kitewind.h"
#include "spots.inc"
EOF
cat > src/core/main.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "kitewind.h"

int main(int argc, char **argv)
{
    wind_t w = { 18.5f, 250 };
    int kg = argc > 2 ? atoi(argv[2]) : 78;
    for (size_t i = 0; i < spot_count; i++) {
        if (argc > 1 && strcmp(spot_table[i]->name, argv[1]) != 0)
            continue;
        printf("%s\n", verdict(spot_table[i], w, kg));
    }
    return 0;
}
EOF
# generated per-spot calibration tables
coasts="tarifa leucate sylt hood dakhla cumbuco prasonisi paros maui cabarete"
: > src/core/spots.inc
n=0
for c in $coasts; do
  for i in $(seq -w 1 205); do
    n=$((n+1))
    b=$(( (n * 37) % 360 )); g=$(( (n * 13) % 60 ))
    extra=""
    # one table was regenerated from a 9-sector survey by mistake
    [ "${c}_$i" = maui_077 ] && extra=", 1.03f"
    cat > src/spots/${c}_$i.c <<EOF
#include "kitewind.h"
const spot_t spot_${c}_$i = { "${c}-$i", $b, $g, { 1.0$((n%7))f, 0.98f, 1.02f, 1.0f, 0.97f, 1.01f, 1.0$((n%5))f, 0.99f$extra } };
EOF
    echo "extern const spot_t spot_${c}_$i;" >> src/core/spots.inc
  done
done
{ echo "const spot_t *spot_table[] = {"; for f in src/spots/*.c; do b=$(basename $f .c); echo "    &spot_$b,"; done; echo "};"; echo "const size_t spot_count = sizeof spot_table / sizeof spot_table[0];"; } >> src/core/spots.inc
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -Wall -Wextra -Iinclude -Isrc/core
SPOTS   = $(patsubst src/%.c,build/%.o,$(sort $(wildcard src/spots/*.c)))
CORE    = $(patsubst src/%.c,build/%.o,$(sort $(wildcard src/core/*.c)))

all: build/kitewind

build/kitewind: $(SPOTS) $(CORE)
	$(CC) -o $@ $^ -lm

build/%.o: src/%.c include/kitewind.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

clean:
	rm -rf build
EOF
{
  echo '$ make -k'
  make -k 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
