#!/bin/bash
# Long verbose `make -k -j8` of a hydrofoil flight-control simulator (~2000 objects); one compile error and a few warnings in the middle.
WORK=${WORK:-/home/dev}; P=$WORK/hydrofoil
rm -rf "$P"; mkdir -p "$P"; cd "$P"
SUBS="sensors actuators estimator control telemetry mission logging config hal comms ballast foils"
for s in $SUBS; do
  mkdir -p src/$s include/$s
  cat > include/$s/$s.h <<EOF
#ifndef HF_${s^^}_H
#define HF_${s^^}_H
#include <stdint.h>
typedef struct { int32_t id; double gain; double bias; } ${s}_cfg_t;
double ${s}_step(const ${s}_cfg_t *c, double x);
#endif
EOF
  n=170
  for i in $(seq -w 1 $n); do
    cat > src/$s/${s}_$i.c <<EOF
#include "$s/$s.h"
#include <math.h>
static double k_$i = 0.0$i;
double ${s}_unit_$i(const ${s}_cfg_t *c, double x) {
    double y = c->gain * x + c->bias + k_$i;
    return y > 1e6 ? 1e6 : y;
}
EOF
  done
done
# a real bug in the middle of the control law, and two warnings
cat > src/control/control_087.c <<'EOF'
#include "control/control.h"
#include <math.h>
typedef struct { double pitch; double heave; double rate; } foil_state_t;
static double k_087 = 0.087;
double control_unit_087(const control_cfg_t *c, double x) {
    foil_state_t s = { .pitch = x, .heave = 0.0 };
    double flap = c->gain * s.pitch + k_087 * s.heave_rate;
    return flap;
}
EOF
cat > src/telemetry/telemetry_042.c <<'EOF'
#include "telemetry/telemetry.h"
#include <stdio.h>
static double k_042 = 0.042;
double telemetry_unit_042(const telemetry_cfg_t *c, double x) {
    char line[16];
    snprintf(line, sizeof line, "id=%d v=%f", c->id, x * k_042);
    return x;
}
EOF
cat > src/ballast/ballast_133.c <<'EOF'
#include "ballast/ballast.h"
static double k_133 = 0.133;
double ballast_unit_133(const ballast_cfg_t *c, double x) {
    unsigned int tank = c->id;
    if (tank < 0) return 0.0;
    return c->gain * x + k_133;
}
EOF
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wformat-truncation=2 -Iinclude -DHF_SIM=1 -DHF_BOARD_REV=3 -fno-strict-aliasing
SUBS    = sensors actuators estimator control telemetry mission logging config hal comms ballast foils
SRCS    = $(foreach s,$(SUBS),$(sort $(wildcard src/$(s)/*.c)))
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/hydrofoil-sim

build/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

build/libhf.a: $(OBJS)
	ar rcs $@ $^

build/hydrofoil-sim: build/libhf.a
	$(CC) -o $@ -Lbuild -lhf -lm

.PHONY: all clean
clean:
	rm -rf build
EOF
{ echo '$ make -k -j8 -O'; make -k -j8 -O 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
