#!/usr/bin/env bash
# d2-c-balloon-assert: hot-air-balloon flight planner in C; builds with gcc and runs, printing plan lines until an assert aborts.
# Prints the command output (cmd 2>&1, run through bash -c with the exit status echoed after the run) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/balloonplan
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/winds"; cd "$P"
cat > src/plan.c <<'EOF'
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LAYERS 16
#define ENVELOPE_M3 2800.0
#define BURN_KG_PER_MIN 0.9

typedef struct { int alt_ft; double dir_deg; double speed_kt; } wind_t;
typedef struct { double lat, lon; } pos_t;

static int read_winds(const char *path, wind_t *w)
{
    FILE *fp = fopen(path, "r");
    int n = 0;
    if (!fp) { perror(path); exit(1); }
    while (n < MAX_LAYERS && fscanf(fp, "%d %lf %lf", &w[n].alt_ft, &w[n].dir_deg, &w[n].speed_kt) == 3)
        n++;
    fclose(fp);
    return n;
}

/* lift in kg at given ambient and envelope temperature (deg C), sea level-ish density */
static double gross_lift(double ambient_c, double envelope_c, int alt_ft)
{
    double p = 101325.0 * pow(1 - 2.25577e-5 * alt_ft * 0.3048, 5.25588);
    double rho_out = p / (287.05 * (ambient_c + 273.15));
    double rho_in = p / (287.05 * (envelope_c + 273.15));
    return (rho_out - rho_in) * ENVELOPE_M3;
}

static pos_t drift(pos_t from, const wind_t *w, double minutes)
{
    double dist_nm = w->speed_kt * minutes / 60.0;
    double to_deg = fmod(w->dir_deg + 180.0, 360.0) * M_PI / 180.0;
    pos_t p = from;
    p.lat += dist_nm * cos(to_deg) / 60.0;
    p.lon += dist_nm * sin(to_deg) / (60.0 * cos(from.lat * M_PI / 180.0));
    return p;
}

int main(int argc, char **argv)
{
    wind_t layers[MAX_LAYERS];
    double payload_kg = argc > 2 ? atof(argv[2]) : 560.0;
    double fuel_kg = 120.0;
    int n = read_winds(argc > 1 ? argv[1] : "winds/today.txt", layers);
    pos_t pos = { 52.2053, 0.1218 };

    setvbuf(stdout, NULL, _IOLBF, 0);

    printf("balloonplan 0.4  envelope %.0f m3  payload %.0f kg  fuel %.0f kg\n", ENVELOPE_M3, payload_kg, fuel_kg);
    printf("launch site %.4f,%.4f  %d wind layers\n", pos.lat, pos.lon, n);
    for (int i = 0; i < n; i++)
        printf("  layer %2d  %5d ft  from %03.0f at %4.1f kt\n", i, layers[i].alt_ft, layers[i].dir_deg, layers[i].speed_kt);

    printf("surface 12.0 C, lapse 1.98 C/1000 ft, burn %.1f kg/min\n", BURN_KG_PER_MIN);
    printf("planning %d legs of 6 min, reserve fuel 20 kg\n", n);
    double minutes = 0;
    for (int leg = 0; leg < n; leg++) {
        const wind_t *w = &layers[leg];
        double envelope_c = 95.0 + leg * 2.5;
        double ambient_c = 12.0 - 1.98 * w->alt_ft / 1000.0;
        double lift = gross_lift(ambient_c, envelope_c, w->alt_ft);
        double leg_min = 6.0;
        fuel_kg -= BURN_KG_PER_MIN * leg_min * (1.0 + w->alt_ft / 4000.0);
        pos = drift(pos, w, leg_min);
        minutes += leg_min;
        printf("leg %2d  t+%3.0f min  alt %5d ft  env %5.1f C  lift %6.1f kg  fuel %5.1f kg  pos %.4f,%.4f\n",
               leg, minutes, w->alt_ft, envelope_c, lift, fuel_kg, pos.lat, pos.lon);
        assert(lift >= payload_kg && "envelope cannot carry payload at this altitude");
        assert(fuel_kg > 20.0);
    }
    printf("landing after %.0f min near %.4f,%.4f\n", minutes, pos.lat, pos.lon);
    return 0;
}
EOF
cat > winds/2024-05-18.txt <<'EOF'
500 230 6.0
1000 235 7.5
1500 240 8.0
2000 245 9.5
2500 250 11.0
3000 255 12.0
3500 260 13.5
4000 262 15.0
4500 265 16.0
5000 268 18.0
5500 270 19.0
6000 272 21.0
EOF
bash -c 'gcc -O0 -g -Wall -o balloonplan src/plan.c -lm && ./balloonplan winds/2024-05-18.txt 560; echo "exit status: $?"' 2>&1 | neutral
