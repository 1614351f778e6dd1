#!/usr/bin/env bash
# d-gdb-harpsichord: `gdb -batch` run of a harpsichord temperament calculator that
# segfaults; backtrace, locals of the crashing frame and of its caller.
WORK=${WORK:-/home/dev}
P=$WORK/temperament
rm -rf "$P"; mkdir -p "$P"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > temper.c <<'T'
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct temperament {
    const char *name;
    double fifths_cents[11];   /* deviation of each fifth from pure, in cents */
};

struct stop {
    const char *name;           /* e.g. "8' front" */
    int pitch_feet;
    const struct temperament *temper;
};

static const struct temperament TEMPERAMENTS[] = {
    {"equal", {-1.955, -1.955, -1.955, -1.955, -1.955, -1.955, -1.955, -1.955, -1.955, -1.955, -1.955}},
    {"werckmeister3", {-5.865, -5.865, -5.865, 0, 0, -5.865, 0, 0, 0, 0, 0}},
    {"vallotti", {0, 0, 0, 0, 0, -3.91, -3.91, -3.91, -3.91, -3.91, -3.91}},
    {"quarter-comma", {-5.377, -5.377, -5.377, -5.377, -5.377, -5.377, -5.377, -5.377, -5.377, -5.377, -5.377}},
};

static const struct temperament *find_temperament(const char *name) {
    for (size_t i = 0; i < sizeof TEMPERAMENTS / sizeof TEMPERAMENTS[0]; i++)
        if (strcmp(TEMPERAMENTS[i].name, name) == 0) return &TEMPERAMENTS[i];
    return NULL;
}

static double note_offset_cents(const struct temperament *t, int fifths_from_c) {
    double cents = 0.0;
    for (int i = 0; i < fifths_from_c; i++) cents += t->fifths_cents[i];
    return cents;
}

static double tune_note(const struct stop *s, double a4_hz, int fifths_from_c, int octave) {
    double pure = 701.955 * fifths_from_c;
    double cents = fmod(pure + note_offset_cents(s->temper, fifths_from_c), 1200.0);
    double c4 = a4_hz * pow(2.0, -900.0 / 1200.0);
    double feet = 8.0 / s->pitch_feet;
    return c4 * pow(2.0, cents / 1200.0) * pow(2.0, octave - 4) * feet;
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    double a4 = argc > 1 ? atof(argv[1]) : 415.0;
    struct stop stops[] = {
        {"8' front", 8, find_temperament("werckmeister3")},
        {"8' back", 8, find_temperament("werckmeister3")},
        {"4' octave", 4, find_temperament("werckmeister-3")},
    };
    const char *names[] = {"C", "G", "D", "A", "E", "B", "F#", "C#", "G#", "D#", "A#"};
    for (size_t s = 0; s < 3; s++) {
        printf("[%s] a4=%.1f\n", stops[s].name, a4);
        for (int f = 0; f < 11; f++)
            printf("  %-2s %8.3f Hz\n", names[f], tune_note(&stops[s], a4, f, 4));
    }
    return 0;
}
T

gcc -g -O0 -Wall -o temper temper.c -lm || exit 1
{
  echo '$ gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "p *s" -ex "frame 2" -ex "info locals" --args ./temper 415'
  gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "info locals" -ex "p *s" -ex "frame 2" -ex "info locals" --args ./temper 415 2>&1; echo "exit status: $?"
} | neutral
