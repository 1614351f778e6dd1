#!/bin/bash
# A kbuild-style quiet make of kite control-bar firmware (~2100 objects, "CC file" lines), one warning,
# then the link and a size report
. "$(dirname "$0")/d-lib.sh"
proj kitebar
dirs=(drivers/imu drivers/winch drivers/radio core/depower core/safety core/telemetry lib/fixmath lib/ringbuf)
for d in "${dirs[@]}"; do
  mkdir -p src/$d
  base=$(basename $d)
  for n in $(seq -w 1 260); do
    cat > src/$d/${base}_$n.c <<C
int ${base}_${n}_step(int x) { return x * $((10#$n % 13 + 1)) + $((10#$n % 7)); }
C
  done
done
cat > src/core/safety/safety_143.c <<'C'
#include <stdint.h>
int safety_143_step(int x) { return x * 3; }
int safety_143_quick_release(uint16_t line_tension_n, int armed, int gust_ms) {
    unsigned limit = 1800;
    if (armed && line_tension_n - 200 > limit) return 1;
    return line_tension_n > limit * 2;
}
C
cat > src/main.c <<'C'
int main(void) { return 0; }
C
cat > Makefile <<'MK'
CC      := gcc
CFLAGS  := -std=c11 -Os -Wall -Wextra -ffunction-sections -fdata-sections
SRCS    := src/main.c $(sort $(wildcard src/*/*/*.c))
OBJS    := $(SRCS:src/%.c=build/%.o)
Q       := @

build/kitebar.elf: $(OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) -Wl,--gc-sections -o $@ $^
	@echo "  SIZE    $@"
	$(Q)size $@

build/%.o: src/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(CFLAGS) -c $< -o $@
MK
capture d-make-quiet-kiteboard 'make -j4 -O'
