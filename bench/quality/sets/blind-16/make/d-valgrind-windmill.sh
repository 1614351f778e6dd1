#!/usr/bin/env bash
# d-valgrind-windmill: `valgrind --leak-check=full` on a tower-windmill
# milling simulator that logs every sack; memcheck errors appear mid-run.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-valgrind-windmill.txt}
P=$WORK/windmill
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/mill.h <<'EOF'
#ifndef MILL_H
#define MILL_H
typedef struct {
    int id;
    char *grain;
    double kg;
    double moisture_pct;
    int reground;
} sack_t;

typedef struct {
    double wind_m_s;
    double sail_rpm;
    double stone_rpm;
    int brake_on;
} mill_state_t;

sack_t *sack_new(int id, const char *grain, double kg, double moisture);
void sack_free(sack_t *s);
double mill_throughput_kg_h(const mill_state_t *m, const sack_t *s);
void mill_update(mill_state_t *m, double wind);
#endif
EOF
cat > src/mill.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "mill.h"

#define GEAR_RATIO 5.8
#define MAX_SAIL_RPM 14.0

sack_t *sack_new(int id, const char *grain, double kg, double moisture)
{
    sack_t *s = malloc(sizeof *s);
    s->id = id;
    s->grain = strdup(grain);
    s->kg = kg;
    s->moisture_pct = moisture;
    return s;
}

void sack_free(sack_t *s)
{
    free(s);
}

void mill_update(mill_state_t *m, double wind)
{
    m->wind_m_s = wind;
    if (wind > 13.0)
        m->brake_on = 1;
    else if (wind < 11.0)
        m->brake_on = 0;
    m->sail_rpm = m->brake_on ? 0.0 : (wind < 4.0 ? 0.0 : (wind - 4.0) * 1.5);
    if (m->sail_rpm > MAX_SAIL_RPM)
        m->sail_rpm = MAX_SAIL_RPM;
    m->stone_rpm = m->sail_rpm * GEAR_RATIO;
}

double mill_throughput_kg_h(const mill_state_t *m, const sack_t *s)
{
    double base = m->stone_rpm * 1.9;
    if (s->reground)
        base *= 0.6;
    if (s->moisture_pct > 15.0)
        base *= 0.8;
    return base;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "mill.h"

static const char *GRAINS[] = {"wheat", "spelt", "rye", "barley", "oats"};

int main(void)
{
    mill_state_t mill = {0};
    sack_t *hopper[64];
    int held = 0;
    double milled = 0;
    int tallied = 0;
    unsigned seed = 1794;
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("tower mill simulator 2.1: 2000 sacks, gear ratio 5.8\n");
    for (int i = 1; i <= 2000; i++) {
        seed = seed * 1664525u + 1013904223u;
        double wind = (seed >> 20) % 160 / 10.0;
        mill_update(&mill, wind);
        sack_t *s = sack_new(i, GRAINS[i % 5], 25.0 + (seed >> 8) % 26, 11.0 + (seed >> 12) % 70 / 10.0);
        if (i % 97 != 0)
            s->reground = 0;
        double rate = mill_throughput_kg_h(&mill, s);
        if (rate <= 0.0) {
            printf("sack %3d %-6s %4.0f kg: becalmed or braked (wind %4.1f m/s), held in hopper\n", i, s->grain, s->kg, wind);
            if (held < 64) hopper[held++] = s;
            else sack_free(s);
            continue;
        }
        milled += s->kg;
        printf("sack %3d %-6s %4.0f kg: wind %4.1f m/s sails %4.1f rpm stones %5.1f rpm -> %6.1f kg/h, %6.2f h\n",
               i, s->grain, s->kg, wind, mill.sail_rpm, mill.stone_rpm, rate, s->kg / rate);
        sack_free(s);
        if (i >= 1000 && !tallied) {
            tallied = 1;
            printf("midday tally: %.0f kg milled, %d sacks waiting, last sack was %s\n", milled, held, s->grain);
        }
    }
    printf("day done: %.0f kg milled, %d sacks left in hopper\n", milled, held);
    for (int k = 0; k < held; k += 2)
        sack_free(hopper[k]);
    return 0;
}
EOF
gcc -std=gnu11 -g -O0 -Wall -o millsim src/main.c src/mill.c || exit 1
{ echo '$ valgrind --leak-check=full ./millsim'; valgrind --leak-check=full ./millsim 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
