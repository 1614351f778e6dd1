#!/usr/bin/env bash
# valgrind --leak-check=full on a bookbinding page-imposition tool (C): invalid write, uninitialised read, leaks.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/valgrind-imposition.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/imposer
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > impose.h <<'X'
#ifndef IMPOSE_H
#define IMPOSE_H
typedef struct {
    int  pages;        /* pages per signature: 4, 8, 16, 32 */
    int *front;        /* page numbers on the front of the sheet, left to right */
    int *back;
    char *name;
} signature_t;

signature_t *signature_new(int pages, const char *name);
void signature_fold(signature_t *s, int first_page);
void signature_print(const signature_t *s);
void signature_free(signature_t *s);
int  count_blanks(const signature_t *s, int last_page);
#endif
X
cat > impose.c <<'X'
#include "impose.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

signature_t *signature_new(int pages, const char *name)
{
    signature_t *s = malloc(sizeof *s);
    s->pages = pages;
    s->front = malloc(sizeof(int) * (pages / 2));
    s->back  = malloc(sizeof(int) * (pages / 2));
    s->name  = malloc(strlen(name));
    strcpy(s->name, name);
    return s;
}

/* Saddle-stitch order: outer pair then inner pair, alternating sides. */
void signature_fold(signature_t *s, int first_page)
{
    int half = s->pages / 2;
    int lo = first_page, hi = first_page + s->pages - 1;
    for (int i = 0; i < half; i += 2) {
        s->front[i]     = hi--;
        s->front[i + 1] = lo++;
        s->back[i]      = lo++;
        s->back[i + 1]  = hi--;
    }
}

int count_blanks(const signature_t *s, int last_page)
{
    int blanks = 0;
    for (int i = 0; i <= s->pages / 2; i++)
        if (s->front[i] > last_page) blanks++;
    return blanks;
}

void signature_print(const signature_t *s)
{
    printf("%s (%d pp)\n  front:", s->name, s->pages);
    for (int i = 0; i < s->pages / 2; i++) printf(" %3d", s->front[i]);
    printf("\n  back: ");
    for (int i = 0; i < s->pages / 2; i++) printf(" %3d", s->back[i]);
    printf("\n");
}

void signature_free(signature_t *s)
{
    free(s->front);
    free(s->back);
    free(s);
}
X
cat > main.c <<'X'
#include "impose.h"
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int pages = argc > 1 ? atoi(argv[1]) : 16;
    int book_pages = argc > 2 ? atoi(argv[2]) : 38;
    int first = 1, blanks = 0;
    char name[32];
    for (int sig = 1; first <= book_pages; sig++) {
        snprintf(name, sizeof name, "sig-%02d", sig);
        signature_t *s = signature_new(pages, name);
        signature_fold(s, first);
        signature_print(s);
        blanks += count_blanks(s, book_pages);
        first += pages;
        if (sig % 2 == 0)
            signature_free(s);
    }
    printf("blank pages: %d\n", blanks);
    return 0;
}
X
gcc -std=c11 -g -O0 -Wall -o impose main.c impose.c
{ echo '$ valgrind --leak-check=full ./impose 16 38'; valgrind --leak-check=full ./impose 16 38 2>&1; echo "exit status: $?"; } | sed -E 's/^==[0-9]+==/==31337==/' | neutral > "$OUT"
