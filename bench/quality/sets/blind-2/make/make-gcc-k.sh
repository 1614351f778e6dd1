#!/usr/bin/env bash
# make -k over a small C key-value store: warnings in several files, one compile error.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/kvlite
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > Makefile <<'EOF'
CC      = gcc
CFLAGS  = -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wformat=2 -Iinclude -D_POSIX_C_SOURCE=200809L
LDFLAGS =
SRCS    = $(wildcard src/*.c)
OBJS    = $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/kvlite

build:
	mkdir -p build

build/%.o: src/%.c include/kv.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build/kvlite: $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $^

clean:
	rm -rf build
.PHONY: all clean
EOF
cat > include/kv.h <<'EOF'
#ifndef KV_H
#define KV_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct arena {
    char  *base;
    size_t used, cap;
} arena_t;

typedef struct entry {
    char          *key;
    char          *val;
    uint32_t       hash;
    struct entry  *next;
} entry_t;

typedef struct table {
    entry_t **slots;
    size_t    nslots;
    size_t    count;
    arena_t   arena;
} table_t;

typedef struct wal {
    FILE     *fp;
    uint64_t  seq;
    int       fsync_every;
} wal_t;

/* arena.c */
void  arena_init(arena_t *a, size_t cap);
void *arena_alloc(arena_t *a, size_t n);
char *arena_strdup(arena_t *a, const char *s);
/* hash.c */
uint32_t fnv1a(const char *s);
/* crc32.c */
uint32_t crc32(const void *buf, size_t len);
/* table.c */
void        table_init(table_t *t, size_t nslots);
int         table_put(table_t *t, const char *k, const char *v);
const char *table_get(const table_t *t, const char *k);
int         table_del(table_t *t, const char *k);
/* wal.c */
int  wal_open(wal_t *w, const char *path);
int  wal_append(wal_t *w, char op, const char *k, const char *v);
int  wal_replay(wal_t *w, table_t *t);
void wal_close(wal_t *w);
/* parse.c */
typedef enum { CMD_GET, CMD_PUT, CMD_DEL, CMD_STATS, CMD_QUIT, CMD_BAD } cmd_kind;
typedef struct { cmd_kind kind; char *key; char *val; } cmd_t;
int parse_line(char *line, cmd_t *out);
/* stats.c */
void stats_print(const table_t *t, FILE *out);
/* util.c */
char  *trim(char *s);
int    parse_size(const char *s, size_t *out);
void   die(const char *fmt, ...);
/* lru.c */
typedef struct lru lru_t;
lru_t *lru_new(size_t cap);
void   lru_touch(lru_t *l, const char *key);
/* bloom.c */
typedef struct { uint8_t *bits; size_t nbits; int k; } bloom_t;
void bloom_init(bloom_t *b, size_t nbits, int k);
void bloom_add(bloom_t *b, const char *key);
int  bloom_maybe(const bloom_t *b, const char *key);
#endif
EOF
cat > src/arena.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "kv.h"

void arena_init(arena_t *a, size_t cap) {
    a->base = malloc(cap);
    a->used = 0;
    a->cap = cap;
}

void *arena_alloc(arena_t *a, size_t n) {
    n = (n + 7) & ~(size_t)7;
    if (a->used + n > a->cap) return NULL;
    void *p = a->base + a->used;
    a->used += n;
    return p;
}

char *arena_strdup(arena_t *a, const char *s) {
    size_t n = strlen(s) + 1;
    char *p = arena_alloc(a, n);
    if (p) memcpy(p, s, n);
    return p;
}
EOF
cat > src/hash.c <<'EOF'
#include "kv.h"

uint32_t fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}
EOF
cat > src/crc32.c <<'EOF'
#include "kv.h"

static uint32_t table[256];
static int ready;

static void build(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    ready = 1;
}

uint32_t crc32(const void *buf, size_t len) {
    const unsigned char *p = buf;
    uint32_t c = 0xFFFFFFFFu;
    if (!ready) build();
    for (int i = 0; i < len; i++)
        c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}
EOF
cat > src/table.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "kv.h"

void table_init(table_t *t, size_t nslots) {
    t->slots = calloc(nslots, sizeof *t->slots);
    t->nslots = nslots;
    t->count = 0;
    arena_init(&t->arena, 1 << 20);
}

static entry_t *find(const table_t *t, const char *k, uint32_t h) {
    for (entry_t *e = t->slots[h % t->nslots]; e; e = e->next)
        if (e->hash == h && strcmp(e->key, k) == 0) return e;
    return NULL;
}

int table_put(table_t *t, const char *k, const char *v) {
    uint32_t h = fnv1a(k);
    entry_t *e = find(t, k, h);
    if (e) {
        e->val = arena_strdup(&t->arena, v);
        return 0;
    }
    e = arena_alloc(&t->arena, sizeof *e);
    if (!e) return -1;
    e->key = arena_strdup(&t->arena, k);
    e->val = arena_strdup(&t->arena, v);
    e->hash = h;
    e->next = t->slots[h % t->nslots];
    t->slots[h % t->nslots] = e;
    t->count++;
    return 1;
}

const char *table_get(const table_t *t, const char *k) {
    entry_t *e = find(t, k, fnv1a(k));
    return e ? e->val : NULL;
}

int table_del(table_t *t, const char *k) {
    uint32_t h = fnv1a(k);
    entry_t **pp = &t->slots[h % t->nslots];
    for (entry_t *e = *pp; e; pp = &e->next, e = e->next) {
        if (e->hash == h && strcmp(e->key, k) == 0) {
            *pp = e->next;
            t->count--;
            return 1;
        }
    }
    return 0;
}
EOF
cat > src/wal.c <<'EOF'
#include <string.h>
#include <unistd.h>
#include "kv.h"

int wal_open(wal_t *w, const char *path) {
    w->fp = fopen(path, "a+");
    w->seq = 0;
    w->fsync_every = 64;
    return w->fp ? 0 : -1;
}

int wal_append(wal_t *w, char op, const char *k, const char *v) {
    char line[4096];
    int n = snprintf(line, sizeof line, "%c\t%s\t%s", op, k, v ? v : "");
    uint32_t crc = crc32(line, n);
    if (fprintf(w->fp, "%08x\t%s\n", crc, line) < 0) return -1;
    if (++w->seq % w->fsync_every == 0) {
        fflush(w->fp);
        fsync(fileno(w->fp));
    }
    return 0;
}

int wal_replay(wal_t *w, table_t *t) {
    char buf[4200];
    size_t applied = 0;
    rewind(w->fp);
    while (fgets(buf, sizeof buf, w->fp)) {
        unsigned crc;
        char op, key[1024], val[2048];
        if (sscanf(buf, "%x\t%c\t%1023[^\t]\t%2047[^\n]", &crc, &op, key, val) < 3) continue;
        switch (op) {
        case 'P':
            table_put(t, key, val);
            applied++;
        case 'D':
            table_del(t, key);
            applied++;
            break;
        default:
            break;
        }
    }
    w->replayed = applied;
    return (int)applied;
}

void wal_close(wal_t *w) {
    if (w->fp) fclose(w->fp);
    w->fp = NULL;
}
EOF
cat > src/parse.c <<'EOF'
#include <string.h>
#include <strings.h>
#include "kv.h"

int parse_line(char *line, cmd_t *out) {
    char *save = NULL;
    char *verb = strtok_r(line, " \t\r\n", &save);
    out->key = out->val = NULL;
    if (!verb) { out->kind = CMD_BAD; return -1; }
    if (!strcasecmp(verb, "get")) out->kind = CMD_GET;
    else if (!strcasecmp(verb, "put")) out->kind = CMD_PUT;
    else if (!strcasecmp(verb, "del")) out->kind = CMD_DEL;
    else if (!strcasecmp(verb, "stats")) { out->kind = CMD_STATS; return 0; }
    else if (!strcasecmp(verb, "quit")) { out->kind = CMD_QUIT; return 0; }
    else { out->kind = CMD_BAD; return -1; }
    out->key = strtok_r(NULL, " \t\r\n", &save);
    if (out->kind == CMD_PUT) out->val = strtok_r(NULL, "\r\n", &save);
    return out->key ? 0 : -1;
}
EOF
cat > src/stats.c <<'EOF'
#include "kv.h"

void stats_print(const table_t *t, FILE *out) {
    size_t used = 0, longest = 0;
    for (size_t i = 0; i < t->nslots; i++) {
        size_t len = 0;
        for (entry_t *e = t->slots[i]; e; e = e->next) len++;
        if (len) used++;
        if (len > longest) longest = len;
    }
    double load = (double)t->count / t->nslots;
    fprintf(out, "keys=%d slots=%zu used=%zu longest_chain=%zu load=%.2f arena=%zu/%zu\n",
            t->count, t->nslots, used, longest, load, t->arena.used, t->arena.cap);
}
EOF
cat > src/util.c <<'EOF'
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "kv.h"

char *trim(char *s) {
    while (isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
    return s;
}

int parse_size(const char *s, size_t *out) {
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    int shift = 0;
    switch (*end) {
    case 'k': case 'K': shift = 10; break;
    case 'm': case 'M': shift = 20; break;
    case 'g': case 'G': shift = 30; break;
    case 0: break;
    default: return -1;
    }
    *out = (size_t)(v << shift);
    return 0;
}

void die(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    exit(1);
}
EOF
cat > src/lru.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "kv.h"

struct lru {
    char  **keys;
    size_t  cap, len;
};

lru_t *lru_new(size_t cap) {
    lru_t *l = malloc(sizeof *l);
    l->keys = calloc(cap, sizeof *l->keys);
    l->cap = cap;
    l->len = 0;
    return l;
}

void lru_touch(lru_t *l, const char *key) {
    size_t i;
    for (i = 0; i < l->len; i++)
        if (strcmp(l->keys[i], key) == 0) break;
    char *k = i < l->len ? l->keys[i] : strdup(key);
    if (i == l->len) {
        if (l->len == l->cap) free(l->keys[--l->len]);
        i = l->len++;
    }
    memmove(l->keys + 1, l->keys, i * sizeof *l->keys);
    l->keys[0] = k;
}
EOF
cat > src/bloom.c <<'EOF'
#include <stdlib.h>
#include "kv.h"

void bloom_init(bloom_t *b, size_t nbits, int k) {
    b->bits = calloc((nbits + 7) / 8, 1);
    b->nbits = nbits;
    b->k = k;
}

static uint32_t h2(const char *s) {
    uint32_t h = 5381;
    int c;
    while ((c = *s++)) h = h * 33 + c;
    return h;
}

void bloom_add(bloom_t *b, const char *key) {
    uint32_t a = fnv1a(key), c = h2(key);
    for (int i = 0; i < b->k; i++) {
        size_t bit = (a + i * c) % b->nbits;
        b->bits[bit / 8] |= 1 << (bit % 8);
    }
}

int bloom_maybe(const bloom_t *b, const char *key) {
    uint32_t a = fnv1a(key), c = h2(key);
    int k = b->k;
    for (int i = 0; i < k; i++) {
        size_t bit = (a + i * c) % b->nbits;
        if (!(b->bits[bit / 8] & (1 << (bit % 8)))) return 0;
    }
    return 1;
}
EOF
cat > src/main.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "kv.h"

static void usage(const char *argv0) {
    fprintf(stderr, "usage: %s [-s slots] [-w wal]\n", argv0);
}

int main(int argc, char **argv) {
    size_t slots = 1024;
    const char *walpath = "kv.wal";
    int verbose = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-s") && i + 1 < argc) {
            if (parse_size(argv[++i], &slots)) die("bad slot count %s\n", argv[i]);
        } else if (!strcmp(argv[i], "-w") && i + 1 < argc) {
            walpath = argv[++i];
        } else {
            usage(argv[0]);
            return 2;
        }
    }
    table_t t;
    wal_t w;
    table_init(&t, slots);
    if (wal_open(&w, walpath)) die("cannot open wal %s\n", walpath);
    int n = wal_replay(&w, &t);
    fprintf(stderr, "replayed %d records\n", n);
    char line[4096];
    while (fgets(line, sizeof line, stdin)) {
        cmd_t c;
        if (parse_line(line, &c)) { puts("ERR syntax"); continue; }
        switch (c.kind) {
        case CMD_GET: { const char *v = table_get(&t, c.key); puts(v ? v : "(nil)"); break; }
        case CMD_PUT: table_put(&t, c.key, c.val); wal_append(&w, 'P', c.key, c.val); puts("OK"); break;
        case CMD_DEL: printf("%d\n", table_del(&t, c.key)); wal_append(&w, 'D', c.key, NULL); break;
        case CMD_STATS: stats_print(&t, stdout); break;
        case CMD_QUIT: wal_close(&w); return 0;
        default: puts("ERR"); break;
        }
    }
    wal_close(&w);
    return 0;
}
EOF
{ make -k; echo "make exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/make-gcc-k.txt"
