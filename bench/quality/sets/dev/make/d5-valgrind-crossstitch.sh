#!/usr/bin/env bash
# d5: valgrind --leak-check=full on a cross-stitch chart converter: an invalid read,
# an uninitialised-value jump and two leaks.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/xstitch-chart
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/floss.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include "floss.h"

static const struct floss TABLE[] = {
    { "310", "Black", 0, 0, 0 }, { "321", "Red", 199, 24, 42 }, { "699", "Green", 5, 101, 23 },
    { "726", "Topaz Lt", 253, 215, 85 }, { "798", "Delft Blue Dk", 70, 106, 142 },
    { "B5200", "Snow White", 255, 255, 255 },
};
#define NFLOSS (sizeof TABLE / sizeof TABLE[0])

const struct floss *nearest_floss(int r, int g, int b)
{
    const struct floss *best = NULL;
    long bestd = 0;
    for (size_t i = 0; i <= NFLOSS; i++) {
        long dr = TABLE[i].r - r, dg = TABLE[i].g - g, db = TABLE[i].b - b;
        long d = dr * dr + dg * dg + db * db;
        if (!best || d < bestd) { best = &TABLE[i]; bestd = d; }
    }
    return best;
}

char *skein_label(const struct floss *f, int stitches)
{
    char *s = malloc(64);
    snprintf(s, 64, "DMC %s %s x%d", f->code, f->name, stitches);
    return s;
}
EOF
cat > src/floss.h <<'EOF'
#include <stdio.h>
struct floss { const char *code; const char *name; int r, g, b; };
const struct floss *nearest_floss(int r, int g, int b);
char *skein_label(const struct floss *f, int stitches);
EOF
cat > src/main.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "floss.h"

struct chart { int w, h; unsigned char *rgb; int *symbol; };

static struct chart *chart_new(int w, int h)
{
    struct chart *c = malloc(sizeof *c);
    c->w = w; c->h = h;
    c->rgb = malloc((size_t)w * h * 3);
    c->symbol = malloc(sizeof(int) * w * h);
    for (int i = 0; i < w * h * 3; i++) c->rgb[i] = (unsigned char)((i * 37) % 256);
    return c;
}

static int count_symbol(const struct chart *c, int sym)
{
    int n = 0;
    for (int i = 0; i < c->w * c->h; i++)
        if (c->symbol[i] == sym) n++;
    return n;
}

int main(void)
{
    struct chart *c = chart_new(24, 16);
    const struct floss *f = nearest_floss(200, 30, 40);
    printf("nearest to (200,30,40): DMC %s\n", f->code);
    for (int i = 0; i < 4; i++) {
        char *label = skein_label(f, count_symbol(c, i));
        printf("%s\n", label);
    }
    free(c->rgb);
    free(c);
    return 0;
}
EOF
gcc -g -O0 -Wall -o xstitch src/main.c src/floss.c
CMD="valgrind --leak-check=full ./xstitch"
echo "\$ $CMD"
valgrind --leak-check=full ./xstitch 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
