#!/usr/bin/env bash
# A sugar-beet clamp temperature log checker: prints a day of readings, then an assert() fails and aborts.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/beetclamp
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > clamp.c <<'T'
#include <assert.h>
#include <stdio.h>
#include <string.h>
typedef struct { int hour; int probe; double celsius; } reading_t;
static double clamp_mean(const reading_t *r, int n, int probe) {
    double s = 0; int k = 0;
    for (int i = 0; i < n; i++) if (r[i].probe == probe) { s += r[i].celsius; k++; }
    assert(k > 0 && "probe has no readings");
    return s / k;
}
int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    reading_t r[200]; int n = 0;
    for (int h = 0; h < 24; h++)
        for (int p = 1; p <= 6; p++) {
            if (p == 5 && h > 2) continue;            /* probe 5 went silent at 03:00 */
            r[n].hour = h; r[n].probe = p; r[n].celsius = 3.0 + (h % 7) * 0.4 + p * 0.15;
            printf("%02d:00 probe %d %.2f C%s\n", h, p, r[n].celsius, r[n].celsius > 5.5 ? "  WARM" : "");
            n++;
        }
    for (int p = 1; p <= 7; p++) printf("probe %d mean %.2f C\n", p, clamp_mean(r, n, p));
    return 0;
}
T
gcc -g -O0 -Wall -o clampcheck clamp.c
{ run './clampcheck'; } | neutral > "$HERE/../outputs/d-assert-beetclamp.txt"
