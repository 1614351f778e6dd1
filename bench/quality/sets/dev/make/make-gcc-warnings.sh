#!/usr/bin/env bash
# Toy C project "mdlite" (markdown to HTML converter, 14 source files) with warnings in several files
# and one error; runs `make -k` with -Wall -Wextra.
# Usage: WORKDIR=<scratch dir> bash make/make-gcc-warnings.sh > outputs/make-gcc-warnings.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/mdlite"
neutral() { sed -e "s#$P#/home/dev/mdlite#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"

cat > Makefile <<'EOF'
CC      ?= gcc
CFLAGS  ?= -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wformat=2 -Iinclude
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
    char  *data;
    size_t len;
    size_t cap;
} buf_t;

typedef enum { BLK_PARA, BLK_HEADING, BLK_CODE, BLK_QUOTE, BLK_LIST, BLK_RULE, BLK_TABLE } blk_kind;

typedef struct block {
    blk_kind kind;
    int level;
    buf_t text;
    struct block *next;
} block_t;

void buf_init(buf_t *b, size_t cap);
void buf_put(buf_t *b, const char *s, size_t n);
void buf_puts(buf_t *b, const char *s);
void buf_printf(buf_t *b, const char *fmt, ...);
void buf_free(buf_t *b);

block_t *parse_blocks(const char *src, size_t len);
void free_blocks(block_t *b);
int  heading_level(const char *line, size_t n);
int  is_rule(const char *line, size_t n);
int  list_marker(const char *line, size_t n, int *ordered);
void render_inline(buf_t *out, const char *s, size_t n);
void escape_html(buf_t *out, const char *s, size_t n);
void render_code(buf_t *out, const block_t *b, const char *lang);
void render_table(buf_t *out, const block_t *b);
void render_html(buf_t *out, const block_t *blocks);
char *slugify(const char *s, size_t n);
int  read_file(const char *path, buf_t *out);
unsigned long hash_str(const char *s);
void toc_add(const char *title, int level);
void toc_render(buf_t *out);
#endif
EOF

cat > src/buf.c <<'EOF'
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "mdlite.h"

void buf_init(buf_t *b, size_t cap) {
    b->data = malloc(cap);
    b->len = 0;
    b->cap = cap;
}

static void grow(buf_t *b, size_t need) {
    if (b->len + need <= b->cap) return;
    while (b->len + need > b->cap) b->cap *= 2;
    b->data = realloc(b->data, b->cap);
}

void buf_put(buf_t *b, const char *s, size_t n) {
    grow(b, n + 1);
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void buf_puts(buf_t *b, const char *s) { buf_put(b, s, strlen(s)); }

void buf_printf(buf_t *b, const char *fmt, ...) {
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0) buf_put(b, tmp, (size_t)n);
}

void buf_free(buf_t *b) { free(b->data); b->data = NULL; b->len = b->cap = 0; }
EOF

cat > src/escape.c <<'EOF'
#include "mdlite.h"

void escape_html(buf_t *out, const char *s, size_t n) {
    for (int i = 0; i < n; i++) {
        switch (s[i]) {
        case '<': buf_puts(out, "&lt;"); break;
        case '>': buf_puts(out, "&gt;"); break;
        case '&': buf_puts(out, "&amp;"); break;
        case '"': buf_puts(out, "&quot;"); break;
        default:  buf_put(out, &s[i], 1);
        }
    }
}
EOF

cat > src/heading.c <<'EOF'
#include "mdlite.h"

int heading_level(const char *line, size_t n) {
    int level = 0;
    while ((size_t)level < n && line[level] == '#') level++;
    if (level == 0 || level > 6) return 0;
    if ((size_t)level < n && line[level] != ' ') return 0;
    return level;
}

int is_rule(const char *line, size_t n) {
    int count = 0;
    char c = 0;
    for (size_t i = 0; i < n; i++) {
        if (line[i] == ' ') continue;
        if (c == 0) c = line[i];
        if (line[i] != c || (c != '-' && c != '*' && c != '_')) return 0;
        count++;
    }
    return count >= 3;
}
EOF

cat > src/list.c <<'EOF'
#include <ctype.h>
#include "mdlite.h"

int list_marker(const char *line, size_t n, int *ordered) {
    size_t i = 0;
    int indent;
    while (i < n && line[i] == ' ') i++;
    if (i + 1 < n && (line[i] == '-' || line[i] == '*' || line[i] == '+') && line[i + 1] == ' ') {
        *ordered = 0;
        return (int)i + 2;
    }
    size_t j = i;
    while (j < n && isdigit((unsigned char)line[j])) j++;
    if (j > i && j + 1 < n && line[j] == '.' && line[j + 1] == ' ') {
        *ordered = 1;
        return (int)j + 2;
    }
    return 0;
}
EOF

cat > src/inline.c <<'EOF'
#include <string.h>
#include "mdlite.h"

static size_t find(const char *s, size_t n, size_t from, const char *tok) {
    size_t tl = strlen(tok);
    for (size_t i = from; i + tl <= n; i++)
        if (memcmp(s + i, tok, tl) == 0) return i;
    return (size_t)-1;
}

void render_inline(buf_t *out, const char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        if (s[i] == '`') {
            size_t end = find(s, n, i + 1, "`");
            if (end != (size_t)-1) {
                buf_puts(out, "<code>");
                escape_html(out, s + i + 1, end - i - 1);
                buf_puts(out, "</code>");
                i = end + 1;
                continue;
            }
        }
        if (i + 1 < n && s[i] == '*' && s[i + 1] == '*') {
            size_t end = find(s, n, i + 2, "**");
            if (end != (size_t)-1) {
                buf_puts(out, "<strong>");
                render_inline(out, s + i + 2, end - i - 2);
                buf_puts(out, "</strong>");
                i = end + 2;
                continue;
            }
        }
        if (s[i] == '[') {
            size_t close = find(s, n, i, "](");
            size_t end = close == (size_t)-1 ? close : find(s, n, close, ")");
            if (end != (size_t)-1) {
                size_t n = end - close - 2;
                buf_puts(out, "<a href=\"");
                escape_html(out, s + close + 2, n);
                buf_puts(out, "\">");
                render_inline(out, s + i + 1, close - i - 1);
                buf_puts(out, "</a>");
                i = end + 1;
                continue;
            }
        }
        escape_html(out, s + i, 1);
        i++;
    }
}
EOF

cat > src/code.c <<'EOF'
#include <string.h>
#include "mdlite.h"

void render_code(buf_t *out, const block_t *b, const char *lang) {
    if (lang && *lang)
        buf_printf(out, "<pre><code class=\"language-%s\">", lang);
    else
        buf_puts(out, "<pre><code>");
    escape_html(out, b->text.data, b->text.len);
    buf_puts(out, "</code></pre>\n");
}
EOF

cat > src/table.c <<'EOF'
#include <string.h>
#include "mdlite.h"

static int count_cells(const char *row, size_t n) {
    int cells = 0;
    for (size_t i = 0; i < n; i++)
        if (row[i] == '|') cells++;
    return cells - 1;
}

void render_table(buf_t *out, const block_t *b) {
    const char *p = b->text.data;
    const char *end = p + b->text.len;
    int row = 0, ncols;
    buf_puts(out, "<table>\n");
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (row == 0) ncols = count_cells(p, len);
        if (row != 1) {
            buf_puts(out, row == 0 ? "<tr><th>" : "<tr><td>");
            render_inline(out, p, len);
            buf_puts(out, row == 0 ? "</th></tr>\n" : "</td></tr>\n");
        }
        row++;
        p = nl ? nl + 1 : end;
    }
    buf_printf(out, "</table><!-- %d columns -->\n", ncols);
}
EOF

cat > src/slug.c <<'EOF'
#include <ctype.h>
#include <stdlib.h>
#include "mdlite.h"

char *slugify(const char *s, size_t n) {
    char *out = malloc(n + 1);
    size_t j = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (isalnum(c)) out[j++] = (char)tolower(c);
        else if ((c == ' ' || c == '-') && j > 0 && out[j - 1] != '-') out[j++] = '-';
    }
    while (j > 0 && out[j - 1] == '-') j--;
    out[j] = '\0';
    return out;
}
EOF

cat > src/toc.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "mdlite.h"

#define TOC_MAX 128

static struct { char *title; int level; } toc[TOC_MAX];
static int toc_len;

void toc_add(const char *title, int level) {
    if (toc_len == TOC_MAX) return;
    toc[toc_len].title = strdup(title);
    toc[toc_len].level = level;
    toc_len++;
}

void toc_render(buf_t *out) {
    buf_puts(out, "<nav class=\"toc\"><ul>\n");
    for (int i = 0; i < toc_len; i++) {
        char *slug = slugify(toc[i].title, strlen(toc[i].title));
        buf_printf(out, "<li class=\"l%d\"><a href=\"#%s\">%s</a></li>\n", toc[i].level, slug, toc[i].title);
        free(slug);
    }
    buf_puts(out, "</ul></nav>\n");
}
EOF

cat > src/hash.c <<'EOF'
#include "mdlite.h"

unsigned long hash_str(const char *s) {
    unsigned long h = 5381;
    int c;
    while ((c = *s++))
        h = ((h << 5) + h) + c;
    return h;
}
EOF

cat > src/fileio.c <<'EOF'
#include <errno.h>
#include <string.h>
#include "mdlite.h"

int read_file(const char *path, buf_t *out) {
    FILE *f = fopen(path, "rb");
    char chunk[4096];
    size_t n;
    if (!f) {
        fprintf(stderr, "mdlite: %s: %s\n", path, strerror(errno));
        return -1;
    }
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        buf_put(out, chunk, n);
    fclose(f);
    return 0;
}
EOF

cat > src/parse.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "mdlite.h"

static block_t *new_block(blk_kind kind, int level) {
    block_t *b = calloc(1, sizeof *b);
    b->kind = kind;
    b->level = level;
    buf_init(&b->text, 64);
    return b;
}

block_t *parse_blocks(const char *src, size_t len) {
    block_t head = {0}, *tail = &head, *cur = NULL;
    const char *p = src, *end = src + len;
    int in_code = 0;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        int level, ordered;
        if (n >= 3 && memcmp(p, "```", 3) == 0) {
            in_code = !in_code;
            if (in_code) { cur = new_block(BLK_CODE, 0); tail = tail->next = cur; }
            else cur = NULL;
        } else if (in_code) {
            buf_put(&cur->text, p, n);
            buf_put(&cur->text, "\n", 1);
        } else if ((level = heading_level(p, n))) {
            cur = new_block(BLK_HEADING, level);
            tail = tail->next = cur;
            buf_put(&cur->text, p + level + 1, n - level - 1);
            cur = NULL;
        } else if (is_rule(p, n)) {
            tail = tail->next = new_block(BLK_RULE, 0);
            cur = NULL;
        } else if (list_marker(p, n, &ordered)) {
            if (!cur || cur->kind != BLK_LIST) { cur = new_block(BLK_LIST, ordered); tail = tail->next = cur; }
            buf_put(&cur->text, p, n);
            buf_put(&cur->text, "\n", 1);
        } else if (n == 0) {
            cur = NULL;
        } else {
            if (!cur) { cur = new_block(n > 0 && p[0] == '|' ? BLK_TABLE : BLK_PARA, 0); tail = tail->next = cur; }
            buf_put(&cur->text, p, n);
            buf_put(&cur->text, "\n", 1);
        }
        p = nl ? nl + 1 : end;
    }
    return head.next;
}

void free_blocks(block_t *b) {
    while (b) {
        block_t *next = b->next;
        buf_free(&b->text);
        free(b);
        b = next;
    }
}
EOF

cat > src/render.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "mdlite.h"

static void render_heading(buf_t *out, const block_t *b) {
    char *slug = slugify(b->text.data, b->text.len);
    buf_printf(out, "<h%d id=\"%s\">", b->level, slug);
    render_inline(out, b->text.data, b->text.len);
    buf_printf(out, "</h%d>\n", b->level);
    toc_add(b->text.data, b->level);
    free(slug);
}

static void render_list(buf_t *out, const block_t *b) {
    const char *tag = b->level ? "ol" : "ul";
    buf_printf(out, "<%s>\n", tag);
    const char *p = b->text.data, *end = p + b->text.len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = (size_t)(nl - p);
        int ordered;
        int skip = list_marker(p, n, &ordered);
        buf_puts(out, "<li>");
        render_inline(out, p + skip, n - skip);
        buf_puts(out, "</li>\n");
        p = nl + 1;
    }
    buf_printf(out, "</%s>\n", tag);
}

void render_html(buf_t *out, const block_t *blocks) {
    for (const block_t *b = blocks; b; b = b->next) {
        switch (b->kind) {
        case BLK_HEADING: render_heading(out, b); break;
        case BLK_LIST:    render_list(out, b); break;
        case BLK_CODE:    render_code(out, b, NULL); break;
        case BLK_TABLE:   render_table(out, b); break;
        case BLK_RULE:    buf_puts(out, "<hr>\n"); break;
        case BLK_PARA:
            buf_puts(out, "<p>");
            render_inline(out, b->text.data, b->text.len);
            buf_puts(out, "</p>\n");
            break;
        }
    }
}
EOF

cat > src/options.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "mdlite.h"

struct options {
    const char *input;
    const char *output;
    int toc;
    int standalone;
    const char *title;
};

int parse_options(int argc, char **argv, struct options *o) {
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--toc") == 0) o->toc = 1;
        else if (strcmp(argv[i], "--standalone") == 0) o->standalone = 1;
        else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) o->output = argv[++i];
        else if (strncmp(argv[i], "--title=", 8) == 0) o->title = argv[i] + 8;
        else if (argv[i][0] == '-') {
            fprintf(stderr, "mdlite: unknown option %s\n", argv[i]);
            return -1;
        } else o->input = argv[i];
    }
    return o->input ? 0 : -1;
}
EOF

cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "mdlite.h"

struct options {
    const char *input;
    const char *output;
    int toc;
    int standalone;
    const char *title;
};
int parse_options(int argc, char **argv, struct options *o);

int main(int argc, char **argv) {
    struct options opt;
    buf_t src, html;
    if (parse_options(argc, argv, &opt) != 0) {
        fprintf(stderr, "usage: mdlite [--toc] [--standalone] [--title=T] [-o out.html] in.md\n");
        return 2;
    }
    buf_init(&src, 4096);
    buf_init(&html, 8192);
    if (read_file(opt.input, &src) != 0) return 1;
    block_t *blocks = parse_blocks(src.data, src.len);
    if (opt.standalone)
        buf_printf(&html, "<!doctype html>\n<title>%s</title>\n", opt.title ? opt.title : opt.input);
    render_html(&html, blocks);
    if (opt.toc) toc_render(&html, opt.toc_depth);
    FILE *out = opt.output ? fopen(opt.output, "w") : stdout;
    fwrite(html.data, 1, html.len, out);
    free_blocks(blocks);
    buf_free(&src);
    buf_free(&html);
    return 0;
}
EOF

make -k 2>&1 | neutral
