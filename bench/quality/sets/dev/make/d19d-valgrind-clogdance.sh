#!/usr/bin/env bash
# valgrind --leak-check=full on a clog-dance step-notation compiler: one invalid read, one uninitialised jump, many leak records
set -u
WORK=${WORK:-/home/dev}
P=$WORK/clogdance
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
{
  cat <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char name[24]; int beats; int *taps; } figure;

EOF
  steps="shuffle treble heel toe drum rattle brush cross rocker double"
  n=0
  for s in $steps; do
    for i in $(seq 1 38); do
      n=$((n+1))
      cat <<EOF
static figure *compile_${s}_${i}(int bar)
{
    figure *f = malloc(sizeof *f);
    snprintf(f->name, sizeof f->name, "${s}-%d", bar);
    f->beats = ${i} + bar % 4;
    f->taps = calloc((size_t)f->beats * $(( (n % 7) + 1 )), sizeof(int));
    return f;
}
EOF
    done
  done
  echo 'static figure *(*table[])(int) = {'
  for s in $steps; do for i in $(seq 1 38); do echo "    compile_${s}_${i},"; done; done
  echo '};'
  cat <<'EOF'

static int tempo_for(const figure *f, const int *bpm_table)
{
    int idx = f->beats;            /* beats can exceed the table size */
    return bpm_table[idx];
}

static void free_figure(figure *f) { free(f->taps); free(f); }

int main(void)
{
    size_t count = sizeof table / sizeof table[0];
    int *bpm = malloc(18 * sizeof(int));
    for (int i = 0; i < 18; i++) bpm[i] = 96 + i * 4;
    int checksum;
    long total = 0;
    for (size_t k = 0; k < count; k++) {
        figure *f = table[k]((int)k);
        total += tempo_for(f, bpm);
        if (k % 5 == 0)
            free_figure(f);        /* the other figures are never released */
    }
    if (checksum > 0)
        puts("checksum positive");
    printf("compiled %zu figures, tempo total %ld\n", count, total);
    free(bpm);
    return 0;
}
EOF
} > src/stepc.c
gcc -g -O0 -o stepc src/stepc.c 2>&1
{
  echo '$ valgrind --leak-check=full ./stepc'
  timeout 120 valgrind --leak-check=full ./stepc 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
