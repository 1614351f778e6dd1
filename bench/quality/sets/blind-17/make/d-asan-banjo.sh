#!/usr/bin/env bash
# AddressSanitizer run of a banjo tab transposer: heap-use-after-free when the tab buffer is grown
set -u
WORK=${WORK:-/home/dev}
P=$WORK/banjo-tabs
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > tab.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char **lines;
    size_t n, cap;
} tab_t;

static void tab_push(tab_t *t, const char *s)
{
    if (t->n == t->cap) {
        size_t ncap = t->cap ? t->cap * 2 : 2;
        char **nl = malloc(ncap * sizeof *nl);
        memcpy(nl, t->lines, t->n * sizeof *nl);
        free(t->lines);
        t->lines = nl;
        t->cap = ncap;
    }
    t->lines[t->n++] = strdup(s);
}

static int fret_shift(char c, int capo)
{
    return (c >= '0' && c <= '9') ? (c - '0') + capo : -1;
}

static void transpose(tab_t *t, int capo)
{
    char **first_string = t->lines;
    for (size_t i = 0; i < 5; i++)
        tab_push(t, "g|--0--2--|");
    for (size_t i = 0; i < 5; i++) {
        const char *l = first_string[i];
        printf("%s  -> shift %d\n", l, fret_shift(l[4], capo));
    }
}

int main(int argc, char **argv)
{
    int capo = argc > 1 ? atoi(argv[1]) : 2;
    tab_t t = { 0 };
    tab_push(&t, "g|--0-----|");
    tab_push(&t, "D|----2---|");
    printf("transposing %zu lines with capo %d\n", t.n, capo);
    transpose(&t, capo);
    return 0;
}
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o banjotab tab.c
{ echo '$ ./banjotab 3'; ASAN_OPTIONS=detect_leaks=0 ./banjotab 3 2>&1; echo "exit status: $?"; } | neutral
