#!/bin/bash
# gdb -batch backtrace of a toy snail-racing results tabulator that segfaults on a
# heat whose winner was never recorded (NULL pointer).  Prints its progress first.
# Usage: WORK=<dir> bash d17d-gdb-snailrace-segv.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/snailrace
rm -rf "$P"; mkdir -p "$P"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^\[Thread debugging using libthread_db enabled\]$/[Thread debugging using libthread_db enabled]/'; }
cat > heats.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct snail { char name[20]; int shell_mm; double best_cm_min; } snail_t;
typedef struct heat { int number; int entrants; snail_t *winner; double track_cm; double time_s; } heat_t;

static snail_t stable[40];

static void load_stable(void) {
    const char *first[] = {"Turbo", "Gary", "Slick", "Dewdrop", "Pebble", "Mossy", "Comet", "Spiral"};
    const char *second[] = {"Jr", "II", "the Bold", "Express", "of Kent"};
    for (int i = 0; i < 40; i++) {
        snprintf(stable[i].name, sizeof stable[i].name, "%s %s", first[i % 8], second[i % 5]);
        stable[i].shell_mm = 18 + (i * 7) % 15;
        stable[i].best_cm_min = 1.8 + (i % 11) * 0.17;
    }
}

static double pace_cm_per_min(const heat_t *h) {
    return h->track_cm / (h->time_s / 60.0);
}

static void print_heat(const heat_t *h) {
    printf("heat %3d  entrants %2d  winner %-18s shell %2dmm  %.2f cm/min\n",
           h->number, h->entrants, h->winner->name, h->winner->shell_mm, pace_cm_per_min(h));
}

int main(void) {
    load_stable();
    heat_t heats[200];
    for (int i = 0; i < 200; i++) {
        heats[i].number = i + 1;
        heats[i].entrants = 6 + i % 7;
        heats[i].winner = &stable[(i * 13) % 40];
        heats[i].track_cm = 33.0;
        heats[i].time_s = 600 + (i * 37) % 420;
    }
    heats[170].winner = NULL; /* heat 171 was abandoned: rain */
    printf("Congham snail derby results, %d heats\n", 200);
    for (int i = 0; i < 200; i++)
        print_heat(&heats[i]);
    return 0;
}
EOF
gcc -g -O0 -o heats heats.c
{
  echo '$ gdb -q -batch -ex run -ex bt -ex "print *h" -ex "print h->winner" -ex "frame 1" -ex "print i" -ex "print heats[i-1]" ./heats'
  timeout 120 gdb -q -batch -ex run -ex bt -ex "print *h" -ex "print h->winner" -ex "frame 1" -ex "print i" -ex "print heats[i-1]" ./heats 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
