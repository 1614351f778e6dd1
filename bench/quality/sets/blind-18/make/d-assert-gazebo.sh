#!/usr/bin/env bash
# assertion failure in a garden-gazebo roof-truss load calculator
W=${WORK:-/home/dev}
P=$W/gazebo-truss
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > truss.c <<'T'
#include <assert.h>
#include <stdio.h>
#include <math.h>

#define SIDES 8
#define SNOW_KPA 1.25

typedef struct { double span_m; double pitch_deg; double timber_mm; } rafter_t;

static double rafter_length(const rafter_t *r) {
    return (r->span_m / 2.0) / cos(r->pitch_deg * M_PI / 180.0);
}

static double roof_area(const rafter_t *r) {
    double side = 2 * (r->span_m / 2.0) * tan(M_PI / SIDES);
    return SIDES * 0.5 * side * rafter_length(r);
}

static double load_per_rafter(const rafter_t *r) {
    double kn = roof_area(r) * SNOW_KPA;
    double per = kn / SIDES;
    assert(per < r->timber_mm * 0.05 && "rafter overloaded for its section");
    return per;
}

int main(void) {
    rafter_t designs[] = {
        {3.0, 30, 75}, {3.6, 30, 75}, {4.2, 35, 75}, {4.8, 35, 75}, {5.4, 40, 75},
    };
    for (unsigned i = 0; i < sizeof designs / sizeof designs[0]; i++) {
        const rafter_t *r = &designs[i];
        printf("design %u: span %.1f m pitch %.0f deg rafter %.2f m area %.2f m2\n",
               i + 1, r->span_m, r->pitch_deg, rafter_length(r), roof_area(r));
        printf("  load per rafter %.2f kN\n", load_per_rafter(r));
    }
    return 0;
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
gcc -g -O0 -Wall -o truss truss.c -lm
{ echo '$ ./truss'; stdbuf -oL ./truss 2>&1; echo "exit status: $?"; } 2>/dev/null | neutral
