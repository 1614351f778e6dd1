#!/usr/bin/env bash
# Tiny markdown-to-HTML converter in C (12 sources); `make -k` with -Wall -Wextra warnings and one compile error.
set -u
NAME=make-k-mdlite-gcc; PROJ=mdlite
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p src include
cat > Makefile <<'EOF'
CC      ?= gcc
CFLAGS  ?= -std=c11 -O2 -g -Wall -Wextra -Wshadow -Iinclude
SRCS    := $(sort $(wildcard src/*.c))
OBJS    := $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/mdlite

build/mdlite: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^

build/%.o: src/%.c include/mdlite.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build

.PHONY: all clean
EOF
cat > include/mdlite.h <<'EOF'
#ifndef MDLITE_H
#define MDLITE_H
#include <stddef.h>
#include <stdio.h>

typedef struct {
    char *data;
    size_t len, cap;
} strbuf;

typedef enum { BLK_PARA, BLK_HEADING, BLK_LIST, BLK_CODE, BLK_QUOTE, BLK_RULE } block_kind;

typedef struct block {
    block_kind kind;
    int level;
    strbuf text;
    struct block *next;
} block;

void sb_init(strbuf *sb);
void sb_append(strbuf *sb, const char *s, size_t n);
void sb_puts(strbuf *sb, const char *s);
void sb_free(strbuf *sb);

char *read_all(FILE *fp, size_t *out_len);
block *parse_blocks(const char *text, size_t len);
void free_blocks(block *b);
void render_inline(strbuf *out, const char *s, size_t n);
void render_html(FILE *out, const block *b);
void escape_html(strbuf *out, const char *s, size_t n);
int is_rule(const char *line, size_t n);
int heading_level(const char *line, size_t n);
size_t slugify(char *dst, size_t cap, const char *src, size_t n);
void toc_write(FILE *out, const block *b, int max_level);
int parse_args(int argc, char **argv, int *toc, int *max_level, const char **path);
#endif
EOF
cat > src/strbuf.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "mdlite.h"

void sb_init(strbuf *sb) { sb->data = NULL; sb->len = sb->cap = 0; }

void sb_append(strbuf *sb, const char *s, size_t n) {
    if (sb->len + n + 1 > sb->cap) {
        size_t cap = sb->cap ? sb->cap * 2 : 64;
        while (cap < sb->len + n + 1) cap *= 2;
        sb->data = realloc(sb->data, cap);
        sb->cap = cap;
    }
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
}

void sb_puts(strbuf *sb, const char *s) { sb_append(sb, s, strlen(s)); }

void sb_free(strbuf *sb) { free(sb->data); sb_init(sb); }
EOF
cat > src/readfile.c <<'EOF'
#include <stdlib.h>
#include "mdlite.h"

char *read_all(FILE *fp, size_t *out_len) {
    strbuf sb;
    char chunk[4096];
    size_t n;
    sb_init(&sb);
    while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0)
        sb_append(&sb, chunk, n);
    if (!sb.data) sb_append(&sb, "", 0);
    *out_len = sb.len;
    return sb.data;
}
EOF
cat > src/escape.c <<'EOF'
#include "mdlite.h"

void escape_html(strbuf *out, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '<': sb_puts(out, "&lt;"); break;
        case '>': sb_puts(out, "&gt;"); break;
        case '&': sb_puts(out, "&amp;"); break;
        case '"': sb_puts(out, "&quot;");
        default: sb_append(out, &s[i], 1);
        }
    }
}
EOF
cat > src/rules.c <<'EOF'
#include "mdlite.h"

int is_rule(const char *line, size_t n) {
    int count = 0;
    char mark = 0;
    for (int i = 0; i < n; i++) {
        char c = line[i];
        if (c == ' ') continue;
        if (c != '-' && c != '*' && c != '_') return 0;
        if (mark && c != mark) return 0;
        mark = c;
        count++;
    }
    return count >= 3;
}

int heading_level(const char *line, size_t n) {
    int level = 0;
    while ((size_t)level < n && line[level] == '#') level++;
    if (level == 0 || level > 6) return 0;
    if ((size_t)level < n && line[level] != ' ') return 0;
    return level;
}
EOF
cat > src/blocks.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "mdlite.h"

static block *new_block(block_kind kind, int level) {
    block *b = calloc(1, sizeof *b);
    b->kind = kind;
    b->level = level;
    sb_init(&b->text);
    return b;
}

block *parse_blocks(const char *text, size_t len) {
    block head = {0}, *tail = &head, *cur = NULL;
    size_t pos = 0;
    int in_code = 0;
    while (pos < len) {
        const char *line = text + pos;
        const char *nl = memchr(line, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - line) : len - pos;
        pos += n + 1;
        if (n >= 3 && strncmp(line, "```", 3) == 0) {
            in_code = !in_code;
            if (in_code) { cur = new_block(BLK_CODE, 0); tail->next = cur; tail = cur; }
            else cur = NULL;
            continue;
        }
        if (in_code) { sb_append(&cur->text, line, n); sb_append(&cur->text, "\n", 1); continue; }
        if (n == 0) { cur = NULL; continue; }
        int level = heading_level(line, n);
        if (level) {
            block *h = new_block(BLK_HEADING, level);
            sb_append(&h->text, line + level + 1, n - level - 1);
            tail->next = h; tail = h; cur = NULL;
            continue;
        }
        if (is_rule(line, n)) { block *r = new_block(BLK_RULE, 0); tail->next = r; tail = r; cur = NULL; continue; }
        block_kind kind = (line[0] == '-' && n > 1 && line[1] == ' ') ? BLK_LIST : (line[0] == '>' ? BLK_QUOTE : BLK_PARA);
        if (!cur || cur->kind != kind) { cur = new_block(kind, 0); tail->next = cur; tail = cur; }
        else sb_append(&cur->text, "\n", 1);
        size_t skip = kind == BLK_PARA ? 0 : 2;
        if (skip > n) skip = n;
        sb_append(&cur->text, line + skip, n - skip);
    }
    return head.next;
}

void free_blocks(block *b) {
    while (b) { block *next = b->next; sb_free(&b->text); free(b); b = next; }
}
EOF
cat > src/inline.c <<'EOF'
#include <string.h>
#include "mdlite.h"

static size_t find_close(const char *s, size_t n, size_t from, const char *tok) {
    size_t tl = strlen(tok);
    for (size_t i = from; i + tl <= n; i++)
        if (memcmp(s + i, tok, tl) == 0) return i;
    return (size_t)-1;
}

void render_inline(strbuf *out, const char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        if (s[i] == '`') {
            size_t end = find_close(s, n, i + 1, "`");
            if (end != (size_t)-1) {
                sb_puts(out, "<code>"); escape_html(out, s + i + 1, end - i - 1); sb_puts(out, "</code>");
                i = end + 1; continue;
            }
        }
        if (i + 1 < n && s[i] == '*' && s[i + 1] == '*') {
            size_t end = find_close(s, n, i + 2, "**");
            if (end != (size_t)-1) {
                sb_puts(out, "<strong>"); render_inline(out, s + i + 2, end - i - 2); sb_puts(out, "</strong>");
                i = end + 2; continue;
            }
        }
        if (s[i] == '[') {
            size_t close = find_close(s, n, i + 1, "](");
            size_t paren = close == (size_t)-1 ? close : find_close(s, n, close + 2, ")");
            if (paren != (size_t)-1) {
                sb_puts(out, "<a href=\""); escape_html(out, s + close + 2, paren - close - 2); sb_puts(out, "\">");
                render_inline(out, s + i + 1, close - i - 1); sb_puts(out, "</a>");
                i = paren + 1; continue;
            }
        }
        escape_html(out, s + i, 1);
        i++;
    }
}
EOF
cat > src/slug.c <<'EOF'
#include <ctype.h>
#include "mdlite.h"

size_t slugify(char *dst, size_t cap, const char *src, size_t n) {
    size_t len = 0;
    int dash = 0;
    for (size_t i = 0; i < n && len + 1 < cap; i++) {
        unsigned char c = (unsigned char)src[i];
        if (isalnum(c)) {
            if (dash && len) dst[len++] = '-';
            dst[len++] = (char)tolower(c);
            dash = 0;
        } else {
            dash = 1;
        }
    }
    dst[len] = '\0';
    return len;
}
EOF
cat > src/html.c <<'EOF'
#include "mdlite.h"

static const char *tag_for(block_kind k) {
    switch (k) {
    case BLK_PARA: return "p";
    case BLK_LIST: return "ul";
    case BLK_QUOTE: return "blockquote";
    case BLK_CODE: return "pre";
    case BLK_HEADING: return "h";
    }
    return "div";
}

void render_html(FILE *out, const block *b) {
    char slug[128];
    for (; b; b = b->next) {
        strbuf sb;
        sb_init(&sb);
        if (b->kind == BLK_RULE) { fputs("<hr>\n", out); continue; }
        if (b->kind == BLK_CODE) {
            escape_html(&sb, b->text.data, b->text.len);
            fprintf(out, "<pre><code>%s</code></pre>\n", sb.data ? sb.data : "");
        } else if (b->kind == BLK_HEADING) {
            slugify(slug, sizeof slug, b->text.data, b->text.len);
            render_inline(&sb, b->text.data, b->text.len);
            fprintf(out, "<h%d id=\"%s\">%s</h%d>\n", b->level, slug, sb.data, b->level);
        } else {
            render_inline(&sb, b->text.data, b->text.len);
            fprintf(out, "<%s>%s</%s>\n", tag_for(b->kind), sb.data, tag_for(b->kind));
        }
        sb_free(&sb);
    }
}
EOF
cat > src/toc.c <<'EOF'
#include "mdlite.h"

void toc_write(FILE *out, const block *b, int max_level) {
    char slug[128];
    int open = 0;
    for (const block *h = b; h; h = h->next) {
        if (h->kind != BLK_HEADING || h->level > max_level) continue;
        if (!open) { fputs("<nav class=\"toc\"><ul>\n", out); open = 1; }
        size_t n = slugify(slug, sizeof slug, h->text.data, h->text.len);
        fprintf(out, "<li class=\"l%d\"><a href=\"#%s\">%.*s</a></li>\n", h->level, slug, h->text.len, h->text.data);
    }
    if (open) fputs("</ul></nav>\n", out);
}
EOF
cat > src/args.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "mdlite.h"

int parse_args(int argc, char **argv, int *toc, int *max_level, const char **path) {
    *toc = 0;
    *max_level = 3;
    *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--toc") == 0) *toc = 1;
        else if (strncmp(argv[i], "--toc-depth=", 12) == 0) *max_level = atoi(argv[i] + 12);
        else if (argv[i][0] == '-' && argv[i][1]) return -1;
        else *path = argv[i];
    }
    return 0;
}
EOF
cat > src/stats.c <<'EOF'
#include "mdlite.h"

typedef struct { unsigned paragraphs, headings, lists, code, words; } doc_stats;

doc_stats count_blocks(const block *b) {
    doc_stats st = {0};
    for (; b; b = b->next) {
        switch (b->kind) {
        case BLK_PARA: st.paragraphs++; break;
        case BLK_HEADING: st.headings++; break;
        case BLK_LIST: st.lists++; break;
        case BLK_CODE: st.code++; break;
        default: break;
        }
        int in_word = 0;
        for (size_t i = 0; i < b->text.len; i++) {
            int space = b->text.data[i] == ' ' || b->text.data[i] == '\n';
            if (!space && !in_word) st.words++;
            in_word = !space;
        }
    }
    return st;
}

void print_stats(FILE *out, const block *b) {
    doc_stats st = count_blocks(b);
    fprintf(out, "<!-- %u paragraphs, %u headings, %u lists, %u code blocks, %u words -->\n",
            st.paragraphs, st.headings, st.lists, st.code, st.words);
}
EOF
cat > src/frontmatter.c <<'EOF'
#include <string.h>
#include "mdlite.h"

typedef struct { char title[96]; char date[16]; int draft; } front_matter;

const char *skip_front_matter(const char *text, size_t len, front_matter *fm) {
    memset(fm, 0, sizeof *fm);
    if (len < 4 || strncmp(text, "---\n", 4) != 0) return text;
    const char *end = strstr(text + 4, "\n---\n");
    if (!end) return text;
    for (const char *line = text + 4; line < end;) {
        const char *nl = strchr(line, '\n');
        size_t n = nl - line;
        if (n > 7 && strncmp(line, "title: ", 7) == 0) {
            size_t len = n - 7 < sizeof fm->title - 1 ? n - 7 : sizeof fm->title - 1;
            memcpy(fm->title, line + 7, len);
        } else if (strncmp(line, "draft: true", 11) == 0) {
            fm->draft = 1;
        } else if (strncmp(line, "date: ", 6) == 0) {
            strncpy(fm->date, line + 6, n - 6);
        }
        line = nl + 1;
    }
    return end + 5;
}

int front_matter_is_draft(const front_matter *fm) { return fm->draft; }
EOF
cat > src/main.c <<'EOF'
#include <stdlib.h>
#include "mdlite.h"

int main(int argc, char **argv) {
    int toc, max_level;
    const char *path;
    if (parse_args(argc, argv, &toc, &max_level, &path) != 0) {
        fprintf(stderr, "usage: %s [--toc] [--toc-depth=N] [file.md]\n", argv[0]);
        return 2;
    }
    FILE *in = path ? fopen(path, "rb") : stdin;
    if (!in) { perror(path); return 1; }
    size_t len;
    char *text = read_all(in, &len);
    block *blocks = parse_blocks(text, len);
    if (toc) toc_write(stdout, blocks, max_level);
    render_html(stdout, blocks, toc);
    free_blocks(blocks);
    free(text);
    return 0;
}
EOF
( make -k 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
