#!/usr/bin/env bash
# gdb batch backtrace of a falafel-stand order queue that segfaults on a NULL topping list
set -u
WORK=${WORK:-/home/dev}
P=$WORK/falafel-queue
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > queue.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct topping { const char *name; int grams; struct topping *next; };
struct order { int ticket; const char *wrap; struct topping *toppings; int spicy; };

static int topping_weight(const struct topping *t)
{
    int g = 0;
    while (t) {
        g += t->grams;
        t = t->next;
    }
    return g;
}

static const char *first_topping(const struct order *o)
{
    return o->toppings->name;
}

static void print_ticket(const struct order *o)
{
    printf("#%d %s (%s first, %d g)%s\n", o->ticket, o->wrap, first_topping(o),
           topping_weight(o->toppings), o->spicy ? " HOT" : "");
}

static void serve_all(struct order *q, int n)
{
    for (int i = 0; i < n; i++)
        print_ticket(&q[i]);
}

int main(void)
{
    struct topping pickles = { "pickled turnip", 15, NULL };
    struct topping tahini = { "tahini", 30, &pickles };
    struct order q[3] = {
        { 301, "pita", &tahini, 1 },
        { 302, "lavash", NULL, 0 },
        { 303, "plate", &pickles, 1 },
    };
    setvbuf(stdout, NULL, _IONBF, 0);
    serve_all(q, 3);
    return 0;
}
T
gcc -g -O0 -o falafelq queue.c
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "print *o" -ex "info locals" ./falafelq'; gdb -q -batch -ex run -ex bt -ex "frame 1" -ex "print *o" -ex "info locals" ./falafelq 2>&1; echo "exit status: $?"; } | neutral
