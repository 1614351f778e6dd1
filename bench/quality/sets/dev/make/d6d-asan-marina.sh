#!/bin/bash
# gcc -fsanitize=address build and run of a marina berth allocator; heap-buffer-overflow in the allocator.
# usage: WORK=<scratch dir> bash d6d-asan-marina.sh > ../outputs/d6d-asan-marina.txt
WORK=${WORK:-/home/dev}
P=$WORK/marina
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/berths.h <<'EOF'
#ifndef BERTHS_H
#define BERTHS_H
typedef struct { char name[16]; double length_m; double beam_m; int berth; } boat_t;
typedef struct { int count; double *max_len; int *taken; } pontoon_t;
pontoon_t *pontoon_new(int count, double step_m);
int  assign(pontoon_t *p, boat_t *b);
void pontoon_free(pontoon_t *p);
#endif
EOF
cat > src/berths.c <<'EOF'
#include <stdlib.h>
#include "berths.h"

pontoon_t *pontoon_new(int count, double step_m)
{
    pontoon_t *p = malloc(sizeof *p);
    p->count = count;
    p->max_len = malloc(count * sizeof(double));
    p->taken = calloc(count, sizeof(int));
    for (int i = 0; i < count; i++)
        p->max_len[i] = 8.0 + step_m * i;
    return p;
}

/* smallest free berth that fits; berths are sorted by size */
int assign(pontoon_t *p, boat_t *b)
{
    int i = 0;
    while (p->taken[i] || p->max_len[i] < b->length_m)
        i++;
    if (i >= p->count)
        return -1;
    p->taken[i] = 1;
    b->berth = i;
    return i;
}

void pontoon_free(pontoon_t *p)
{
    free(p->max_len);
    free(p->taken);
    free(p);
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include "berths.h"

int main(void)
{
    boat_t fleet[] = {
        { "Halcyon", 9.4, 3.1, -1 }, { "Petrel", 11.0, 3.6, -1 },
        { "Sea Thrift", 7.9, 2.8, -1 }, { "Bluefin", 14.2, 4.3, -1 },
        { "Kittiwake", 12.6, 3.9, -1 }, { "Grand Banks", 16.5, 4.9, -1 },
    };
    pontoon_t *p = pontoon_new(5, 1.5);
    for (size_t i = 0; i < sizeof fleet / sizeof fleet[0]; i++) {
        int b = assign(p, &fleet[i]);
        if (b < 0)
            printf("%-12s %5.1f m  -> waiting list\n", fleet[i].name, fleet[i].length_m);
        else
            printf("%-12s %5.1f m  -> berth C%02d\n", fleet[i].name, fleet[i].length_m, b + 1);
    }
    pontoon_free(p);
    return 0;
}
EOF
gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o marina src/main.c src/berths.c
{
  echo '$ gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o marina src/main.c src/berths.c && ./marina'
  ASAN_OPTIONS=detect_leaks=1 ./marina 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/==[0-9]\+==/==4127==/g'
