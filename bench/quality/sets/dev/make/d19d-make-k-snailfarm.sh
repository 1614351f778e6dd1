#!/usr/bin/env bash
# make -k of a heliciculture (snail farm) controller in C: ~900 objects, warnings, 3 errors, verbose commands
set -u
WORK=${WORK:-/home/dev}
P=$WORK/snailfarm
rm -rf "$P"; mkdir -p "$P/include" "$P/src"
cd "$P"
cat > include/farm.h <<'EOF'
#ifndef FARM_H
#define FARM_H
#include <stddef.h>
#include <stdint.h>
typedef struct {
    uint16_t pen_id;
    int16_t  humidity_pm;   /* per mille */
    int16_t  temp_dc;       /* deci-celsius */
    uint32_t snails;
} pen_state;
int pen_ok(const pen_state *p);
double feed_grams(const pen_state *p);
#endif
EOF
mods="humidity feeding spawning grading mister lighting ledger shipping sensors"
for m in $mods; do
  mkdir -p src/$m
  for i in $(seq -w 1 100); do
    f=src/$m/${m}_$i.c
    {
      echo '#include "farm.h"'
      echo '#include <string.h>'
      echo "int ${m}_step_$i(const pen_state *p, int budget)"
      echo '{'
      echo '    int acc = 0;'
      case $(( 10#$i % 11 )) in
        3) echo '    int spare;' ;;
        7) echo '    unsigned lim = 40;'; echo '    for (int k = 0; k < budget; k++) if (k < lim) acc += k;' ;;
      esac
      echo '    acc += p->pen_id + budget;'
      echo '    return acc;'
      echo '}'
    } > "$f"
  done
done
# three real errors in the middle of the tree
cat > src/grading/grading_042.c <<'EOF'
#include "farm.h"
#include <string.h>
int grading_step_042(const pen_state *p, int budget)
{
    int acc = 0;
    if (p->shell_mm > 28)
        acc += budget;
    return acc + p->pen_id;
}
EOF
cat > src/mister/mister_077.c <<'EOF'
#include "farm.h"
#include <string.h>
int mister_step_077(const pen_state *p, int budget)
{
    int pulses = nozzle_pulses(p->humidity_pm, budget);
    return pulses;
}
EOF
cat > src/shipping/shipping_019.c <<'EOF'
#include "farm.h"
#include <string.h>
struct crate { char label[16]; double kg; };
int shipping_step_019(const pen_state *p, int budget)
{
    struct crate c;
    const char *dest = "Marche-en-Famenne depot";
    c = dest;
    c.kg = p->snails * 0.012;
    return budget + (int)c.kg;
}
EOF
cat > src/sensors/sensors_063.c <<'EOF'
#include "farm.h"
#include <stdio.h>
int sensors_step_063(const pen_state *p, int budget)
{
    char line[48];
    long stamp = (long)budget * 1000L;
    snprintf(line, sizeof line, "pen %u t=%d at %d", p->pen_id, p->temp_dc, stamp);
    return (int)line[0];
}
EOF
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Werror=implicit-function-declaration -Iinclude
SRCS    = $(wildcard src/*/*.c)
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/snailfarmd

build/%.o: src/%.c include/farm.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

build/libfarm.a: $(OBJS)
	ar rcs $@ $^

build/snailfarmd: build/libfarm.a
	$(CC) -o $@ -Lbuild -lfarm

clean:
	rm -rf build
EOF
{
  echo '$ make -k'
  timeout 120 make -k 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
