#!/usr/bin/env bash
# d-assert-pianotuner: a piano stretch-tuning table generator prints its
# 88-key table and aborts on a failed assert() part-way through.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-assert-pianotuner.txt}
P=$WORK/pianotuner
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/stretch.c <<'EOF'
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include "stretch.h"

#define MAX_STRETCH_CENTS 30.0

static const char *NAMES[12] = {"A", "A#", "B", "C", "C#", "D", "D#", "E", "F", "F#", "G", "G#"};

double et_frequency(int key)
{
    return 440.0 * pow(2.0, (key - 49) / 12.0);
}

/* Railsback-style stretch in cents: flat in the bass, sharp in the treble. */
double stretch_cents(int key, double inharmonicity)
{
    double x = (key - 49) / 39.0;
    double cents = inharmonicity * (x > 0 ? 18.0 * x * x * x : 12.0 * x * x * x);
    if (key > 76) cents += (key - 76) * 1.6;
    return cents;
}

void key_name(int key, char *buf, size_t n)
{
    int octave = (key + 8) / 12;
    snprintf(buf, n, "%s%d", NAMES[(key - 1) % 12], octave);
}

double tuned_frequency(int key, double inharmonicity)
{
    double cents = stretch_cents(key, inharmonicity);
    assert(fabs(cents) < MAX_STRETCH_CENTS && "stretch must stay within tolerance of ET");
    return et_frequency(key) * pow(2.0, cents / 1200.0);
}
EOF
cat > src/stretch.h <<'EOF'
#ifndef STRETCH_H
#define STRETCH_H
#include <stddef.h>
double et_frequency(int key);
double stretch_cents(int key, double inharmonicity);
double tuned_frequency(int key, double inharmonicity);
void key_name(int key, char *buf, size_t n);
#endif
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "stretch.h"

int main(int argc, char **argv)
{
    double inh = argc > 1 ? atof(argv[1]) : 1.0;
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("stretch table, inharmonicity factor %.2f (Steinway B profile)\n", inh);
    printf("%-4s %-5s %10s %8s %10s\n", "key", "note", "ET Hz", "cents", "tuned Hz");
    for (int key = 1; key <= 88; key++) {
        char name[8];
        key_name(key, name, sizeof name);
        double c = stretch_cents(key, inh);
        printf("%-4d %-5s %10.3f %+8.2f %10.3f\n", key, name, et_frequency(key), c, tuned_frequency(key, inh));
    }
    printf("table complete\n");
    return 0;
}
EOF
gcc -std=c11 -g -O0 -Wall -o stretchtab src/main.c src/stretch.c -lm || exit 1
{ echo '$ ./stretchtab 1.0'; bash -c './stretchtab 1.0; exit $?' 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
