#!/usr/bin/env bash
# A small key-value journal replayer in C that logs each operation to stderr and then segfaults
# on a lookup of a missing key; the shell reports the signal and the exit status.
NAME=c-segfault; . "$(dirname "$0")/_lib.sh"; setup_project kvreplay
cat > kvreplay.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NBUCKETS 64

typedef struct entry {
    char *key;
    char *value;
    struct entry *next;
} entry;

static entry *table[NBUCKETS];
static unsigned long ops;

static unsigned hash(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h % NBUCKETS;
}

static entry *find(const char *key) {
    for (entry *e = table[hash(key)]; e; e = e->next)
        if (strcmp(e->key, key) == 0) return e;
    return NULL;
}

static void put(const char *key, const char *value) {
    entry *e = find(key);
    if (!e) {
        e = calloc(1, sizeof *e);
        e->key = strdup(key);
        unsigned h = hash(key);
        e->next = table[h];
        table[h] = e;
    } else {
        free(e->value);
    }
    e->value = strdup(value);
}

static void del(const char *key) {
    entry **pp = &table[hash(key)];
    while (*pp) {
        if (strcmp((*pp)->key, key) == 0) {
            entry *dead = *pp;
            *pp = dead->next;
            free(dead->key);
            free(dead->value);
            free(dead);
            return;
        }
        pp = &(*pp)->next;
    }
}

static size_t append(const char *key, const char *suffix) {
    entry *e = find(key);
    size_t len = strlen(e->value) + strlen(suffix) + 1;
    e->value = realloc(e->value, len);
    strcat(e->value, suffix);
    return len - 1;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s JOURNAL\n", argv[0]);
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 1; }
    char line[256], op[16], key[64], val[128];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        val[0] = '\0';
        if (sscanf(line, "%15s %63s %127[^\n]", op, key, val) < 2) continue;
        ops++;
        if (strcmp(op, "PUT") == 0) {
            put(key, val);
            fprintf(stderr, "[%3d] PUT %-18s = %s\n", lineno, key, val);
        } else if (strcmp(op, "DEL") == 0) {
            del(key);
            fprintf(stderr, "[%3d] DEL %s\n", lineno, key);
        } else if (strcmp(op, "APPEND") == 0) {
            size_t n = append(key, val);
            fprintf(stderr, "[%3d] APPEND %-15s -> %zu bytes\n", lineno, key, n);
        } else if (strcmp(op, "GET") == 0) {
            entry *e = find(key);
            fprintf(stderr, "[%3d] GET %-18s -> %s\n", lineno, key, e ? e->value : "(nil)");
        } else {
            fprintf(stderr, "[%3d] unknown op '%s', skipped\n", lineno, op);
        }
    }
    fclose(f);
    fprintf(stderr, "replayed %lu ops\n", ops);
    return 0;
}
EOF
cat > journal.log <<'EOF'
PUT user:1001:name Ada Lovelace
PUT user:1001:email ada@example.org
PUT user:1002:name Grace Hopper
PUT user:1002:email grace@example.org
PUT session:8f2a user:1001
PUT session:91bc user:1002
GET session:8f2a
APPEND user:1001:name  (Countess)
PUT cart:1001 sku-114
APPEND cart:1001 ,sku-220
APPEND cart:1001 ,sku-305
GET cart:1001
PUT user:1003:name Alan Turing
PUT user:1003:email alan@example.org
PUT session:a0d4 user:1003
DEL session:91bc
GET session:91bc
PUT cart:1003 sku-009
TOUCH session:8f2a
APPEND cart:1003 ,sku-114
PUT feature:dark-mode on
PUT feature:beta-search off
GET feature:dark-mode
PUT user:1004:name Katherine Johnson
PUT session:c771 user:1004
PUT cart:1004 sku-512
APPEND cart:1004 ,sku-513
GET user:1003:email
DEL session:a0d4
PUT rate:api:1001 17
PUT rate:api:1002 3
GET rate:api:1001
PUT user:1005:name Margaret Hamilton
PUT session:d93e user:1005
DEL cart:1001
APPEND cart:1001 ,sku-777
PUT user:1004:email kj@example.org
GET user:1004:name
EOF
gcc -g -O0 -Wall -o kvreplay kvreplay.c
capture "./kvreplay journal.log; echo \"exit status: \$?\""
