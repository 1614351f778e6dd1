#!/bin/bash
# a bookbinding imposition tool built with -fsanitize=address: prints its sheet plan, then a heap-buffer-overflow
set -u
WORK=${WORK:-/home/dev}
P=$WORK/imposer
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/src/signature.h" <<'EOF'
#ifndef SIGNATURE_H
#define SIGNATURE_H
typedef struct {
    int index;          /* signature number, 1-based */
    int folds;          /* 1 = folio, 2 = quarto, 3 = octavo, 4 = sextodecimo */
    int first_page;
    int *pages;         /* imposition order, 2^(folds+1) entries */
    char paper[16];
} signature_t;

int pages_per_signature(int folds);
signature_t *make_signatures(int total_pages, int folds, int *count);
void impose(signature_t *s);
void print_sheet(const signature_t *s, int sheet_side);
void free_signatures(signature_t *s, int count);
#endif
EOF
cat > "$P/src/signature.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "signature.h"

int pages_per_signature(int folds) { return 2 << folds; }

signature_t *make_signatures(int total_pages, int folds, int *count) {
    int per = pages_per_signature(folds);
    *count = (total_pages + per - 1) / per;
    signature_t *s = calloc((size_t)*count, sizeof *s);
    for (int i = 0; i < *count; i++) {
        s[i].index = i + 1;
        s[i].folds = folds;
        s[i].first_page = i * per + 1;
        s[i].pages = malloc(sizeof(int) * (size_t)per);
        snprintf(s[i].paper, sizeof s[i].paper, "%s", i % 2 ? "laid 90gsm" : "wove 100gsm");
    }
    return s;
}

/* saddle order: outer sheet carries first and last pages, and so on inwards */
void impose(signature_t *s) {
    int per = pages_per_signature(s->folds);
    int lo = s->first_page, hi = s->first_page + per - 1;
    for (int k = 0; k < per / 2; k++) {
        s->pages[2 * k] = hi - k;
        s->pages[2 * k + 1] = lo + k;
    }
}

void print_sheet(const signature_t *s, int side) {
    int per = pages_per_signature(s->folds);
    printf("sig %2d side %c [%s]:", s->index, side ? 'B' : 'A', s->paper);
    for (int k = side * per / 2; k < (side + 1) * per / 2; k++) printf(" %3d", s->pages[k]);
    printf("\n");
}

void free_signatures(signature_t *s, int count) {
    for (int i = 0; i < count; i++) free(s[i].pages);
    free(s);
}
EOF
cat > "$P/src/main.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "signature.h"

/* pages past the end of the text are left blank; remember them for the colophon */
static int *blank_pages(int pages, int n, int per, int *count) {
    *count = n * per - pages;
    if (*count == 0) return NULL;
    int *list = malloc(sizeof(int) * (size_t)*count);
    for (int b = 0; b <= *count; b++) list[b] = pages + 1 + b;
    return list;
}

static void run_job(const char *title, int pages, int folds) {
    int n = 0;
    printf("== job \"%s\": %d pages, %d folds (%d pages/signature)\n", title, pages, folds, pages_per_signature(folds));
    signature_t *sigs = make_signatures(pages, folds, &n);
    for (int i = 0; i < n; i++) {
        impose(&sigs[i]);
        print_sheet(&sigs[i], 0);
        print_sheet(&sigs[i], 1);
    }
    int nb = 0;
    int *blanks = blank_pages(pages, n, pages_per_signature(folds), &nb);
    printf("   %d signatures, %d blank pages at end", n, nb);
    for (int b = 0; b < nb; b++) printf(" %d", blanks[b]);
    printf("\n");
    free(blanks);
    free_signatures(sigs, n);
}

int main(int argc, char **argv) {
    (void)argc; (void)argv;
    setvbuf(stdout, NULL, _IOLBF, 0);
    run_job("Tide Tables 2025", 96, 2);
    run_job("Letters from the Lighthouse", 128, 3);
    run_job("Orchard Ledger", 64, 1);
    run_job("Knots and Splices", 144, 3);
    run_job("A Year of Moths", 192, 2);
    run_job("Field Guide to Lichens", 232, 3);
    run_job("Pocket Psalter", 320, 4);
    return 0;
}
EOF
cd "$P"
gcc -std=c11 -g -O0 -fsanitize=address -fno-omit-frame-pointer -Wall -o imposer src/main.c src/signature.c 2>&1
{
echo '$ ./imposer'
ASAN_OPTIONS=detect_leaks=1 timeout 120 ./imposer 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
  -e 's/==[0-9][0-9]*==/==41873==/g'
