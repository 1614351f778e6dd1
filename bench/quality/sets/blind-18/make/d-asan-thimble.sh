#!/usr/bin/env bash
# AddressSanitizer report from a sewing-pattern (thimble) stitch counter reading a pattern file
W=${WORK:-/home/dev}
P=$W/thimble-stitch
rm -rf "$P"; mkdir -p "$P/src" "$P/patterns"; cd "$P"
cat > src/pattern.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[24];
    int *rows;
    int nrows;
} pattern_t;

static pattern_t *pattern_new(const char *name, int nrows) {
    pattern_t *p = calloc(1, sizeof *p);
    strncpy(p->name, name, sizeof p->name - 1);
    p->rows = malloc(sizeof(int) * nrows);
    p->nrows = nrows;
    return p;
}

static int stitch_total(const pattern_t *p) {
    int total = 0;
    for (int i = 0; i <= p->nrows; i++)
        total += p->rows[i];
    return total;
}

static void fill_rows(pattern_t *p) {
    for (int i = 0; i < p->nrows; i++)
        p->rows[i] = 12 + (i % 4) * 3;
}

int main(int argc, char **argv) {
    int nrows = argc > 1 ? atoi(argv[1]) : 18;
    pattern_t *p = pattern_new("cross-stitch sampler", nrows);
    fill_rows(p);
    printf("pattern %s: %d rows\n", p->name, p->nrows);
    printf("total stitches: %d\n", stitch_total(p));
    free(p->rows);
    free(p);
    return 0;
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o stitch src/pattern.c
{ echo '$ ./stitch 18'; ASAN_OPTIONS=detect_leaks=1 ./stitch 18 2>&1; echo "exit status: $?"; } | neutral
