#!/usr/bin/env bash
# d5: gdb -batch backtrace of a snooker frame-scoring tool that segfaults on a foul record.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/snooker-scorer
rm -rf "$P"; mkdir -p "$P/src" "$P/frames"; cd "$P"
cat > src/frame.h <<'EOF'
#ifndef FRAME_H
#define FRAME_H
#define MAX_SHOTS 256
enum ball { RED = 1, YELLOW, GREEN, BROWN, BLUE, PINK, BLACK };
struct shot { int player; int potted; int foul_value; };
struct player { const char *name; int score; int highest_break; };
struct frame {
    struct player *players[2];
    struct shot shots[MAX_SHOTS];
    int nshots;
    int reds_left;
};
int frame_load(struct frame *f, const char *path);
void frame_score(struct frame *f);
#endif
EOF
cat > src/frame.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frame.h"

int frame_load(struct frame *f, const char *path)
{
    FILE *fp = fopen(path, "r");
    char kind[16];
    int player, value;
    if (!fp) return -1;
    f->nshots = 0;
    while (fscanf(fp, "%15s %d %d", kind, &player, &value) == 3 && f->nshots < MAX_SHOTS) {
        struct shot *s = &f->shots[f->nshots++];
        s->player = player;
        s->potted = strcmp(kind, "pot") == 0 ? value : 0;
        s->foul_value = strcmp(kind, "foul") == 0 ? value : 0;
    }
    fclose(fp);
    return f->nshots;
}

static void award(struct frame *f, int to, int points)
{
    f->players[to]->score += points;
}

void frame_score(struct frame *f)
{
    int brk = 0, last = -1;
    for (int i = 0; i < f->nshots; i++) {
        struct shot *s = &f->shots[i];
        if (s->foul_value) {
            /* foul points go to the opponent */
            award(f, 1 - s->player, s->foul_value < 4 ? 4 : s->foul_value);
            brk = 0;
            continue;
        }
        if (s->player != last) brk = 0;
        award(f, s->player, s->potted);
        brk += s->potted;
        if (brk > f->players[s->player]->highest_break)
            f->players[s->player]->highest_break = brk;
        last = s->player;
    }
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include "frame.h"

int main(int argc, char **argv)
{
    static struct frame f;
    struct player a = { "Ronnie", 0, 0 }, b = { "Judd", 0, 0 };
    f.players[0] = &a;
    f.players[1] = &b;
    if (argc < 2 || frame_load(&f, argv[1]) < 0) {
        fprintf(stderr, "usage: snooker-score FRAME\n");
        return 2;
    }
    printf("loaded %d shots from %s\n", f.nshots, argv[1]);
    frame_score(&f);
    printf("%s %d - %d %s (HB %d / %d)\n", a.name, a.score, b.score, b.name, a.highest_break, b.highest_break);
    return 0;
}
EOF
cat > frames/final-f7.txt <<'EOF'
pot 0 1
pot 0 7
pot 0 1
pot 0 6
miss 0 0
pot 1 1
pot 1 5
foul 1 4
pot 0 1
pot 0 7
foul 2 7
pot 1 1
EOF
gcc -g -O0 -Wall -o snooker-score src/main.c src/frame.c
CMD="gdb -q -batch -ex run -ex bt -ex 'frame 1' -ex 'info locals' -ex 'print *s' --args ./snooker-score frames/final-f7.txt"
echo "\$ $CMD"
gdb -q -batch -ex run -ex bt -ex 'frame 1' -ex 'info locals' -ex 'print *s' --args ./snooker-score frames/final-f7.txt 2>&1 \
  | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
