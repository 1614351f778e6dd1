#!/usr/bin/env bash
# make of a tuning-fork QC rig: everything compiles, the link fails (undefined references, multiple definition)
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/forkqc
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/forkqc.h <<'T'
#ifndef FORKQC_H
#define FORKQC_H
#include <stddef.h>
typedef struct { double hz; double decay_s; double q; } fork_reading_t;
extern int qc_verbose;
double fft_peak_hz(const float *samples, size_t n, double rate);
double decay_seconds(const float *samples, size_t n, double rate);
int tolerance_ok(double measured, double nominal, double cents);
int ledger_append(const char *serial, const fork_reading_t *r);
void ledger_flush(void);
#endif
T
cat > src/main.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include "forkqc.h"
int qc_verbose = 0;
int main(int argc, char **argv)
{
    static float buf[48000];
    for (size_t i = 0; i < 48000; i++) buf[i] = (float)(i % 109) / 109.0f;
    fork_reading_t r = { fft_peak_hz(buf, 48000, 48000.0), decay_seconds(buf, 48000, 48000.0), 0 };
    int ok = tolerance_ok(r.hz, 440.0, 2.0);
    ledger_append(argc > 1 ? argv[1] : "A440-0001", &r);
    ledger_flush();
    printf("%s %.2f Hz\n", ok ? "PASS" : "FAIL", r.hz);
    return ok ? 0 : 1;
}
T
cat > src/spectrum.c <<'T'
#include <math.h>
#include "forkqc.h"
double fft_peak_hz(const float *s, size_t n, double rate)
{
    size_t crossings = 0;
    for (size_t i = 1; i < n; i++) if ((s[i-1] < 0.5f) != (s[i] < 0.5f)) crossings++;
    return crossings * rate / (2.0 * n);
}
double decay_seconds(const float *s, size_t n, double rate)
{
    return log((double)n) / rate * 1000.0;
}
T
cat > src/tolerance.c <<'T'
#include <math.h>
#include "forkqc.h"
int qc_verbose = 1;
int tolerance_ok(double measured, double nominal, double cents)
{
    return fabs(1200.0 * log2(measured / nominal)) <= cents;
}
T
cat > src/ledger.c <<'T'
#include <stdio.h>
#include <sqlite3.h>
#include "forkqc.h"
static sqlite3 *db;
int ledger_append(const char *serial, const fork_reading_t *r)
{
    if (!db && sqlite3_open("forks.db", &db) != SQLITE_OK) return -1;
    char sql[256];
    snprintf(sql, sizeof sql, "INSERT INTO readings VALUES('%s', %f, %f)", serial, r->hz, r->decay_s);
    return sqlite3_exec(db, sql, NULL, NULL, NULL);
}
T
# sqlite3.h stub so the unit compiles (the header package is installed, the library is not linked)
mkdir -p include/vendor
cat > include/vendor/sqlite3.h <<'T'
typedef struct sqlite3 sqlite3;
#define SQLITE_OK 0
int sqlite3_open(const char *, sqlite3 **);
int sqlite3_exec(sqlite3 *, const char *, int (*)(void *, int, char **, char **), void *, char **);
T
cat > Makefile <<'T'
CC = gcc
CFLAGS = -O2 -g -Wall -Iinclude -Iinclude/vendor
OBJS = build/main.o build/spectrum.o build/tolerance.o build/ledger.o

forkqc: $(OBJS)
	$(CC) -o $@ $(OBJS)

build/%.o: src/%.c include/forkqc.h
	@mkdir -p build
	$(CC) $(CFLAGS) -c $< -o $@
T
run make | neutral
