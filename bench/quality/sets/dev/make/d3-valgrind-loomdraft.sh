#!/usr/bin/env bash
# Hand-loom weaving-draft expander in C: reads a threading/treadling draft and prints the woven
# drawdown row by row (about 1,100 rows); an off-by-one reads past a heap block in the middle,
# and the per-block colour table leaks. `valgrind --leak-check=full` of one run.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/loomdraft
rm -rf "$P"; mkdir -p "$P/src" "$P/drafts"; cd "$P"

cat > src/draft.h <<'EOF'
#ifndef DRAFT_H
#define DRAFT_H
#include <stddef.h>

typedef struct {
    int shafts;
    int treadles;
    size_t nthreads;
    int *threading;      /* shaft per warp end */
    size_t npicks;
    int *treadling;      /* treadle per pick */
    unsigned tieup[16];  /* bitmask of shafts lifted per treadle */
} draft_t;

draft_t *draft_load(const char *path);
void draft_free(draft_t *d);
char *colour_table(size_t n);
#endif
EOF

cat > src/draft.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "draft.h"

static int *read_ints(FILE *f, size_t *count) {
    size_t cap = 64, n = 0;
    int *v = malloc(cap * sizeof *v);
    int x;
    char c;
    while (fscanf(f, "%d%c", &x, &c) == 2) {
        if (n == cap) v = realloc(v, (cap *= 2) * sizeof *v);
        v[n++] = x;
        if (c == '\n') break;
    }
    *count = n;
    return v;
}

draft_t *draft_load(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    draft_t *d = calloc(1, sizeof *d);
    if (fscanf(f, "shafts %d treadles %d\n", &d->shafts, &d->treadles) != 2) { fclose(f); free(d); return NULL; }
    for (int t = 0; t < d->treadles; t++) {
        unsigned mask;
        if (fscanf(f, "tie %x\n", &mask) == 1) d->tieup[t] = mask;
    }
    d->threading = read_ints(f, &d->nthreads);
    d->treadling = read_ints(f, &d->npicks);
    fclose(f);
    return d;
}

void draft_free(draft_t *d) {
    free(d->threading);
    free(d->treadling);
    free(d);
}

char *colour_table(size_t n) {
    char *c = malloc(n);
    for (size_t i = 0; i < n; i++) c[i] = "NRGB"[i % 4];
    return c;
}
EOF

cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "draft.h"

/* One drawdown row: '#' where the warp is lifted over the weft, '.' otherwise. */
static void weave_row(const draft_t *d, size_t pick, char *row) {
    int treadle = d->treadling[pick];
    unsigned lifted = d->tieup[treadle - 1];
    for (size_t i = 0; i < d->nthreads; i++) {
        int shaft = d->threading[i];
        row[i] = (lifted >> (shaft - 1)) & 1 ? '#' : '.';
    }
    row[d->nthreads] = '\0';
}

/* Count how many ends float over more than `limit` consecutive picks (weak cloth). */
static int long_floats(const draft_t *d, size_t pick, const char *row, const char *prev) {
    int n = 0;
    for (size_t i = 0; i <= d->nthreads; i++)
        if (row[i] == '#' && prev[i] == '#') n++;
    (void)pick;
    return n;
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "drafts/overshot.wif";
    draft_t *d = draft_load(path);
    if (!d) { fprintf(stderr, "cannot load %s\n", path); return 2; }
    printf("%s: %d shafts, %d treadles, %zu ends, %zu picks\n", path, d->shafts, d->treadles, d->nthreads, d->npicks);
    char *prev = calloc(d->nthreads + 1, 1);
    char *row = malloc(d->nthreads + 1);
    int worst = 0;
    for (size_t p = 0; p < d->npicks; p++) {
        weave_row(d, p, row);
        char *colours = colour_table(d->nthreads);
        if (p == d->npicks / 2) {
            /* halfway check uses a freshly allocated copy of the row */
            char *copy = malloc(d->nthreads);
            for (size_t i = 0; i < d->nthreads; i++) copy[i] = row[i];
            worst = long_floats(d, p, copy, prev) > worst ? long_floats(d, p, copy, prev) : worst;
            free(copy);
        }
        printf("%5zu %c %s\n", p + 1, colours[p % d->nthreads], row);
        for (size_t i = 0; i <= d->nthreads; i++) prev[i] = row[i];
    }
    printf("longest float check at pick %zu: %d ends\n", d->npicks / 2 + 1, worst);
    free(row);
    free(prev);
    draft_free(d);
    return 0;
}
EOF

python3 - <<'PYEOF'
ends = 48
threading = [(i % 8) + 1 if (i // 8) % 2 == 0 else 8 - (i % 8) for i in range(ends)]
treadling = [((p * 3) % 6) + 1 for p in range(1100)]
with open("drafts/overshot.wif", "w") as f:
    f.write("shafts 8 treadles 6\n")
    for m in (0x0F, 0x1E, 0x3C, 0x78, 0xF0, 0xE1):
        f.write(f"tie {m:x}\n")
    f.write(" ".join(map(str, threading)) + "\n")
    f.write(" ".join(map(str, treadling)) + "\n")
PYEOF

gcc -g -O0 -Wall -o loomdraft src/main.c src/draft.c

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ valgrind --leak-check=full ./loomdraft drafts/overshot.wif'
  valgrind --leak-check=full ./loomdraft drafts/overshot.wif 2>&1
  echo "exit status: $?"
} | neutral
