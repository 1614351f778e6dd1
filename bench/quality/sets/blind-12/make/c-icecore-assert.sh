#!/usr/bin/env bash
# Build and run an ice-core sample depth indexer (C); it aborts on a failed assert() after printing some rows.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/c-icecore-assert.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/icecore
rm -rf "$P"; mkdir -p "$P/src" "$P/data"; cd "$P"
cat > src/core.h <<'X'
#ifndef CORE_H
#define CORE_H
#include <stddef.h>

typedef struct {
    char   label[16];   /* e.g. "EGRIP-0412" */
    double top_m;       /* depth of the section top */
    double length_m;    /* measured length after logging */
    int    bag;         /* 55 cm bag number */
} section_t;

int  load_sections(const char *path, section_t *out, size_t max);
void index_bags(section_t *s, size_t n, double bag_len);
#endif
X
cat > src/sections.c <<'X'
#include "core.h"
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

int load_sections(const char *path, section_t *out, size_t max)
{
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); return -1; }
    char line[128];
    size_t n = 0;
    while (n < max && fgets(line, sizeof line, f)) {
        if (line[0] == '#') continue;
        if (sscanf(line, "%15s %lf %lf", out[n].label, &out[n].top_m, &out[n].length_m) == 3)
            n++;
    }
    fclose(f);
    return (int)n;
}

void index_bags(section_t *s, size_t n, double bag_len)
{
    for (size_t i = 0; i < n; i++) {
        if (i > 0) {
            double expected_top = s[i-1].top_m + s[i-1].length_m;
            /* sections must be contiguous: a gap means a lost piece or a logging error */
            assert(fabs(s[i].top_m - expected_top) < 0.005 && "core sections not contiguous");
        }
        s[i].bag = (int)floor(s[i].top_m / bag_len) + 1;
        printf("%-12s top %8.3f m  len %5.3f m  bag %4d\n", s[i].label, s[i].top_m, s[i].length_m, s[i].bag);
    }
}
X
cat > src/main.c <<'X'
#include "core.h"
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    static section_t sections[4096];
    setvbuf(stdout, NULL, _IOLBF, 0);
    const char *path = argc > 1 ? argv[1] : "data/run42.txt";
    int n = load_sections(path, sections, 4096);
    if (n < 0) return 2;
    fprintf(stderr, "loaded %d sections from %s\n", n, path);
    index_bags(sections, (size_t)n, 0.55);
    return 0;
}
X
{
  echo "# label top_m length_m   (drill run 42, brittle zone)"
  top=612.150
  for i in $(seq 1 38); do
    len=$(awk -v i=$i 'BEGIN{ printf "%.3f", 0.90 + (i*37 % 17)/100 }')
    label=$(printf "EGRIP-%04d" $((400+i)))
    echo "$label $top $len"
    if [ $i -eq 29 ]; then top=$(awk -v t=$top -v l=$len 'BEGIN{ printf "%.3f", t+l+0.120 }')
    else top=$(awk -v t=$top -v l=$len 'BEGIN{ printf "%.3f", t+l }'); fi
  done
} > data/run42.txt
gcc -std=c11 -g -O0 -Wall -o icecore src/main.c src/sections.c -lm
{ echo '$ ./icecore data/run42.txt'; ./icecore data/run42.txt 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
