#!/bin/bash
# make -k of a C car-wash bay controller: several warnings early, a compile error and a missing symbol later
WORK=${WORK:-/home/dev}
P=$WORK/carwash-ctl
rm -rf "$P"; mkdir -p "$P/src" "$P/include"
cd "$P"
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -pipe -fstack-protector-strong -D_FORTIFY_SOURCE=2 -ffunction-sections -fdata-sections -MMD -MP -Wall -Wextra -Wshadow -Wconversion -Wformat=2 -Iinclude -Ivendor/modbus/include -DBAY_COUNT=6 -DFIRMWARE_REV=\"3.1.7\"
LDFLAGS = -lm
SRCS    = $(wildcard src/*.c)
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/carwashd

build/%.o: src/%.c include/carwash.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

build/carwashd: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDFLAGS)

clean:
	rm -rf build
EOF
cat > include/carwash.h <<'EOF'
#ifndef CARWASH_H
#define CARWASH_H
#include <stdint.h>
#include <stddef.h>
typedef struct { int bay; uint16_t soap_ml; uint16_t water_l; float brush_rpm; } wash_cycle;
int cycle_validate(const wash_cycle *c);
double rinse_cost(const wash_cycle *c, double price_per_l);
void brush_ramp(wash_cycle *c, float target);
int queue_push(int bay, int ticket);
int queue_pop(int bay);
long ticket_checksum(const char *code);
#endif
EOF
stations="soap_pump rinse_arch brush_motor dryer_fan wax_nozzle undercarriage tyre_shine presoak foam_cannon spot_free heater conveyor payment_kiosk ticket_reader bay_lights door_sensor tank_level ph_probe pressure_valve drain_pump chamois_roller vacuum_station air_freshener coin_hopper card_terminal receipt_printer loyalty_db traffic_light height_gate mirror_fold wheel_rinse bug_remover chrome_polish tri_foam rain_repellent mat_cleaner odour_fogger shift_log alarm_panel remote_link ota_update watchdog ir_beam ultrasonic_probe gantry_motor gantry_limit hose_reel detergent_mix citrus_dose salt_softener reverse_osmosis sludge_trap grit_filter fleet_accounts membership staff_override maintenance_timer"
for s in $stations; do
cat > src/$s.c <<EOF
#include "carwash.h"
#include <stdio.h>
#include <math.h>

static int ${s}_state;

int ${s}_init(int bay)
{
    ${s}_state = bay;
    return 0;
}

double ${s}_duty(const wash_cycle *c)
{
    double d = c->water_l / 40.0 + c->soap_ml / 250.0;
    return d > 1.0 ? 1.0 : d;
}

void ${s}_report(FILE *f)
{
    fprintf(f, "%s bay=%d\n", "${s}", ${s}_state);
}
EOF
done
# warnings
cat > src/brush_motor.c <<'EOF'
#include "carwash.h"
#include <stdio.h>
#include <math.h>

void brush_ramp(wash_cycle *c, float target)
{
    double step = (target - c->brush_rpm) / 10.0;
    for (int i = 0; i < 10; i++) {
        c->brush_rpm += step;
    }
}

int brush_motor_current(const wash_cycle *c, int limit)
{
    int limit_reached = 0;
    unsigned amps = c->brush_rpm / 12;
    if (amps > limit) {
        int limit_reached = 1;
        (void)limit_reached;
    }
    return limit_reached;
}
EOF
cat > src/rinse_arch.c <<'EOF'
#include "carwash.h"
#include <stdio.h>

double rinse_cost(const wash_cycle *c, double price_per_l)
{
    uint16_t litres = c->water_l * 1.15;
    return litres * price_per_l;
}

int rinse_arch_nozzles(int bay, int spare)
{
    return bay * 4;
}
EOF
# error: struct member that does not exist + wrong call
cat > src/ticket_reader.c <<'EOF'
#include "carwash.h"
#include <stdio.h>
#include <string.h>

long ticket_checksum(const char *code)
{
    long sum = 0;
    for (size_t i = 0; i < strlen(code); i++)
        sum = sum * 31 + code[i];
    return sum;
}

int ticket_reader_accept(const char *code, wash_cycle *c)
{
    if (ticket_checksum(code) % 97 != 0)
        return -1;
    c->programme = code[0] - 'A';
    return queue_push(c->bay, (int)ticket_checksum(code));
}
EOF
cat > src/queue.c <<'EOF'
#include "carwash.h"

static int slots[BAY_COUNT][16];
static int heads[BAY_COUNT];

int queue_push(int bay, int ticket)
{
    if (heads[bay] >= 16) return -1;
    slots[bay][heads[bay]++] = ticket;
    return 0;
}
EOF
cat > src/heater.c <<'EOF'
#include "carwash.h"
#include <stdio.h>

static float setpoint = 38.5;

int heater_step(int measured_c)
{
    int delta = setpoint - measured_c;
    char label[8];
    snprintf(label, sizeof label, "heater-%d", delta);
    return delta;
}
EOF
cat > src/main.c <<'EOF'
#include "carwash.h"
#include <stdio.h>

int main(void)
{
    wash_cycle c = { .bay = 2, .soap_ml = 180, .water_l = 60, .brush_rpm = 0 };
    if (cycle_validate(&c) != 0) {
        fprintf(stderr, "invalid cycle\n");
        return 1;
    }
    brush_ramp(&c, 240.0f);
    printf("carwashd %s bay %d cost %.2f next %d\n", FIRMWARE_REV, c.bay, rinse_cost(&c, 0.004), queue_pop(c.bay));
    return 0;
}
EOF
{
echo '$ make -k'
make -k 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
