#!/usr/bin/env bash
# Build and run a small CSV column-statistics tool that crashes on a short row.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/colstat
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > colstat.c <<'EOF'
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXCOLS 16

typedef struct {
    char   name[32];
    double sum, sumsq, min, max;
    long   n;
} col_t;

static int split(char *line, char **fields, int max) {
    int n = 0;
    char *tok = strtok(line, ",\n");
    while (tok && n < max) {
        fields[n++] = tok;
        tok = strtok(NULL, ",\n");
    }
    return n;
}

static void add(col_t *c, const char *text) {
    double v = atof(text);
    if (c->n == 0 || v < c->min) c->min = v;
    if (c->n == 0 || v > c->max) c->max = v;
    c->sum += v;
    c->sumsq += v * v;
    c->n++;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: colstat FILE.csv\n"); return 2; }
    FILE *fp = fopen(argv[1], "r");
    if (!fp) { perror(argv[1]); return 1; }
    setvbuf(stdout, NULL, _IOLBF, 0);
    char line[1024];
    char *fields[MAXCOLS] = {0};
    col_t cols[MAXCOLS] = {0};
    if (!fgets(line, sizeof line, fp)) return 1;
    int ncols = split(line, fields, MAXCOLS);
    for (int i = 0; i < ncols; i++) snprintf(cols[i].name, sizeof cols[i].name, "%s", fields[i]);
    printf("colstat: %s, %d columns\n", argv[1], ncols);
    long row = 1;
    int skipped = 0;
    while (fgets(line, sizeof line, fp)) {
        row++;
        char *f[MAXCOLS] = {0};
        split(line, f, MAXCOLS);
        for (int i = 1; i < ncols; i++) add(&cols[i], f[i]);
        if (row % 10 == 0) fprintf(stdout, "  ... %ld rows\n", row);
    }
    for (int i = 1; i < ncols; i++) {
        double mean = cols[i].sum / cols[i].n;
        double sd = sqrt(cols[i].sumsq / cols[i].n - mean * mean);
        printf("%-12s n=%ld mean=%.3f sd=%.3f min=%.2f max=%.2f\n", cols[i].name, cols[i].n, mean, sd, cols[i].min, cols[i].max);
    }
    return 0;
}
EOF
python3 - <<'EOF'
import random
random.seed(3)
with open("sensors.csv", "w") as f:
    f.write("timestamp,temp_c,humidity,pressure_hpa,co2_ppm\n")
    for i in range(400):
        row = [f"2024-06-01T{i//60:02d}:{i%60:02d}:00", f"{random.gauss(21,2):.2f}", f"{random.uniform(30,60):.1f}", f"{random.gauss(1013,4):.1f}", str(random.randint(400, 1400))]
        if i == 287:
            row = row[:3]  # sensor dropped the last two readings
        f.write(",".join(row) + "\n")
EOF
{
  echo "\$ gcc -g -O0 -Wall -o colstat colstat.c -lm && ./colstat sensors.csv"
  bash -c 'gcc -g -O0 -Wall -o colstat colstat.c -lm && ./colstat sensors.csv; echo "exit status: $?"'
} 2>&1 | neutralize > "$OUTDIR/c-segfault.txt"
