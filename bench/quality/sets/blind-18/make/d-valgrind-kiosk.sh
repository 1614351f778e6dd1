#!/usr/bin/env bash
# valgrind memcheck of a newspaper-kiosk stock ledger: invalid read after free, uninitialised jump, leaks
W=${WORK:-/home/dev}
P=$W/kiosk-ledger
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > ledger.c <<'T'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct title {
    char *name;
    int on_hand;
    int returns;
    struct title *next;
} title_t;

static title_t *add_title(title_t *head, const char *name, int on_hand) {
    title_t *t = malloc(sizeof *t);
    t->name = strdup(name);
    t->on_hand = on_hand;
    t->next = head;
    return t;
}

static title_t *drop_sold_out(title_t *head) {
    title_t *t = head, *prev = NULL;
    while (t) {
        if (t->on_hand == 0) {
            title_t *gone = t;
            if (prev) prev->next = t->next; else head = t->next;
            free(gone);
            t = gone->next;
            continue;
        }
        prev = t;
        t = t->next;
    }
    return head;
}

static int returns_due(const title_t *head) {
    int due = 0;
    for (const title_t *t = head; t; t = t->next)
        if (t->returns > 0) due += t->returns;
    return due;
}

int main(void) {
    title_t *stock = NULL;
    const char *names[] = {"Morning Courier", "Harbour Gazette", "Puzzler Weekly", "Tide Tables", "Chess Monthly"};
    int counts[] = {14, 0, 6, 0, 3};
    for (int i = 0; i < 5; i++) stock = add_title(stock, names[i], counts[i]);
    stock = drop_sold_out(stock);
    printf("returns due: %d\n", returns_due(stock));
    for (title_t *t = stock; t; t = t->next) printf("%-16s %3d\n", t->name, t->on_hand);
    return 0;
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
gcc -g -O0 -o ledger ledger.c
{ echo '$ valgrind --leak-check=full --track-origins=yes ./ledger'; valgrind --leak-check=full --track-origins=yes ./ledger 2>&1; echo "exit status: $?"; } | neutral
