#!/bin/bash
# make of a theremin pitch-tracker: all objects compile, the link fails with undefined references
. "$(dirname "$0")/d-lib.sh"
proj theremin
mkdir -p src
cat > src/osc.h <<'H'
#pragma once
double heterodyne_hz(double fixed_hz, double variable_hz);
double antenna_capacitance_pf(double hand_cm);
void   volume_curve_init(int steps);
double volume_at(double hand_cm);
extern int calib_table_len;
H
cat > src/osc.c <<'C'
#include "osc.h"
#include <math.h>
double heterodyne_hz(double f, double v) { return fabs(f - v); }
double antenna_capacitance_pf(double hand_cm) { return 10.0 + 40.0 / (1.0 + hand_cm); }
C
cat > src/volume.c <<'C'
#include "osc.h"
static double curve[64];
static int nsteps;
void volume_curve_init(int steps) { nsteps = steps; for (int i = 0; i < steps; i++) curve[i] = i / (double)steps; }
double volume_at(double hand_cm) { int i = (int)hand_cm; return i < nsteps ? curve[i] : 1.0; }
C
cat > src/pitch.c <<'C'
#include "osc.h"
#include <math.h>
double pitch_for(double hand_cm) {
    double c = antenna_capacitance_pf(hand_cm);
    double v = 1.0 / (2 * M_PI * sqrt(2.2e-3 * c * 1e-12));
    return heterodyne_hz(170000.0, v);
}
double nearest_semitone(double hz) { return 440.0 * pow(2.0, round(12 * log2(hz / 440.0)) / 12.0); }
C
cat > src/main.c <<'C'
#include <stdio.h>
#include "osc.h"
double pitch_for(double hand_cm);
double nearest_semitone(double hz);
double glide_ms(double from_hz, double to_hz);
int main(void) {
    volume_curve_init(32);
    for (double cm = 2; cm <= 40; cm += 6) {
        double hz = pitch_for(cm);
        printf("%5.1f cm  %8.2f Hz  -> %8.2f  vol %.2f\n", cm, hz, nearest_semitone(hz), volume_at(cm));
    }
    printf("glide %.1f ms, %d calibration points\n", glide_ms(220, 440), calib_table_len);
    return 0;
}
C
cat > Makefile <<'MK'
CC     = gcc
CFLAGS = -O2 -Wall -g
OBJS   = src/main.o src/osc.o src/volume.o src/pitch.o

thereminctl: $(OBJS)
	$(CC) -o $@ $(OBJS)
MK
capture d-ld-theremin 'make'
