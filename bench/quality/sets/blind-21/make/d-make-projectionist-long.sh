#!/bin/bash
# Long verbose make -k -j8 of a cinema projection-booth controller (1300 C files), one compile error in the middle.
WORK=${WORK:-/home/dev}; P=$WORK/projectionist; rm -rf "$P"; mkdir -p "$P"; cd "$P"
mods="reels shutter lamp sound schedule curtain masking ticketing hvac subtitles"
mkdir -p include
cat > include/booth.h <<'T'
#ifndef BOOTH_H
#define BOOTH_H
#include <stdint.h>
#include <stddef.h>
typedef struct { uint32_t id; int32_t value; const char *tag; } booth_evt;
int booth_emit(const booth_evt *e);
#endif
T
n=0
for m in $mods; do
  mkdir -p src/$m
  for i in $(seq -w 1 130); do
    n=$((n+1)); f=src/$m/${m}_$i.c
    {
      echo '#include "booth.h"'
      echo "int ${m}_step_$i(int32_t v) {"
      if [ $((n % 9)) -eq 0 ]; then echo "    int unused_$i = v * 3;"; fi
      if [ $((n % 23)) -eq 0 ]; then echo "    unsigned u = (unsigned)v; if (v < u) return -1;"; fi
      echo "    booth_evt e = { $n, v + $((10#$i)), \"$m\" };"
      echo "    return booth_emit(&e);"
      echo "}"
    } > $f
  done
done
# the one real error: sound module uses a field that does not exist
cat > src/sound/sound_067.c <<'T'
#include "booth.h"
int sound_step_067(int32_t v) {
    booth_evt e = { 647, v + 67, "sound" };
    e.channel = 7;
    return booth_emit(&e);
}
T
cat > src/booth.c <<'T'
#include <stdio.h>
#include "booth.h"
int booth_emit(const booth_evt *e) { return printf("%u %d %s\n", e->id, e->value, e->tag) > 0 ? 0 : -1; }
int main(void) { booth_evt e = {0, 0, "boot"}; return booth_emit(&e); }
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=gnu11 -O2 -g -Wall -Wextra -Wno-unused-parameter -fstack-protector-strong -D_FORTIFY_SOURCE=2 -DBOOTH_FW_VERSION=\"5.8.2\" -Iinclude -MMD -MP
SRCS = $(sort $(wildcard src/*/*.c)) src/booth.c
OBJS = $(patsubst src/%.c,build/%.o,$(SRCS))
all: booth-ctl
build/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@
booth-ctl: $(OBJS)
	$(CC) -o $@ $^
-include $(OBJS:.o=.d)
T
{ echo '$ make -k -j8 -Otarget'; make -k -j8 -Otarget 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
