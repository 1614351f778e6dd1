#!/usr/bin/env bash
# pawnshop loan ledger: runs a day's tickets, then aborts on an assertion about the interest table
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pawn-ledger
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > ledger.c <<'T'
#include <assert.h>
#include <stdio.h>
#include <string.h>

struct ticket { int no; const char *item; double principal; int days; };

static const double rate_by_month[] = { 0.03, 0.03, 0.025, 0.025, 0.02 };
#define RATE_MONTHS (sizeof rate_by_month / sizeof rate_by_month[0])

static double interest(const struct ticket *t)
{
    size_t month = (size_t)(t->days / 30);
    assert(month < RATE_MONTHS && "loan older than the interest table");
    return t->principal * rate_by_month[month] * (1 + t->days / 30);
}

int main(void)
{
    static const char *items[] = { "gold ring", "trumpet", "drill", "laptop", "camera",
                                   "watch", "guitar", "bike", "tablet", "necklace" };
    double total = 0;
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (int i = 0; i < 60; i++) {
        struct ticket t = { 4100 + i, items[i % 10], 40.0 + (i * 37) % 400, 20 + (i * 3) + (i % 4) };
        double due = interest(&t);
        total += due;
        printf("ticket %d  %-10s principal %7.2f  %3d days  interest %7.2f\n",
               t.no, t.item, t.principal, t.days, due);
    }
    printf("total interest due: %.2f\n", total);
    return 0;
}
T
gcc -g -O0 -o pawnledger ledger.c
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ ./pawnledger'; ./pawnledger 2>&1; echo "exit status: $?"; } | neutral
