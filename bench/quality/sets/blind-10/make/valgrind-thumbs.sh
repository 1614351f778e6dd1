#!/usr/bin/env bash
# valgrind --leak-check=full on a tiny PGM thumbnailer with an off-by-one read and leaks.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pgmthumb
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
      -e 's/^==[0-9]*==/==30412==/'
}
rm -rf "$P"; mkdir -p "$P/src" "$P/samples"; cd "$P"
cat > src/pgm.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct image { int w, h; unsigned char *px; };

static struct image *pgm_make(int w, int h)
{
    struct image *im = malloc(sizeof *im);
    im->w = w; im->h = h;
    im->px = malloc((size_t)w * h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            im->px[y * w + x] = (unsigned char)((x * 7 + y * 13) & 0xff);
    return im;
}

/* box-filter downscale by an integer factor */
static struct image *thumb(const struct image *src, int factor)
{
    struct image *dst = malloc(sizeof *dst);
    dst->w = src->w / factor;
    dst->h = src->h / factor;
    dst->px = malloc((size_t)dst->w * dst->h);
    for (int y = 0; y < dst->h; y++) {
        for (int x = 0; x < dst->w; x++) {
            unsigned sum = 0;
            for (int dy = 0; dy <= factor; dy++)
                for (int dx = 0; dx < factor; dx++)
                    sum += src->px[(y * factor + dy) * src->w + x * factor + dx];
            dst->px[y * dst->w + x] = (unsigned char)(sum / (factor * factor));
        }
    }
    return dst;
}

static char *describe(const struct image *im)
{
    char *s = malloc(48);
    snprintf(s, 48, "%dx%d", im->w, im->h);
    return s;
}

static void image_free(struct image *im)
{
    free(im);
}

int main(int argc, char **argv)
{
    int factor = argc > 1 ? atoi(argv[1]) : 4;
    const int sizes[][2] = { {64, 48}, {120, 80}, {32, 32} };
    for (int i = 0; i < 3; i++) {
        struct image *src = pgm_make(sizes[i][0], sizes[i][1]);
        struct image *t = thumb(src, factor);
        char *a = describe(src), *b = describe(t);
        printf("sample %d: %s -> %s (mean of first px %u)\n", i, a, b, t->px[0]);
        free(a);
        image_free(src);
        image_free(t);
    }
    return 0;
}
EOF
gcc -g -O0 -Wall -o pgmthumb src/pgm.c
{
  echo '$ valgrind --leak-check=full ./pgmthumb 4'
  valgrind --leak-check=full ./pgmthumb 4 2>&1
  echo "exit status: $?"
} | neutral
