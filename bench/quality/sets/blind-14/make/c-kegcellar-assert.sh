#!/usr/bin/env bash
# A keg-cellar temperature controller (C) runs a day of readings and aborts on an assertion.
# Output: outputs/c-kegcellar-assert.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/kegcellar
rm -rf "$P"; mkdir -p "$P/src" "$P/data"
cat > "$P/src/zone.h" <<'T'
#ifndef ZONE_H
#define ZONE_H
#define MAX_KEGS 16
typedef struct {
    char line[8];
    double temp_c;
    double litres_left;
    int tapped;
} keg_t;

typedef struct {
    const char *name;
    double setpoint_c;
    double band_c;
    keg_t kegs[MAX_KEGS];
    int n_kegs;
    int compressor_on;
    int cycles;
} zone_t;

int zone_add_keg(zone_t *z, const char *line, double litres);
void zone_step(zone_t *z, double ambient_c, int minute);
double zone_mean_temp(const zone_t *z);
#endif
T
cat > "$P/src/zone.c" <<'T'
#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "zone.h"

int zone_add_keg(zone_t *z, const char *line, double litres)
{
    if (z->n_kegs == MAX_KEGS)
        return -1;
    keg_t *k = &z->kegs[z->n_kegs++];
    strncpy(k->line, line, sizeof k->line - 1);
    k->temp_c = 11.0;
    k->litres_left = litres;
    k->tapped = 0;
    return 0;
}

double zone_mean_temp(const zone_t *z)
{
    double sum = 0;
    for (int i = 0; i < z->n_kegs; i++)
        sum += z->kegs[i].temp_c;
    return sum / z->n_kegs;
}

void zone_step(zone_t *z, double ambient_c, int minute)
{
    double mean = zone_mean_temp(z);
    if (mean > z->setpoint_c + z->band_c && !z->compressor_on) {
        z->compressor_on = 1;
        z->cycles++;
    } else if (mean < z->setpoint_c - z->band_c && z->compressor_on) {
        z->compressor_on = 0;
    }
    for (int i = 0; i < z->n_kegs; i++) {
        keg_t *k = &z->kegs[i];
        double drift = (ambient_c - k->temp_c) * 0.004;
        double cool = z->compressor_on ? -0.05 : 0.0;
        k->temp_c += drift + cool;
        if (k->tapped && minute >= 11 * 60 && minute % 6 == 0)
            k->litres_left -= 0.35;
        assert(k->litres_left >= 0.0 && "keg drained below zero: pour counter out of sync");
    }
    if (minute % 60 == 0)
        printf("%02d:00 %-8s mean %5.2f C compressor %-3s cycles %d\n", minute / 60, z->name, mean,
               z->compressor_on ? "on" : "off", z->cycles);
}
T
cat > "$P/src/main.c" <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "zone.h"

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    zone_t cask = { .name = "cask", .setpoint_c = 12.0, .band_c = 0.5 };
    zone_t lager = { .name = "lager", .setpoint_c = 4.0, .band_c = 0.8 };
    zone_add_keg(&cask, "BITTER", 40.9);
    zone_add_keg(&cask, "PORTER", 40.9);
    zone_add_keg(&lager, "PILS-1", 50.0);
    zone_add_keg(&lager, "PILS-2", 50.0);
    zone_add_keg(&lager, "WEISS", 30.0);
    cask.kegs[0].tapped = 1;
    lager.kegs[0].tapped = 1;
    lager.kegs[2].tapped = 1;
    double ambient = argc > 1 ? atof(argv[1]) : 19.0;
    printf("kegcellar sim: ambient %.1f C, %d + %d kegs\n", ambient, cask.n_kegs, lager.n_kegs);
    for (int minute = 0; minute < 24 * 60; minute++) {
        zone_step(&cask, ambient, minute);
        zone_step(&lager, ambient, minute);
    }
    printf("day complete\n");
    return 0;
}
T
cd "$P" && gcc -g -O0 -Wall -o kegcellar src/main.c src/zone.c
cd "$P" && {
  echo '$ ./kegcellar 21.5'
  bash -c './kegcellar 21.5; exit $?' 2>&1
  echo "exit status: $?"
} 2>&1 | neutral > "$SETDIR/outputs/c-kegcellar-assert.txt"
