#!/usr/bin/env bash
# make -k V=1 of a winery press-house controller in C: recursive make over 10 libraries,
# ~1100 translation units, scattered warnings, two compile errors in different libraries.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/winepress
rm -rf "$P"; mkdir -p "$P/include"
cd "$P"
DIRS="crush destem must press ferment tanks barrel bottling cellar labels"
cat > include/wp.h <<'T'
#ifndef WP_H
#define WP_H
#include <stddef.h>
#include <stdint.h>
typedef struct { double brix; double ph; double ta_gpl; uint32_t lot; } wp_sample;
typedef struct { int id; double litres; double temp_c; } wp_tank;
double wp_clamp(double v, double lo, double hi);
#endif
T
for d in $DIRS; do
  mkdir -p "src/$d"
  n=0
  for i in $(seq 1 110); do
    f=src/$d/${d}_$(printf %03d $i).c
    {
      echo '#include "wp.h"'
      echo "double ${d}_step_$i(wp_sample *s, wp_tank *t, int flags) {"
      if [ $((i % 23)) -eq 5 ]; then echo "    int retries;"; fi
      if [ $((i % 31)) -eq 7 ]; then echo "    (void)t;"; echo "    return s->brix * 0.55 + $i;"; echo "}"; continue; fi
      echo "    double v = s->brix * $i.0 / 100.0 + t->litres * 0.001;"
      echo "    if (flags & 1) v = wp_clamp(v, 0.0, t->temp_c);"
      echo "    return v;"
      echo "}"
    } > "$f"
  done
  cat > src/$d/Makefile <<T
CC ?= gcc
CFLAGS ?= -O2 -g -Wall -Wextra -std=c11 -I../../include
SRCS := \$(sort \$(wildcard *.c))
OBJS := \$(SRCS:.c=.o)
lib$d.a: \$(OBJS)
	ar rcs \$@ \$^
%.o: %.c
	\$(CC) \$(CFLAGS) -MMD -MP -c \$< -o \$@
-include \$(OBJS:.o=.d)
T
done
# the two broken translation units
cat > src/ferment/ferment_057.c <<'T'
#include "wp.h"
double ferment_step_57(wp_sample *s, wp_tank *t, int flags) {
    double yan = s->brix * YAN_PER_BRIX;   /* yeast assimilable nitrogen target */
    if (flags & 2) yan += t->litres * 0.0002;
    return yan;
}
T
cat > src/bottling/bottling_092.c <<'T'
#include "wp.h"
typedef struct { const char *code; int cases; } pallet;
double bottling_step_92(wp_sample *s, wp_tank *t, int flags) {
    pallet p = { "BTL-92", 56 };
    double fill = t->litres / 0.75;
    if (flags) fill -= s->ph;
    p = fill;
    return p.cases;
}
T
cat > src/barrel/barrel_044.c <<'T'
#include "wp.h"
double barrel_step_44(wp_sample *s, wp_tank *t, int flags) {
    double topup = 0.0;
    for (int i = 0; i < flags; i++) {
        if (i > sizeof(wp_sample)) break;   /* angel's share per stave */
        topup += t->litres * 0.00012 + s->ta_gpl * 0.0;
    }
    return topup;
}
T
cat > src/cellar/wp_util.c <<'T'
#include "wp.h"
double wp_clamp(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }
T
cat > src/main.c <<'T'
#include <stdio.h>
#include "wp.h"
int main(void) { wp_sample s = { 22.5, 3.4, 6.2, 2031 }; wp_tank t = { 4, 1800.0, 14.0 };
  printf("%.2f\n", wp_clamp(s.brix, 0, 30) + t.temp_c); return 0; }
T
cat > Makefile <<T
DIRS := $DIRS
LIBS := \$(foreach d,\$(DIRS),src/\$(d)/lib\$(d).a)
all: winepress
winepress: src/main.o \$(LIBS)
	gcc -o \$@ src/main.o -Wl,--start-group \$(LIBS) -Wl,--end-group -lm
src/main.o: src/main.c
	gcc -O2 -g -Wall -Wextra -std=c11 -Iinclude -c \$< -o \$@
FORCE:
.PHONY: all FORCE
T
for d in $DIRS; do printf 'src/%s/lib%s.a: FORCE\n\t$(MAKE) -C src/%s\n' $d $d $d >> Makefile; done
cmd="make -k"
{
  echo "\$ $cmd"
  timeout 120 $cmd 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' > "$WORK/out.txt"
