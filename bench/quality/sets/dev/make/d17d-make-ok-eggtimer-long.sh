#!/bin/bash
# A long successful build of a toy kitchen egg-timer firmware simulator: ~190 C files
# compiled with kbuild-style "CC" lines (V=1 shows each command), one warning in the middle, link, then `size`.
# Usage: WORK=<dir> bash d17d-make-ok-eggtimer-long.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/eggtimer
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > include/timer.h <<'EOF'
#pragma once
#include <stdint.h>
typedef struct { uint16_t seconds; uint8_t beeps; uint8_t flags; } preset_t;
int preset_apply(const preset_t *p);
EOF
for grp in boil poach soft hard coddle steam bake sous rest proof; do
  for n in $(seq 1 19); do
    cat > src/${grp}_${n}.c <<EOF
#include "timer.h"
static const preset_t ${grp}_${n}_preset = { $((120 + n * 15)), $((1 + n % 3)), 0x$(printf %02x $n) };
int ${grp}_${n}_start(void) { return preset_apply(&${grp}_${n}_preset); }
EOF
  done
done
cat > src/core.c <<'EOF'
#include "timer.h"
#include <stdio.h>
int preset_apply(const preset_t *p) { return p->seconds + p->beeps; }
EOF
cat > src/soft_7.c <<'EOF'
#include "timer.h"
#include <string.h>
static const preset_t soft_7_preset = { 225, 2, 0x07 };
int soft_7_start(void) {
    char label[8];
    strncpy(label, "soft-boiled-large", sizeof label);
    return preset_apply(&soft_7_preset) + label[0];
}
EOF
cat > src/main.c <<'EOF'
#include "timer.h"
#include <stdio.h>
int boil_1_start(void);
int main(void) { printf("%d\n", boil_1_start()); return 0; }
EOF
cat > Makefile <<'EOF'
CC     := gcc
CFLAGS := -std=c11 -Os -Wall -Wextra -Wstringop-truncation -Iinclude -ffunction-sections -fdata-sections
SRCS   := $(sort $(wildcard src/*.c))
OBJS   := $(SRCS:src/%.c=build/%.o)
Q      := $(if $(V),,@)

all: build/eggtimer.elf
	$(Q)size build/eggtimer.elf
	$(Q)echo "  DONE    eggtimer firmware sim v1.8.0 ($(words $(OBJS)) objects)"

build/%.o: src/%.c | build
	@echo "  CC      $<"
	$(Q)$(CC) $(CFLAGS) -c $< -o $@

build/eggtimer.elf: $(OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) -Wl,--gc-sections -Wl,-Map=build/eggtimer.map $(OBJS) -o $@

build:
	$(Q)mkdir -p build
EOF
{
  echo '$ make V=1'
  timeout 120 make V=1 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
