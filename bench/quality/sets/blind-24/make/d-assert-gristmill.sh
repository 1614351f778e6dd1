#!/bin/bash
# A watermill grinding-schedule simulator run over a week of flow data aborts on an assert
. "$(dirname "$0")/d-lib.sh"
proj gristmill
cat > millsim.c <<'C'
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int hour; double flow_m3s; } flow_t;

/* stone speed in rpm from water flow; the runner stone must stay between 90 and 140 rpm */
static double stone_rpm(double flow) { return 60.0 + 55.0 * flow; }

static double grind_kg(double rpm, double hours) {
    assert(rpm >= 90.0 && rpm <= 140.0 && "runner stone outside safe speed");
    return hours * (rpm - 80.0) * 1.9;
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    double total = 0;
    for (int h = 0; h < 7 * 24; h++) {
        flow_t f = { h, 0.8 + 0.004 * h + ((h % 24) > 18 ? 0.15 : 0.0) };
        double rpm = stone_rpm(f.flow_m3s);
        double kg = grind_kg(rpm, 1.0);
        total += kg;
        if (h % 2 == 0)
            printf("day %d %02d:00  flow %.3f m3/s  stone %.1f rpm  %.1f kg (total %.0f kg)\n",
                   h / 24 + 1, h % 24, f.flow_m3s, rpm, kg, total);
    }
    printf("week total: %.0f kg of wholemeal\n", total);
    return 0;
}
C
gcc -g -O0 -o millsim millsim.c
capture d-assert-gristmill './millsim'
