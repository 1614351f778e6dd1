#!/bin/bash
# gdb -batch backtrace of a coffee-roast profile analyser that segfaults
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-gdb-roastlog.txt
P=$WORK/roastlog
rm -rf "$P"; mkdir -p "$P/data"; cd "$P"
cat > profile.h <<'EOF'
typedef struct sample { int t_sec; double bean_c; double air_c; struct sample *next; } sample;
typedef struct { const char *origin; sample *head; int n; } roast;
sample *find_first_crack(const roast *r, double ror_threshold);
double rate_of_rise(const sample *a, const sample *b);
EOF
cat > profile.c <<'EOF'
#include <stdlib.h>
#include "profile.h"

double rate_of_rise(const sample *a, const sample *b) {
    double dt = (b->t_sec - a->t_sec) / 60.0;
    return (b->bean_c - a->bean_c) / dt;
}

sample *find_first_crack(const roast *r, double ror_threshold) {
    const sample *s = r->head;
    while (s->bean_c < 196.0) {
        s = s->next;
    }
    const sample *window = s->next->next;
    if (rate_of_rise(s, window) < ror_threshold)
        return (sample *)s;
    return NULL;
}
EOF
cat > main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "profile.h"

static roast load(const char *path, const char *origin) {
    roast r = { origin, NULL, 0 };
    FILE *f = fopen(path, "r");
    sample *tail = NULL;
    int t; double bean, air;
    while (fscanf(f, "%d,%lf,%lf", &t, &bean, &air) == 3) {
        sample *s = calloc(1, sizeof *s);
        s->t_sec = t; s->bean_c = bean; s->air_c = air;
        if (tail) tail->next = s; else r.head = s;
        tail = s; r.n++;
    }
    fclose(f);
    return r;
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        roast r = load(argv[i], argv[i]);
        printf("%s: %d samples\n", r.origin, r.n);
        sample *fc = find_first_crack(&r, 9.5);
        if (fc) printf("  first crack at %d s (%.1f C)\n", fc->t_sec, fc->bean_c);
        else printf("  no first crack detected\n");
        fflush(stdout);
    }
    return 0;
}
EOF
gen() { # file maxtemp
  awk -v max=$2 'BEGIN{ for (t=0; t<=720; t+=15) { b = 90 + (max-90)*(t/720)^0.8; printf "%d,%.1f,%.1f\n", t, b, b+40 } }' > $1
}
gen data/ethiopia-guji.csv 214
gen data/colombia-huila.csv 208
gen data/sumatra-lintong.csv 191
gcc -g -O0 -o roastlog main.c profile.c
{
  echo '$ gdb -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "info locals" --args ./roastlog data/ethiopia-guji.csv data/colombia-huila.csv data/sumatra-lintong.csv'
  gdb -batch -ex run -ex bt -ex "info locals" -ex "frame 1" -ex "info locals" --args ./roastlog data/ethiopia-guji.csv data/colombia-huila.csv data/sumatra-lintong.csv 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
