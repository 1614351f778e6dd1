#!/usr/bin/env bash
# valgrind --leak-check=full on a vineyard frost-fan controller: an invalid read, an uninitialised jump and leaks.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/frostfan
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > fans.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct { char block[16]; double temps[8]; int nt; } station_t;
static station_t *load_station(const char *block, double base) {
    station_t *s = malloc(sizeof *s);
    strcpy(s->block, block);
    s->nt = 6;
    for (int i = 0; i < s->nt; i++) s->temps[i] = base - i * 0.35;
    return s;
}
static double min_temp(const station_t *s) {
    double m = s->temps[0];
    for (int i = 1; i <= s->nt + 1; i++) if (s->temps[i] < m) m = s->temps[i];
    return m;
}
static char *fan_command(const station_t *s, double trigger) {
    char *cmd = malloc(64);
    snprintf(cmd, 64, "FAN %s %s", s->block, min_temp(s) < trigger ? "ON" : "OFF");
    return cmd;
}
int main(void) {
    const char *blocks[] = { "Riesling-N", "Pinot-East", "Chard-Low", "Gamay-Top" };
    station_t *st[4];
    for (int i = 0; i < 4; i++) st[i] = load_station(blocks[i], 2.4 - i * 0.6);
    for (int i = 0; i < 4; i++) {
        char *c = fan_command(st[i], 0.5);
        puts(c);
        if (i % 2 == 0) free(c);
    }
    free(st[0]); free(st[1]);
    return 0;
}
T
gcc -g -O0 -o frostfan fans.c
{ run 'valgrind --leak-check=full --track-origins=yes ./frostfan'; } | sed -E 's/==[0-9]+==/==31337==/' | neutral > "$HERE/../outputs/d-valgrind-frostfan.txt"
