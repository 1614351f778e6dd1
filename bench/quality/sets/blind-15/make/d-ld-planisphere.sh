#!/usr/bin/env bash
# d-ld-planisphere: `make` of a star-chart (planisphere) renderer in C; every
# object compiles but the final link fails (undefined references, missing -lm,
# a multiply-defined global).
WORK=${WORK:-/home/dev}
P=$WORK/planisphere
rm -rf "$P"; mkdir -p "$P/src"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > Makefile <<'T'
CC = gcc
CFLAGS = -std=gnu99 -O2 -Wall -g
OBJS = src/main.o src/catalog.o src/coords.o src/render.o src/observer.o

planisphere: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS)

src/%.o: src/%.c src/sky.h
	$(CC) $(CFLAGS) -c $< -o $@
T

cat > src/sky.h <<'T'
#ifndef SKY_H
#define SKY_H
struct star { const char *name; double ra_h; double dec_deg; double mag; };
struct observer { double lat_deg; double lon_deg; const char *site; };
struct observer g_observer;
extern const struct star CATALOG[];
extern const int CATALOG_LEN;
double local_sidereal_time(double jd, double lon_deg);
double julian_day(int y, int m, int d, double ut_h);
int to_altaz(const struct star *s, double lst_h, double lat_deg, double *alt, double *az);
void render_disc(double lst_h, double lat_deg, double mag_limit);
#endif
T

cat > src/catalog.c <<'T'
#include "sky.h"
const struct star CATALOG[] = {
    {"Sirius", 6.752, -16.716, -1.46}, {"Vega", 18.616, 38.784, 0.03},
    {"Capella", 5.278, 45.998, 0.08}, {"Arcturus", 14.261, 19.182, -0.05},
    {"Betelgeuse", 5.919, 7.407, 0.50}, {"Polaris", 2.530, 89.264, 1.98},
};
const int CATALOG_LEN = sizeof CATALOG / sizeof CATALOG[0];
T

cat > src/coords.c <<'T'
#include <math.h>
#include "sky.h"
#define D2R (M_PI / 180.0)

double julian_day(int y, int m, int d, double ut_h) {
    if (m <= 2) { y -= 1; m += 12; }
    int a = y / 100, b = 2 - a + a / 4;
    return floor(365.25 * (y + 4716)) + floor(30.6001 * (m + 1)) + d + b - 1524.5 + ut_h / 24.0;
}

int to_altaz(const struct star *s, double lst_h, double lat_deg, double *alt, double *az) {
    double ha = (lst_h - s->ra_h) * 15.0 * D2R, dec = s->dec_deg * D2R, lat = lat_deg * D2R;
    double sa = sin(dec) * sin(lat) + cos(dec) * cos(lat) * cos(ha);
    *alt = asin(sa) / D2R;
    *az = atan2(-sin(ha), tan(dec) * cos(lat) - sin(lat) * cos(ha)) / D2R;
    if (*az < 0) *az += 360.0;
    return *alt > 0;
}
T

cat > src/observer.c <<'T'
#include "sky.h"
struct observer g_observer = { 55.95, -3.19, "Calton Hill" };
T

cat > src/render.c <<'T'
#include <stdio.h>
#include <math.h>
#include "sky.h"

void render_disc(double lst_h, double lat_deg, double mag_limit) {
    for (int i = 0; i < CATALOG_LEN; i++) {
        double alt, az;
        if (CATALOG[i].mag > mag_limit) continue;
        if (!to_altaz(&CATALOG[i], lst_h, lat_deg, &alt, &az)) continue;
        double r = (90.0 - alt) / 90.0;
        printf("%-11s x=%+.3f y=%+.3f\n", CATALOG[i].name, r * sin(az * M_PI / 180), -r * cos(az * M_PI / 180));
    }
    draw_horizon_ring(lat_deg);
}
T

cat > src/main.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "sky.h"

int main(int argc, char **argv) {
    int y = argc > 1 ? atoi(argv[1]) : 2026, m = argc > 2 ? atoi(argv[2]) : 1, d = argc > 3 ? atoi(argv[3]) : 15;
    double jd = julian_day(y, m, d, 21.0);
    double lst = local_sidereal_time(jd, g_observer.lon_deg);
    printf("%s  JD %.2f  LST %.2fh\n", g_observer.site, jd, lst);
    render_disc(lst, g_observer.lat_deg, 2.0);
    return 0;
}
T

{
  echo '$ make'
  make 2>&1; echo "exit status: $?"
} | neutral
