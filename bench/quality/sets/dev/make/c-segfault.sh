#!/usr/bin/env bash
# Toy C program "quotad-report" (sums disk usage per user from an audit log) that crashes with a
# segmentation fault on a malformed line; runs
# `make && ./quota-report data/audit-2024-06-03.log; echo "exit status: $?"`.
# Usage: WORKDIR=<scratch dir> bash make/c-segfault.sh > outputs/c-segfault.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/quotad-report"
neutral() { sed -e "s#$P#/home/dev/quotad-report#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/data"; cd "$P"

cat > Makefile <<'EOF'
CFLAGS = -std=c11 -O0 -g -Wall
quota-report: report.c table.c
	$(CC) $(CFLAGS) -o $@ report.c table.c
EOF

cat > table.h <<'EOF'
#ifndef TABLE_H
#define TABLE_H
#include <stddef.h>
typedef struct entry { char *user; unsigned long long bytes; unsigned files; struct entry *next; } entry_t;
typedef struct { entry_t **slots; size_t nslots; size_t count; } table_t;
table_t *table_new(size_t nslots);
entry_t *table_get(table_t *t, const char *user);
void table_sorted(table_t *t, entry_t **out);
#endif
EOF

cat > table.c <<'EOF'
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "table.h"

static size_t hash(const char *s) {
    size_t h = 14695981039346656037ULL;
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ULL; }
    return h;
}

table_t *table_new(size_t nslots) {
    table_t *t = malloc(sizeof *t);
    t->slots = calloc(nslots, sizeof *t->slots);
    t->nslots = nslots;
    t->count = 0;
    return t;
}

entry_t *table_get(table_t *t, const char *user) {
    size_t i = hash(user) % t->nslots;
    for (entry_t *e = t->slots[i]; e; e = e->next)
        if (strcmp(e->user, user) == 0) return e;
    entry_t *e = calloc(1, sizeof *e);
    e->user = strdup(user);
    e->next = t->slots[i];
    t->slots[i] = e;
    t->count++;
    return e;
}

static int by_bytes(const void *a, const void *b) {
    const entry_t *x = *(entry_t * const *)a, *y = *(entry_t * const *)b;
    return (x->bytes < y->bytes) - (x->bytes > y->bytes);
}

void table_sorted(table_t *t, entry_t **out) {
    size_t k = 0;
    for (size_t i = 0; i < t->nslots; i++)
        for (entry_t *e = t->slots[i]; e; e = e->next) out[k++] = e;
    qsort(out, k, sizeof *out, by_bytes);
}
EOF

cat > report.c <<'EOF'
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "table.h"

/* audit line: <timestamp> <op> <user> <bytes> <path> */
static int parse_line(char *line, char **user, unsigned long long *bytes, char **op) {
    char *save;
    strtok_r(line, " ", &save);              /* timestamp */
    *op = strtok_r(NULL, " ", &save);
    *user = strtok_r(NULL, " ", &save);
    char *num = strtok_r(NULL, " ", &save);
    *bytes = strtoull(num, NULL, 10);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: quota-report AUDIT.log\n"); return 2; }
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 1; }
    table_t *t = table_new(64);
    char line[1024];
    unsigned lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\n")] = '\0';
        char *user, *op;
        unsigned long long bytes;
        parse_line(line, &user, &bytes, &op);
        entry_t *e = table_get(t, user);
        if (strcmp(op, "WRITE") == 0) { e->bytes += bytes; e->files++; }
        else if (strcmp(op, "DELETE") == 0) { e->bytes -= bytes; e->files--; }
        if (lineno % 10 == 0)
            fprintf(stderr, "[%s] processed %u lines, %zu users so far\n", argv[1], lineno, t->count);
    }
    fclose(f);
    entry_t **rows = malloc(t->count * sizeof *rows);
    table_sorted(t, rows);
    printf("%-12s %14s %8s\n", "USER", "BYTES", "FILES");
    for (size_t i = 0; i < t->count; i++)
        printf("%-12s %14llu %8u\n", rows[i]->user, rows[i]->bytes, rows[i]->files);
    return 0;
}
EOF

python3 - <<'EOF'
import random
random.seed(11)
users = ["amaru", "bkowalski", "chen.l", "dfarouk", "eriksson", "fnakamura", "gpatel", "hmuller"]
lines = []
for i in range(600):
    ts = f"2024-06-03T{8 + i // 60:02d}:{i % 60:02d}:{random.randint(0, 59):02d}Z"
    op = random.choice(["WRITE", "WRITE", "WRITE", "DELETE", "READ"])
    u = random.choice(users)
    lines.append(f"{ts} {op} {u} {random.randint(100, 5_000_000)} /srv/share/{u}/f{random.randint(1, 999)}.dat")
lines[437] = "2024-06-03T15:17:42Z ROTATE"
open("data/audit-2024-06-03.log", "w").write("\n".join(lines) + "\n")
EOF

bash -c 'make && ./quota-report data/audit-2024-06-03.log; echo "exit status: $?"' 2>&1 | neutral
