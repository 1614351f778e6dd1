#!/bin/bash
# Build a toy tea-estate plucking-round planner with AddressSanitizer and run it:
# it prints a line per garden section, then overflows a heap buffer.
# Usage: WORK=<dir> bash d17d-asan-teaestate.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/teaestate
rm -rf "$P"; mkdir -p "$P/src"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > src/sections.h <<'EOF'
#ifndef SECTIONS_H
#define SECTIONS_H
typedef struct {
    char name[16];
    int bushes;
    int round_days;
    double kg_per_bush;
} section_t;
int load_sections(section_t *out, int max);
double plucked_kg(const section_t *s, int day);
#endif
EOF
cat > src/sections.c <<'EOF'
#include "sections.h"
#include <stdio.h>
#include <string.h>
static const char *hills[] = {"Upper", "Lower", "East", "West", "Ridge", "Stream", "Mist", "Terrace"};
int load_sections(section_t *out, int max) {
    int n = 0;
    for (int h = 0; h < 8 && n < max; h++) {
        for (int k = 1; k <= 15 && n < max; k++) {
            snprintf(out[n].name, sizeof out[n].name, "%s-%02d", hills[h], k);
            out[n].bushes = 900 + (h * 131 + k * 17) % 700;
            out[n].round_days = 6 + (h + k) % 4;
            out[n].kg_per_bush = 0.04 + ((h * 7 + k) % 9) * 0.005;
            n++;
        }
    }
    return n;
}
double plucked_kg(const section_t *s, int day) {
    return (day % s->round_days == 0) ? s->bushes * s->kg_per_bush : 0.0;
}
EOF
cat > src/rounds.c <<'EOF'
#include "sections.h"
#include <stdio.h>
#include <stdlib.h>

/* weekly totals per section; one slot per day of the week */
static double *weekly_totals(const section_t *secs, int n) {
    double *tot = calloc((size_t)n * 7, sizeof *tot);
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 7; d++)
            tot[i * 7 + d] = plucked_kg(&secs[i], d + 1);
    return tot;
}

static double factory_load(const double *tot, int n, int day) {
    double sum = 0;
    for (int i = 0; i <= n; i++)
        sum += tot[i * 7 + day];
    return sum;
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0); /* line-buffered so the tail -f on the shed PC shows progress */
    section_t secs[120];
    int n = load_sections(secs, 120);
    printf("tea estate: %d sections loaded\n", n);
    double *tot = weekly_totals(secs, n);
    for (int i = 0; i < n; i++) {
        double wk = 0;
        for (int d = 0; d < 7; d++) wk += tot[i * 7 + d];
        printf("%-10s bushes=%4d round=%dd  week=%7.1f kg\n", secs[i].name, secs[i].bushes, secs[i].round_days, wk);
    }
    for (int d = 0; d < 7; d++)
        printf("factory day %d: %.1f kg green leaf\n", d + 1, factory_load(tot, n, d));
    free(tot);
    return 0;
}
EOF
{
  echo '$ gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -Wall -o planner src/sections.c src/rounds.c && ./planner'
  ( timeout 120 gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -Wall -o planner src/sections.c src/rounds.c && ASAN_OPTIONS=detect_leaks=1 timeout 120 ./planner ) 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
