#!/usr/bin/env bash
# gdb -batch on a Morse-code decoder (C) that segfaults deep in a recursive trie walk: backtrace, frame and locals.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/gdb-morse-backtrace.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/morsetrie
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > trie.c <<'X'
#include <stdlib.h>
#include <string.h>
#include "trie.h"

node_t *node_new(char letter)
{
    node_t *n = calloc(1, sizeof *n);
    n->letter = letter;
    return n;
}

void trie_add(node_t *root, const char *code, char letter)
{
    node_t *cur = root;
    for (const char *p = code; *p; p++) {
        node_t **next = (*p == '.') ? &cur->dot : &cur->dash;
        if (!*next) *next = node_new(0);
        cur = *next;
    }
    cur->letter = letter;
}

/* Walk the code one symbol at a time. */
char trie_walk(const node_t *n, const char *code, int depth)
{
    if (*code == '\0')
        return n->letter;
    const node_t *next = (*code == '.') ? n->dot : n->dash;
    return trie_walk(next, code + 1, depth + 1);
}
X
cat > trie.h <<'X'
#ifndef TRIE_H
#define TRIE_H
typedef struct node {
    char letter;
    struct node *dot, *dash;
} node_t;
node_t *node_new(char letter);
void trie_add(node_t *root, const char *code, char letter);
char trie_walk(const node_t *n, const char *code, int depth);
#endif
X
cat > decode.c <<'X'
#include <stdio.h>
#include <string.h>
#include "trie.h"

static const char *TABLE[][2] = {
    {"A", ".-"}, {"B", "-..."}, {"C", "-.-."}, {"D", "-.."}, {"E", "."}, {"F", "..-."},
    {"G", "--."}, {"H", "...."}, {"I", ".."}, {"J", ".---"}, {"K", "-.-"}, {"L", ".-.."},
    {"M", "--"}, {"N", "-."}, {"O", "---"}, {"P", ".--."}, {"Q", "--.-"}, {"R", ".-."},
    {"S", "..."}, {"T", "-"}, {"U", "..-"}, {"V", "...-"}, {"W", ".--"}, {"X", "-..-"},
    {"Y", "-.--"}, {"Z", "--.."}, {"0", "-----"}, {"1", ".----"}, {"2", "..---"},
    {"3", "...--"}, {"4", "....-"}, {"5", "....."}, {"6", "-...."}, {"7", "--..."},
    {"8", "---.."}, {"9", "----."},
};

static node_t *build(void)
{
    node_t *root = node_new(0);
    for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++)
        trie_add(root, TABLE[i][1], TABLE[i][0][0]);
    return root;
}

static void decode_line(node_t *root, char *line, char *out)
{
    int k = 0;
    for (char *tok = strtok(line, " \n"); tok; tok = strtok(NULL, " \n")) {
        if (strcmp(tok, "/") == 0) { out[k++] = ' '; continue; }
        out[k++] = trie_walk(root, tok, 0);
    }
    out[k] = '\0';
}

int main(int argc, char **argv)
{
    FILE *f = fopen(argc > 1 ? argv[1] : "log.txt", "r");
    if (!f) { perror("open"); return 1; }
    node_t *root = build();
    setvbuf(stdout, NULL, _IOLBF, 0);
    char line[512], out[256];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        decode_line(root, line, out);
        printf("%3d: %s\n", lineno, out);
    }
    fclose(f);
    return 0;
}
X
python3 - > log.txt <<'X'
M = {"A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....",
     "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.", "O": "---", "P": ".--.",
     "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
     "Y": "-.--", "Z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
     "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----."}
msgs = ["CQ CQ DE G4XY", "G4XY DE OH2BH UR 599 TU", "R FB OM PWR 100W ANT DIPOLE", "QTH NR LONDON",
        "WX CLOUDY TEMP 12C", "TNX QSO 73", "CQ TEST DE K1ABC", "K1ABC 5NN 05", "TU 5NN 14",
        "QRZ", "DE DL1XYZ", "DL1XYZ 599 BAVARIA", "R R 73", "CQ POTA DE N0CALL", "N0CALL UR 579 NJ",
        "QSL VIA LOTW", "73 ES GL", "CQ SOTA DE HB9ZZ", "HB9ZZ 559 ZH", "TU 73 GL",
        "TEST BEACON 7030", "TEST BEACON 7030", "VVV VVV DE BEACON"]
for m in msgs:
    print(" / ".join(" ".join(M[c] for c in w) for w in m.split()))
print("-.-. --.- / -.-. --.- / .--.-.-.-.-... -..-")
print("-.-. --.- / -.. . / --. ....- -..- -.--")
X
gcc -std=c11 -g -O0 -Wall -o decode decode.c trie.c
{ echo "\$ gdb -q -batch -ex run -ex bt -ex 'frame 2' -ex 'info locals' -ex 'print code' --args ./decode log.txt"
  gdb -q -batch -ex run -ex bt -ex 'frame 2' -ex 'info locals' -ex 'print code' --args ./decode log.txt 2>&1
  echo "exit status: $?"; } | neutral > "$OUT"
