#!/bin/bash
# A kombucha fermentation logger in C that aborts on a failed assert() after printing its log.
WORK=${WORK:-/home/dev}; P=$WORK/kombucha-log; rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > ferment.c <<'T'
#include <assert.h>
#include <stdio.h>
typedef struct { int day; double ph; double brix; double temp_c; } reading;
static double ph_drop(const reading *a, const reading *b) { return a->ph - b->ph; }
static void check_batch(const char *batch, const reading *r, int n) {
    printf("batch %s: %d readings\n", batch, n);
    for (int i = 0; i < n; i++) {
        printf("  day %2d  pH %.2f  brix %4.1f  %4.1f C\n", r[i].day, r[i].ph, r[i].brix, r[i].temp_c);
        if (i > 0) {
            double d = ph_drop(&r[i - 1], &r[i]);
            assert(d >= -0.05 && "pH rose between readings: possible contamination");
        }
        assert(r[i].temp_c >= 18.0 && r[i].temp_c <= 30.0);
    }
}
int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    reading b1[] = {{0,4.40,8.0,24.0},{2,3.90,7.2,24.5},{4,3.50,6.1,25.0},{6,3.20,5.0,24.8},{8,3.05,4.2,24.1}};
    reading b2[] = {{0,4.35,8.2,23.0},{2,3.95,7.4,23.5},{4,3.60,6.6,23.2},{6,3.75,6.0,26.9},{8,3.80,5.8,27.5}};
    check_batch("K-118 green tea", b1, 5);
    check_batch("K-119 hibiscus", b2, 5);
    puts("all batches ok");
    return 0;
}
T
gcc -g -O0 -o ferment ferment.c
{ echo '$ ./ferment'; ./ferment 2>&1; echo "exit status: $?"; } \
 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
