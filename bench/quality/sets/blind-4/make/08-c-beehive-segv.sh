#!/bin/sh
# Beehive-weight logger in C: builds fine, then crashes with a segmentation fault.
# usage: BASE=<scratch dir> sh make/08-c-beehive-segv.sh > outputs/08-c-beehive-segv.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/hivescale"; rm -rf "$P"; mkdir -p "$P/data"; cd "$P"
python3 - <<'EOF'
import random
random.seed(3)
hives = ["H01", "H02", "H03", "H04", "H05"]
with open("data/scale.log", "w") as f:
    for day in range(1, 8):
        for hour in range(0, 24, 3):
            for h in hives:
                w = 38.0 + hives.index(h) * 2.5 + day * 0.31 + random.uniform(-0.4, 0.4)
                if h == "H04" and day == 5 and hour == 12:
                    f.write(f"2024-06-{day:02d}T{hour:02d}:00 {h} ERR\n")   # load cell dropout
                    continue
                f.write(f"2024-06-{day:02d}T{hour:02d}:00 {h} {w:.2f}\n")
EOF
cat > hivescale.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_HIVES 8

typedef struct {
    char id[8];
    int n;
    double first, last, min, max;
    double *samples;
    int cap;
} hive;

static hive hives[MAX_HIVES];
static int nhives;

static hive *lookup(const char *id) {
    for (int i = 0; i < nhives; i++)
        if (strcmp(hives[i].id, id) == 0) return &hives[i];
    hive *h = &hives[nhives++];
    snprintf(h->id, sizeof h->id, "%s", id);
    h->cap = 16;
    h->samples = malloc(sizeof(double) * (size_t)h->cap);
    return h;
}

static void add(hive *h, double kg) {
    if (h->n == h->cap) {
        h->cap *= 2;
        h->samples = realloc(h->samples, sizeof(double) * (size_t)h->cap);
    }
    if (h->n == 0) h->first = h->min = h->max = kg;
    if (kg < h->min) h->min = kg;
    if (kg > h->max) h->max = kg;
    h->last = kg;
    h->samples[h->n++] = kg;
}

/* parse "2024-06-01T03:00 H01 40.12"; returns NULL weight on a sensor error */
static const char *parse(char *line, char **stamp, char **id) {
    *stamp = strtok(line, " \n");
    *id = strtok(NULL, " \n");
    char *w = strtok(NULL, " \n");
    return strcmp(w, "ERR") == 0 ? NULL : w;
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "data/scale.log";
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); return 2; }
    char line[128], *stamp, *id;
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        const char *w = parse(line, &stamp, &id);
        double kg = strtod(w, NULL);
        hive *h = lookup(id);
        add(h, kg);
        if (atoi(stamp + 11) % 6 == 0)
            fprintf(stderr, "[%s] %s weight %.2f kg (since start %+.2f)\n",
                    stamp, h->id, kg, kg - h->first);
    }
    fclose(f);
    for (int i = 0; i < nhives; i++)
        printf("%s: %d samples, gain %.2f kg, range %.2f..%.2f\n", hives[i].id, hives[i].n,
               hives[i].last - hives[i].first, hives[i].min, hives[i].max);
    return 0;
}
EOF
gcc -g -O0 -Wall -o hivescale hivescale.c 2>&1 | neut
bash -c './hivescale data/scale.log; echo "exit status: $?"' 2>&1 | neut
