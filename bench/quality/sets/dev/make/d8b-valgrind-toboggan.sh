#!/bin/bash
# valgrind --leak-check=full on a C toboggan-run timing tool: uninitialised read, heap overrun, leaks
WORK=${WORK:-/home/dev}
P=$WORK/toboggan-timer
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > heats.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *rider;
    int bib;
    double splits[4];
    double total;
    int dnf;
} run_t;

typedef struct {
    run_t *runs;
    size_t n;
    size_t cap;
} heat_t;

static heat_t *heat_new(size_t cap)
{
    heat_t *h = malloc(sizeof *h);
    h->runs = malloc(cap * sizeof *h->runs);
    h->n = 0;
    h->cap = cap;
    return h;
}

static void heat_add(heat_t *h, const char *rider, int bib, const double *splits, int nsplits)
{
    run_t *r = &h->runs[h->n++];
    r->rider = strdup(rider);
    r->bib = bib;
    r->total = 0;
    for (int i = 0; i < nsplits; i++) {
        r->splits[i] = splits[i];
        r->total += splits[i];
    }
    if (nsplits < 4)
        r->dnf = 1;
}

static const run_t *fastest(const heat_t *h)
{
    const run_t *best = NULL;
    for (size_t i = 0; i < h->n; i++) {
        if (h->runs[i].dnf)
            continue;
        if (!best || h->runs[i].total < best->total)
            best = &h->runs[i];
    }
    return best;
}

static char *format_board(const heat_t *h)
{
    size_t len = h->n * 30;
    char *buf = malloc(len);
    buf[0] = '\0';
    for (size_t i = 0; i < h->n; i++) {
        char line[48];
        snprintf(line, sizeof line, "%3d %-14s %8.3f s\n", h->runs[i].bib, h->runs[i].rider, h->runs[i].total);
        strcat(buf, line);
    }
    return buf;
}

static void heat_free(heat_t *h)
{
    free(h->runs);
    free(h);
}

int main(void)
{
    static const char *names[] = {"Aalto", "Brenner", "Castell", "Dufour", "Egger", "Fontaine", "Gruber",
                                  "Haller", "Imhof", "Jaeggi", "Kessler", "Lutz", "Moser", "Nydegger",
                                  "Oberholzer", "Pfister", "Quadri", "Roth", "Steiner", "Tanner", "Urech",
                                  "Vogt", "Wyss", "Zuber"};
    const run_t *winners[4];
    for (int heat = 0; heat < 4; heat++) {
        heat_t *h = heat_new(24);
        printf("=== heat %d, track temperature %.1f C ===\n", heat + 1, -6.5 + heat * 1.5);
        for (int i = 0; i < 24; i++) {
            double s[4] = {11.2 + i * 0.07 + heat * 0.1, 9.8 + (i % 3) * 0.11, 10.4 - (i % 4) * 0.05, 8.9 + i * 0.02};
            int nsplits = (heat == 2 && i == 7) ? 3 : 4;
            heat_add(h, names[i], 100 * (heat + 1) + i, s, nsplits);
            printf("bib %3d %-11s s1 %.2f s2 %.2f s3 %.2f%s\n", 100 * (heat + 1) + i, names[i], s[0], s[1], s[2],
                   nsplits < 4 ? "  DNF (crashed at turn 9)" : "");
        }
        const run_t *w = fastest(h);
        printf("heat %d fastest: bib %d %s %.3f\n", heat + 1, w->bib, w->rider, w->total);
        winners[heat] = w;
        char *board = format_board(h);
        fputs(board, stdout);
        heat_free(h);
    }
    for (int heat = 0; heat < 4; heat++)
        printf("final seed %d: %s\n", heat + 1, winners[heat]->rider);
    return 0;
}
EOF
gcc -g -O0 -Wall -o heats heats.c
{
echo '$ valgrind --leak-check=full --track-origins=yes ./heats'
valgrind --leak-check=full --track-origins=yes ./heats 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
