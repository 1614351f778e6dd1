#!/bin/bash
# valgrind memcheck of a pipe-band contest scoring tool: invalid read, uninitialised value, leaks
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-valgrind-pipeband.txt
P=$WORK/bandscore
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > judges.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "judges.h"

sheet *sheet_new(const char *band, int njudges) {
    sheet *s = malloc(sizeof *s);
    s->band = strdup(band);
    s->njudges = njudges;
    s->marks = malloc(njudges * sizeof(int));
    return s;
}

void sheet_set(sheet *s, int judge, int mark) { s->marks[judge] = mark; }

int sheet_total(const sheet *s) {
    int t = 0;
    for (int i = 0; i <= s->njudges; i++) t += s->marks[i];
    return t;
}

void sheet_free(sheet *s) { free(s->marks); free(s); }
EOF
cat > judges.h <<'EOF'
typedef struct { char *band; int njudges; int *marks; } sheet;
sheet *sheet_new(const char *band, int njudges);
void sheet_set(sheet *s, int judge, int mark);
int sheet_total(const sheet *s);
void sheet_free(sheet *s);
EOF
cat > contest.c <<'EOF'
#include <stdio.h>
#include "judges.h"

static const char *bands[] = { "Glenmoray Pipes", "Harbour Road", "St Ninian's", "Lochside Youth" };

int main(void) {
    int best = -1, best_total = 0;
    for (int b = 0; b < 4; b++) {
        sheet *s = sheet_new(bands[b], 4);
        sheet_set(s, 0, 81 + b);   /* piping 1 */
        sheet_set(s, 1, 79 + b * 2); /* piping 2 */
        sheet_set(s, 2, 85 - b);   /* drumming */
        if (b != 2) sheet_set(s, 3, 77); /* ensemble judge missed St Ninian's */
        int total = sheet_total(s);
        printf("%-18s %d\n", bands[b], total);
        if (total > best_total) { best_total = total; best = b; }
        sheet_free(s);
    }
    printf("winner: %s\n", bands[best]);
    return 0;
}
EOF
gcc -g -O0 -o bandscore contest.c judges.c
{
  echo '$ valgrind --leak-check=full ./bandscore'
  valgrind --leak-check=full ./bandscore 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
