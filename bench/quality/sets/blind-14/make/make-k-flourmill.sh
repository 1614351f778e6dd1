#!/usr/bin/env bash
# `make -k V=1` of a flour-mill controller firmware (host build): ~400 C files with verbose compile
# lines and -Wextra warnings; one translation unit in the middle fails to compile, make keeps going.
# Output: outputs/make-k-flourmill.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/millctl
rm -rf "$P"; mkdir -p "$P/include" "$P/src"
cat > "$P/include/mill.h" <<'T'
#ifndef MILL_H
#define MILL_H
#include <stdint.h>
#include <stddef.h>

typedef struct {
    const char *name;
    int32_t raw;
    float scale;
    float offset;
} mill_channel_t;

typedef enum { MILL_OK = 0, MILL_RANGE = 1, MILL_STALE = 2, MILL_FAULT = 3 } mill_status_t;

float mill_scaled(const mill_channel_t *ch);
mill_status_t mill_check(const mill_channel_t *ch, float lo, float hi);
void mill_log(const char *tag, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#define MILL_HOPPER_MAX_KG 1800.0f
#define MILL_STONE_GAP_MIN_UM 40
#endif
T
cat > "$P/src/core.c" <<'T'
#include <stdarg.h>
#include <stdio.h>
#include "mill.h"

float mill_scaled(const mill_channel_t *ch) { return ch->raw * ch->scale + ch->offset; }

mill_status_t mill_check(const mill_channel_t *ch, float lo, float hi)
{
    float v = mill_scaled(ch);
    if (v < lo || v > hi)
        return MILL_RANGE;
    return MILL_OK;
}

void mill_log(const char *tag, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "[%s] ", tag);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}
T
SUBSYS="hopper stones sifter bagging moisture conveyor aspirator scale"
for s in $SUBSYS; do
  mkdir -p "$P/src/$s"
  for i in $(seq -w 1 60); do
    f="$P/src/$s/${s}_${i}.c"
    if [ $((10#$i % 3)) -eq 0 ]; then
      # leftover callback signature: the context argument is never used
      cat > "$f" <<T
#include "mill.h"

int ${s}_${i}_poll(mill_channel_t *ch, void *ctx, int retries)
{
    mill_status_t st = mill_check(ch, 0.0f, MILL_HOPPER_MAX_KG);
    return st == MILL_OK ? 0 : retries - 1;
}
T
    elif [ $((10#$i % 7)) -eq 0 ]; then
      cat > "$f" <<T
#include "mill.h"

int ${s}_${i}_count_over(const int32_t *samples, size_t n, int limit)
{
    int over = 0;
    for (int k = 0; k < n; k++)
        if (samples[k] > limit)
            over++;
    return over;
}
T
    else
      cat > "$f" <<T
#include "mill.h"

float ${s}_${i}_read(const mill_channel_t *ch)
{
    return mill_scaled(ch) * ${i}.0f / 60.0f;
}
T
    fi
  done
done
# the one unit that breaks: a renamed macro in the hopper overfill guard
cat > "$P/src/hopper/hopper_23.c" <<'T'
#include "mill.h"

int hopper_23_overfill(const mill_channel_t *load_cell)
{
    float kg = mill_scaled(load_cell);
    if (kg > MILL_HOPPER_MAX_KILOS * 0.95f)
        return 1;
    return 0;
}
T
# a format mistake in the bagging line report
cat > "$P/src/bagging/bagging_41.c" <<'T'
#include "mill.h"

void bagging_41_report(const mill_channel_t *scale, unsigned long bags)
{
    mill_log("bagging", "%d bags filled, last weight %.1f kg\n", bags, mill_scaled(scale));
}
T
{
  echo 'CC = gcc'
  echo 'CFLAGS = -std=c11 -O2 -g -Wall -Wextra -Wformat=2 -ffunction-sections -fdata-sections -DMILL_BOARD_REV=3 -DMILL_SITE=\"north-mill\" -Iinclude'
  echo 'SRCS = src/core.c $(sort $(wildcard src/*/*.c))'
  echo 'OBJS = $(patsubst src/%.c,build/%.o,$(SRCS))'
  echo 'ifeq ($(V),1)'
  echo 'Q ='
  echo 'else'
  echo 'Q = @'
  echo 'endif'
  echo ''
  echo 'all: build/millctl.a'
  echo ''
  echo 'build/%.o: src/%.c include/mill.h'
  printf '\t@mkdir -p $(dir $@)\n'
  printf '\t@echo "  CC      $<"\n'
  printf '\t$(Q)$(CC) $(CFLAGS) -c $< -o $@\n'
  echo ''
  echo 'build/millctl.a: $(OBJS)'
  printf '\t@echo "  AR      $@"\n'
  printf '\t$(Q)ar rcs $@ $^\n'
  echo ''
  echo 'clean:'
  printf '\trm -rf build\n'
} > "$P/Makefile"
cd "$P" && {
  capture make -k V=1
} 2>&1 | neutral > "$SETDIR/outputs/make-k-flourmill.txt"
