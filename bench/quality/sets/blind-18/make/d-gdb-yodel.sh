#!/usr/bin/env bash
# gdb batch backtrace of a yodel-choir pitch tracker crashing with SIGSEGV
W=${WORK:-/home/dev}
P=$W/yodel-pitch
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/pitch.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { const char *singer; float *samples; int n; } take_t;

static float autocorr_peak(const float *x, int n, int min_lag, int max_lag) {
    int best = min_lag; float best_v = -1e9f;
    for (int lag = min_lag; lag <= max_lag; lag++) {
        float s = 0;
        for (int i = 0; i + lag < n; i++) s += x[i] * x[i + lag];
        if (s > best_v) { best_v = s; best = lag; }
    }
    return 44100.0f / best;
}

static float register_break(const take_t *t) {
    float chest = autocorr_peak(t->samples, t->n / 2, 100, 400);
    float head = autocorr_peak(t->samples + t->n / 2, t->n / 2, 40, 120);
    return head / chest;
}

static take_t *load_takes(int count) {
    take_t *takes = calloc(count, sizeof *takes);
    const char *names[] = {"Anneli", "Franz", "Resi"};
    for (int i = 0; i < count; i++) {
        takes[i].singer = names[i % 3];
        takes[i].n = 8192;
        if (i == 2) continue; /* third take failed to record */
        takes[i].samples = malloc(sizeof(float) * takes[i].n);
        for (int k = 0; k < takes[i].n; k++)
            takes[i].samples[k] = sinf(2 * M_PI * (k < 4096 ? 220 : 660) * k / 44100.0f);
    }
    return takes;
}

int main(void) {
    take_t *takes = load_takes(3);
    for (int i = 0; i < 3; i++)
        printf("%s: register break ratio %.2f\n", takes[i].singer, register_break(&takes[i]));
    return 0;
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
gcc -g -O0 -o pitch src/pitch.c -lm
{ echo '$ gdb -q -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "print *t" ./pitch'; gdb -q -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "print *t" ./pitch 2>&1; echo "exit status: $?"; } | neutral
