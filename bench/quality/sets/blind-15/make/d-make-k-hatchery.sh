#!/usr/bin/env bash
# d-make-k-hatchery: long verbose recursive `make -k -j8 -O` of a fish-hatchery
# controller (8 modules x 100 C files, each archived with `ar rcsv`); legacy code
# gives scattered warnings and one file in the middle fails to compile.
WORK=${WORK:-/home/dev}
P=$WORK/hatchery
rm -rf "$P"; mkdir -p "$P/include"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

MODULES="tanks feeding waterq spawning grading telemetry alarms ledger"
PREFIXES="inlet outlet baffle screen overflow aerator chiller uvlamp drumfilter standpipe"
SUFFIXES="ctl state calib log alarm sched io stats limits report"

cat > include/hatchery.h <<'T'
#ifndef HATCHERY_H
#define HATCHERY_H
#include <stddef.h>
#include <stdint.h>

struct tank {
    int id;
    double litres;
    double temp_c;
    double o2_mg_l;
    int fish_count;
    const char *species;
};

struct reading {
    uint32_t ts;
    int tank_id;
    double value;
};

double clamp(double v, double lo, double hi);
#endif
T

cat > Makefile <<'T'
MODULES = tanks feeding waterq spawning grading telemetry alarms ledger
.PHONY: all $(MODULES)
all: hatcheryd

$(MODULES):
	$(MAKE) -C $@

hatcheryd: $(MODULES) main.o
	gcc -o $@ main.o $(foreach m,$(MODULES),$(m)/lib$(m).a) -lm

main.o: main.c include/hatchery.h
	gcc -std=c11 -Wall -Wextra -O2 -g -Iinclude -c main.c -o main.o
T
echo 'int main(void) { return 0; }' > main.c

n=0
for m in $MODULES; do
  mkdir -p "$m"
  cat > "$m/Makefile" <<T
SRCS := \$(sort \$(wildcard *.c))
OBJS := \$(SRCS:.c=.o)
CFLAGS = -std=c11 -Wall -Wextra -O2 -g -fno-common -I../include -DMODULE_NAME=\\"$m\\"

lib$m.a: \$(OBJS)
	ar rcsv \$@ \$^

%.o: %.c ../include/hatchery.h
	gcc \$(CFLAGS) -c \$< -o \$@
T
  for p in $PREFIXES; do
    for s in $SUFFIXES; do
      n=$((n+1))
      f="$m/${p}_${s}.c"
      fn="${m}_${p}_${s}"
      {
        echo '#include "hatchery.h"'
        echo '#include <stdio.h>'
        echo '#include <string.h>'
        echo
        echo "static double ${fn}_scale = $((n % 7 + 1)).$((n % 10))5;"
        echo
        echo "double ${fn}(const struct tank *t, const struct reading *r, size_t n)"
        echo "{"
        echo "    double acc = 0.0;"
        if [ $((n % 13)) -eq 0 ]; then echo "    int retries = 3;"; fi
        if [ $((n % 29)) -eq 0 ]; then
          echo "    int limit = t->fish_count;"
          echo "    for (size_t i = 0; i < limit; i++) acc += r[i % n].value;"
        else
          echo "    for (size_t i = 0; i < n; i++) acc += r[i].value * ${fn}_scale;"
        fi
        if [ "$f" = "spawning/uvlamp_calib.c" ]; then
          echo "    acc /= t->volume_l;"
        fi
        if [ "$f" = "telemetry/chiller_report.c" ]; then
          echo "    char line[64];"
          echo "    snprintf(line, sizeof line, \"tank %d: %d readings\", t->id, n);"
          echo "    (void)line;"
        fi
        echo "    return clamp(acc / (t->litres > 0 ? t->litres : 1.0), 0.0, t->o2_mg_l * 100.0);"
        echo "}"
      } > "$f"
    done
  done
done
echo 'double clamp(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }' > tanks/zz_clamp.c
sed -i '1i #include "hatchery.h"' tanks/zz_clamp.c

{
  echo '$ make -k -j8 -O'
  make -k -j8 -O 2>&1; echo "exit status: $?"
} | neutral
