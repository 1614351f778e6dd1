#!/usr/bin/env bash
# d-make-k-distillery: long verbose recursive `make -k` of a C distillery
# control suite (~420 objects, warnings in many, one hard error in the middle).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-make-k-distillery.txt}
P=$WORK/stillhouse
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/include"; cd "$P"
cat > include/still.h <<'EOF'
#ifndef STILL_H
#define STILL_H
#include <stddef.h>
#include <stdint.h>
typedef struct { double abv; double litres; double temp_c; } batch_t;
typedef struct { int id; double capacity_l; double angel_share_pct; int years; } cask_t;
double proof_from_abv(double abv);
#endif
EOF
MODS="mash ferment wash spirit still cask warehouse bottling ledger excise"
words="grist mill hopper kettle lauter sparge tun cooler yeast pitch gravity attenuation foreshots heads hearts tails feints lyne condenser worm charge strength dilution oak char toast bung stave hoop rack bond dram label cork capsule case pallet duty ullage gauge sample vatting marrying"
i=0
echo "SUBDIRS = $MODS" > Makefile
cat >> Makefile <<'EOF'
.PHONY: all $(SUBDIRS)
all: $(SUBDIRS)
$(SUBDIRS):
	$(MAKE) -C $@
EOF
for m in $MODS; do
  mkdir -p $m
  cat > $m/Makefile <<EOF
CC = gcc
CFLAGS = -std=c11 -O2 -g -Wall -Wextra -Wshadow -fPIC -DSTILLHOUSE_VERSION=\\"3.8.2\\" -DMODULE_NAME=\\"$m\\" -I../include -I.
SRCS = \$(sort \$(wildcard *.c))
OBJS = \$(SRCS:.c=.o)
lib$m.a: \$(OBJS)
	ar rcs \$@ \$^
%.o: %.c
	\$(CC) \$(CFLAGS) -c \$< -o \$@
EOF
  n=0
  for w in $words; do
    n=$((n+1)); i=$((i+1))
    [ $(( (i * 7) % 10 )) -lt 4 ] || continue
    f=$m/${m}_${w}.c
    if [ $((i % 5)) -eq 0 ]; then
      cat > $f <<EOF
#include "still.h"
double ${m}_${w}_adjust(batch_t *b, double factor, int flags)
{
    double scaled = b->litres * factor;
    return scaled * (b->abv / 100.0);
}
EOF
    elif [ $((i % 11)) -eq 3 ]; then
      cat > $f <<EOF
#include <stdio.h>
#include "still.h"
int ${m}_${w}_report(const batch_t *b, char *buf, size_t len)
{
    int written;
    unsigned n = snprintf(buf, len, "%s %.1f%% %.0fL", MODULE_NAME, b->abv, b->litres);
    if (n < 0) return -1;
    return (int)n;
}
EOF
    else
      cat > $f <<EOF
#include "still.h"
double ${m}_${w}_litres_of_pure_alcohol(const batch_t *b)
{
    return b->litres * b->abv / 100.0;
}
int ${m}_${w}_within_limits(const batch_t *b)
{
    return b->temp_c > 4.0 && b->temp_c < 98.0 && b->abv <= 94.8;
}
EOF
    fi
  done
done
# more files so the build is long
for m in $MODS; do
  for k in $(seq 1 160); do
    printf '#include "still.h"\nstatic const double %s_table_%03d[] = { %d.5, %d.25, %d.125 };\ndouble %s_lookup_%03d(size_t i) { return %s_table_%03d[i %% 3]; }\n' $m $k $k $((k+1)) $((k+2)) $m $k $m $k > $m/${m}_table_$(printf %03d $k).c
  done
done
# the one real error
cat > cask/cask_angels.c <<'EOF'
#include "still.h"
double cask_remaining_after(const cask_t *c, double start_l)
{
    double left = start_l;
    for (int y = 0; y < c->years; y++)
        left -= left * c->angel_share_pct / 100.0;
    return left;
}
double cask_evaporated(const cask_t *c, double start_l)
{
    return start_l - cask_remaining_after(c, start_l) * ANGEL_SHARE_DEFAULT;
}
EOF
{ echo '$ make -k'; make -k 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
