#!/usr/bin/env bash
# A trie-based spell checker that segfaults; run under gdb in batch mode for a backtrace.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/quillcheck
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
      -e 's/process [0-9][0-9]*/process 51877/g' -e 's/LWP [0-9][0-9]*/LWP 51877/g'
}
rm -rf "$P"; mkdir -p "$P/src" "$P/dict"; cd "$P"
cat > dict/words.txt <<'EOF'
harbour
harbor
harbinger
hardly
lantern
lanterns
latch
quill
quilt
quire
EOF
cat > src/trie.h <<'EOF'
#ifndef TRIE_H
#define TRIE_H
struct trie {
    struct trie *next[26];
    int terminal;
};
struct trie *trie_new(void);
void trie_insert(struct trie *t, const char *w);
int trie_contains(const struct trie *t, const char *w);
int trie_suggest(const struct trie *t, const char *prefix, char out[][32], int max);
#endif
EOF
cat > src/trie.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "trie.h"

struct trie *trie_new(void) { return calloc(1, sizeof(struct trie)); }

static int slot(char c) { return tolower((unsigned char)c) - 'a'; }

void trie_insert(struct trie *t, const char *w)
{
    for (; *w; w++) {
        int i = slot(*w);
        if (!t->next[i])
            t->next[i] = trie_new();
        t = t->next[i];
    }
    t->terminal = 1;
}

int trie_contains(const struct trie *t, const char *w)
{
    for (; *w && t; w++)
        t = t->next[slot(*w)];
    return t && t->terminal;
}

static void collect(const struct trie *t, char *buf, int depth, char out[][32], int *n, int max)
{
    if (*n >= max)
        return;
    if (t->terminal) {
        buf[depth] = 0;
        strcpy(out[(*n)++], buf);
    }
    for (int i = 0; i < 26; i++) {
        if (t->next[i]) {
            buf[depth] = 'a' + i;
            collect(t->next[i], buf, depth + 1, out, n, max);
        }
    }
}

int trie_suggest(const struct trie *t, const char *prefix, char out[][32], int max)
{
    char buf[32];
    int n = 0, depth = 0;
    for (; prefix[depth]; depth++) {
        buf[depth] = prefix[depth];
        t = t->next[slot(prefix[depth])];
    }
    collect(t, buf, depth, out, &n, max);
    return n;
}
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "trie.h"

static struct trie *load(const char *path)
{
    struct trie *t = trie_new();
    char line[64];
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); return t; }
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (*line) trie_insert(t, line);
    }
    fclose(f);
    return t;
}

int main(int argc, char **argv)
{
    struct trie *dict = load("dict/words.txt");
    char sugg[8][32];
    for (int i = 1; i < argc; i++) {
        if (trie_contains(dict, argv[i])) {
            printf("%-10s ok\n", argv[i]);
            continue;
        }
        int n = trie_suggest(dict, argv[i], sugg, 8);
        printf("%-10s unknown, %d suggestions:", argv[i], n);
        for (int k = 0; k < n; k++) printf(" %s", sugg[k]);
        printf("\n");
    }
    return 0;
}
EOF
gcc -g -O0 -Wall -o quillcheck src/main.c src/trie.c
{
  echo '$ gdb -q -batch -ex run -ex "bt full" --args ./quillcheck quill harb lanter quix'
  gdb -q -batch -ex run -ex "bt full" --args ./quillcheck quill harb lanter quix 2>&1
  echo "exit status: $?"
} | neutral
