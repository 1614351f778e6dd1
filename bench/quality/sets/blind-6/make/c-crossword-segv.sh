#!/usr/bin/env bash
# crossword-clue indexer in C: builds, runs, and crashes with a segfault
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/clue-indexer"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > indexer.c <<'EOF'
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CLUES 256

typedef struct {
    char *clue;
    char *answer;
    char *enumeration;
    int puzzle_no;
} Clue;

static Clue clues[MAX_CLUES];
static int nclues;

static char *dupe(const char *s)
{
    char *d = malloc(strlen(s) + 1);
    strcpy(d, s);
    return d;
}

static void load(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[512];
    if (!f) {
        perror(path);
        exit(1);
    }
    while (fgets(line, sizeof line, f) && nclues < MAX_CLUES) {
        line[strcspn(line, "\n")] = 0;
        char *puzzle = strtok(line, "|");
        char *clue = strtok(NULL, "|");
        char *answer = strtok(NULL, "|");
        char *en = strtok(NULL, "|");
        clues[nclues].puzzle_no = atoi(puzzle);
        clues[nclues].clue = dupe(clue);
        clues[nclues].answer = dupe(answer);
        clues[nclues].enumeration = en ? dupe(en) : NULL;
        nclues++;
    }
    fclose(f);
    printf("loaded %d clues from %s\n", nclues, path);
}

static int letters(const char *enumeration)
{
    int total = 0;
    for (const char *p = enumeration; *p; p++) {
        if (isdigit((unsigned char)*p)) {
            total += atoi(p);
            while (isdigit((unsigned char)p[1]))
                p++;
        }
    }
    return total;
}

static int by_answer(const void *a, const void *b)
{
    return strcmp(((const Clue *)a)->answer, ((const Clue *)b)->answer);
}

int main(int argc, char **argv)
{
    load(argc > 1 ? argv[1] : "clues.txt");
    qsort(clues, nclues, sizeof clues[0], by_answer);
    printf("%-12s %-6s %s\n", "ANSWER", "LEN", "CLUE (puzzle)");
    for (int i = 0; i < nclues; i++) {
        printf("%-12s %-6d %s (#%d)\n", clues[i].answer, letters(clues[i].enumeration), clues[i].clue,
               clues[i].puzzle_no);
        fflush(stdout);
    }
    return 0;
}
EOF
cat > clues.txt <<'EOF'
1412|Flower of London? (6)|THAMES|6
1412|Sailor's first fish (4)|TUNA|4
1413|Pudding's proof is in this (6)|EATING|6
1413|Bank worker? (5)|OTTER|5
1414|Stable diet (3)|HAY|3
1414|Heart of the matter in Paris (3)|ATT|3
1415|Noted performer at the proms (9)|CONDUCTOR|9
1415|Capital letters (5)|PARIS|5
1416|Head of state? (4)|CAPE|4
1416|It's put on before the game (4)|BAIT|4
1417|Bird that's gone over the top (5)|RAVEN|5
1417|Outer layer of bark in pieces (3,4)|RED BARK|3,4
1418|Back of the net (4)|GOAL|4
1418|Second helping of time (6)|MINUTE|6
1419|Rising damp in the kitchen (4)|STEAM|5
1419|One who makes a pointed remark (6)|ARCHER|6
1420|Spin doctor? (7)|DERVISH|7
1420|Cutting remark from the barber (4)|SNIP|4
1421|Model pupil (4)|IRIS|4
1421|Where to find a bargain in Chelsea (4,4)|KING'S ROAD|4,4
1422|Counter intelligence (6)|ABACUS|6
1422|Writer of rings (7)|TOLKIEN
1423|Kind of board for chalk (5)|SLATE|5
1423|Little bit of everything (3)|ATOM|4
1424|Drink for a tiny bit of money (3)|TEA|3
1424|Ship's company (4)|CREW|4
1425|Mountain range in a gallery (4)|ALPS|4
1425|Sound of a cracked bell (5)|KNELL|5
1426|Fruit of the lumberjack (4)|PEAR|4
1426|Open to all, but a jar (4)|AJAR|4
1427|Run through a list (4)|SCAN|4
1427|Stopped working and took a rest (6)|PAUSED|6
1428|Sandwich filling for the wealthy (5)|BACON|5
1428|Enthusiastic vote in favour (3)|AYE|3
1429|Instrument for a lean time (4)|LUTE|4
1429|Dog's lead taken out (5)|LEASH|5
1430|Stone cold, perhaps (3)|ICE|3
1430|Fleece one's neighbour (5)|SHEEP|5
EOF
gcc -g -O0 -Wall -o indexer indexer.c 2>&1 | neut
{ ./indexer clues.txt; echo "exit status: $?"; } 2>&1 | neut
