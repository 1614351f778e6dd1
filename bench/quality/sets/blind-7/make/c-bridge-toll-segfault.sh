#!/usr/bin/env bash
# Bridge-toll counter: a C tally program that processes a day's gantry events and segfaults.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/c-bridge-toll-segfault.txt"
P="$BASE/bridge-toll"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > tollcount.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct account {
    char tag[16];
    int class_;
    long balance_pence;
    struct account *next;
} account_t;

static account_t *accounts;
static const int toll_pence[] = { 0, 150, 320, 640, 980 };

static account_t *find_account(const char *tag) {
    for (account_t *a = accounts; a; a = a->next)
        if (strcmp(a->tag, tag) == 0)
            return a;
    return NULL;
}

static void add_account(const char *tag, int cls, long bal) {
    account_t *a = calloc(1, sizeof *a);
    snprintf(a->tag, sizeof a->tag, "%s", tag);
    a->class_ = cls;
    a->balance_pence = bal;
    a->next = accounts;
    accounts = a;
}

int main(int argc, char **argv) {
    char tag[32], lane[8], hhmm[8];
    long counted = 0, revenue = 0;
    setvbuf(stdout, NULL, _IOLBF, 0);
    add_account("TAG-00417", 1, 1200);
    add_account("TAG-00982", 2, 5000);
    add_account("TAG-01133", 3, 900);
    add_account("TAG-02210", 2, 150);
    add_account("TAG-03001", 4, 20000);
    add_account("TAG-03456", 1, 600);
    FILE *f = fopen(argc > 1 ? argv[1] : "events.txt", "r");
    if (!f) { perror("events"); return 2; }
    while (fscanf(f, "%7s %7s %31s", hhmm, lane, tag) == 3) {
        account_t *a = find_account(tag);
        int due = toll_pence[a->class_];
        a->balance_pence -= due;
        counted++;
        revenue += due;
        printf("%s lane %-3s %-10s class %d  toll %3dp  balance %6ldp%s\n", hhmm, lane, tag, a->class_,
               due, a->balance_pence, a->balance_pence < 0 ? "  ** NEGATIVE **" : "");
    }
    printf("vehicles %ld revenue %ldp\n", counted, revenue);
    return 0;
}
EOF
python3 - <<'EOF'
import random
random.seed(3)
tags = ["TAG-00417", "TAG-00982", "TAG-01133", "TAG-02210", "TAG-03001", "TAG-03456"]
with open("events.txt", "w") as fh:
    for i in range(48):
        h, m = divmod(6 * 60 + i * 7, 60)
        tag = random.choice(tags) if i != 41 else "TAG-09999"
        fh.write(f"{h:02d}:{m:02d} {random.choice(['N1','N2','S1','S2'])} {tag}\n")
EOF
gcc -g -O0 -Wall -o tollcount tollcount.c
bash -c './tollcount events.txt; echo "exit status: $?"' > raw.txt 2>&1
neut < raw.txt > "$OUT"
