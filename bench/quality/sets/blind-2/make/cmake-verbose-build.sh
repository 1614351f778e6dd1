#!/usr/bin/env bash
# cmake configure + make -k VERBOSE=1 of a small raster-image library (~45 C files);
# one filter source has a compile error.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/rasterkit
rm -rf "$P"; mkdir -p "$P/include/rk" "$P/src/core" "$P/src/filters" "$P/src/codecs" "$P/tools"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(rasterkit VERSION 0.9.2 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
add_compile_options(-Wall -Wextra)
include_directories(include)

file(GLOB CORE_SRC src/core/*.c)
file(GLOB FILTER_SRC src/filters/*.c)
file(GLOB CODEC_SRC src/codecs/*.c)

add_library(rk_core STATIC ${CORE_SRC})
add_library(rk_filters STATIC ${FILTER_SRC})
target_link_libraries(rk_filters PUBLIC rk_core m)
add_library(rk_codecs STATIC ${CODEC_SRC})
target_link_libraries(rk_codecs PUBLIC rk_core)

foreach(tool rkconvert rkinfo rkfilter rkdiff rkthumb rkstack rkcrop rkmontage rkhist rkpalette)
  add_executable(${tool} tools/${tool}.c)
  target_link_libraries(${tool} PRIVATE rk_filters rk_codecs)
endforeach()
EOF
cat > include/rk/image.h <<'EOF'
#ifndef RK_IMAGE_H
#define RK_IMAGE_H
#include <stddef.h>
#include <stdint.h>

typedef enum { RK_GRAY8 = 1, RK_RGB8 = 3, RK_RGBA8 = 4 } rk_format;

typedef struct {
    int       width, height;
    rk_format format;
    size_t    stride;
    uint8_t  *pixels;
} rk_image;

typedef struct {
    const char *name;
    int (*apply)(rk_image *img, const float *params, int nparams);
    int nparams;
} rk_filter;

rk_image *rk_image_new(int w, int h, rk_format fmt);
void      rk_image_free(rk_image *img);
uint8_t  *rk_pixel(rk_image *img, int x, int y);
int       rk_clamp(int v, int lo, int hi);
const rk_filter *rk_filter_find(const char *name);
int       rk_decode(const char *path, rk_image **out);
int       rk_encode(const char *path, const rk_image *img);
#endif
EOF
# core
for f in image pixel clamp alloc error log arena histogram colorspace convolve resize rotate crop blend mask palette quantize tile metadata exif icc threadpool; do
cat > src/core/$f.c <<EOF
#include <stdlib.h>
#include <string.h>
#include "rk/image.h"

/* core: $f */
int rk_core_${f}_selftest(void) {
    rk_image *img = rk_image_new(4, 4, RK_RGB8);
    if (!img) return -1;
    memset(img->pixels, 0x7f, img->stride * img->height);
    int ok = img->pixels[0] == 0x7f;
    rk_image_free(img);
    return ok ? 0 : -1;
}
EOF
done
cat >> src/core/image.c <<'EOF'

rk_image *rk_image_new(int w, int h, rk_format fmt) {
    rk_image *img = malloc(sizeof *img);
    if (!img) return NULL;
    img->width = w; img->height = h; img->format = fmt;
    img->stride = (size_t)w * fmt;
    img->pixels = calloc(img->stride, h);
    return img;
}

void rk_image_free(rk_image *img) {
    if (img) free(img->pixels);
    free(img);
}
EOF
cat >> src/core/pixel.c <<'EOF'

uint8_t *rk_pixel(rk_image *img, int x, int y) {
    return img->pixels + (size_t)y * img->stride + (size_t)x * img->format;
}
EOF
cat >> src/core/clamp.c <<'EOF'

int rk_clamp(int v, int lo, int hi) {
    return v < lo ? lo : v > hi ? hi : v;
}
EOF
# filters: one file per filter
for f in brightness contrast gamma invert grayscale sepia threshold posterize blur_box blur_gauss blur_motion median sharpen unsharp emboss edge_sobel edge_laplace edge_canny vignette saturation hue_shift dither dither_bayer levels curves exposure white_balance denoise pixelate oil_paint halftone chromatic glow channel_mix solarize tint; do
cat > src/filters/$f.c <<EOF
#include <math.h>
#include "rk/image.h"

static int apply_$f(rk_image *img, const float *params, int nparams) {
    float amount = nparams > 0 ? params[0] : 1.0f;
    for (int y = 0; y < img->height; y++) {
        for (int x = 0; x < img->width; x++) {
            uint8_t *p = rk_pixel(img, x, y);
            for (int c = 0; c < (int)img->format; c++) {
                float v = p[c] * amount;
                p[c] = (uint8_t)rk_clamp((int)lroundf(v), 0, 255);
            }
        }
    }
    return 0;
}

const rk_filter rk_filter_$f = { "$f", apply_$f, 1 };
EOF
done
cat > src/filters/sharpen.c <<'EOF'
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "rk/image.h"

/* 3x3 sharpen kernel; params[0] = strength (default 1.0) */
static const int KERNEL[3][3] = { {0, -1, 0}, {-1, 5, -1}, {0, -1, 0} };

static int apply_sharpen(rk_image *img, const float *params, int nparams) {
    float strength = nparams > 0 ? params[0] : 1.0f;
    rk_image *src = rk_image_new(img->width, img->height, img->format);
    if (!src) return -1;
    memcpy(src->pixels, img->pixels, img->stride * img->height);
    for (int y = 1; y < img->height - 1; y++) {
        for (int x = 1; x < img->width - 1; x++) {
            for (int c = 0; c < img->format; c++) {
                int acc = 0;
                for (int ky = -1; ky <= 1; ky++)
                    for (int kx = -1; kx <= 1; kx++)
                        acc += KERNEL[ky + 1][kx + 1] * rk_pixel(src, x + kx, y + ky)[c];
                uint8_t orig = rk_pixel(src, x, y)[c];
                float v = orig + strength * (acc - orig);
                rk_pixel(img, x, y)[c] = (uint8_t)rk_clamp((int)lroundf(v), 0, 255);
            }
        }
    }
    rk_image_free(src);
    return 0;
}

const rk_filter rk_filter_sharpen = { "sharpen", apply_sharpen, 1, .flags = RK_FILTER_NEEDS_COPY };
EOF
cat > src/filters/registry.c <<'EOF'
#include <string.h>
#include "rk/image.h"

extern const rk_filter rk_filter_brightness, rk_filter_contrast, rk_filter_gamma, rk_filter_invert,
    rk_filter_sharpen, rk_filter_blur_box, rk_filter_blur_gauss, rk_filter_median;

static const rk_filter *ALL[] = {
    &rk_filter_brightness, &rk_filter_contrast, &rk_filter_gamma, &rk_filter_invert,
    &rk_filter_sharpen, &rk_filter_blur_box, &rk_filter_blur_gauss, &rk_filter_median,
};

const rk_filter *rk_filter_find(const char *name) {
    for (size_t i = 0; i < sizeof ALL / sizeof ALL[0]; i++)
        if (strcmp(ALL[i]->name, name) == 0) return ALL[i];
    return NULL;
}
EOF
# codecs
for f in ppm pgm pbm bmp tga qoi farbfeld raw pcx sgi xbm xpm ico; do
cat > src/codecs/$f.c <<EOF
#include <stdio.h>
#include "rk/image.h"

int rk_codec_${f}_probe(const unsigned char *hdr, size_t n) {
    return n >= 2 && hdr[0] != 0;
}
EOF
done
cat > src/codecs/dispatch.c <<'EOF'
#include <stdio.h>
#include <string.h>
#include "rk/image.h"

int rk_decode(const char *path, rk_image **out) {
    FILE *fp = fopen(path, "rb");
    if (!fp) return -1;
    int w, h, maxval;
    if (fscanf(fp, "P6 %d %d %d", &w, &h, &maxval) != 3) { fclose(fp); return -2; }
    fgetc(fp);
    *out = rk_image_new(w, h, RK_RGB8);
    size_t n = fread((*out)->pixels, 1, (*out)->stride * h, fp);
    fclose(fp);
    return n == (*out)->stride * h ? 0 : -3;
}

int rk_encode(const char *path, const rk_image *img) {
    FILE *fp = fopen(path, "wb");
    if (!fp) return -1;
    fprintf(fp, "P6 %d %d 255\n", img->width, img->height);
    fwrite(img->pixels, 1, img->stride * img->height, fp);
    return fclose(fp);
}
EOF
for t in rkconvert rkinfo rkfilter rkdiff rkthumb rkstack rkcrop rkmontage rkhist rkpalette; do
cat > tools/$t.c <<EOF
#include <stdio.h>
#include "rk/image.h"

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: $t IMAGE\\n"); return 2; }
    rk_image *img;
    if (rk_decode(argv[1], &img)) { fprintf(stderr, "$t: cannot read %s\\n", argv[1]); return 1; }
    printf("%s: %dx%d\\n", argv[1], img->width, img->height);
    rk_image_free(img);
    return 0;
}
EOF
done
{
  echo '$ cmake -S . -B build && make -C build -k VERBOSE=1'
  cmake -S . -B build && make -C build -k VERBOSE=1
  echo "exit status: $?"
} 2>&1 | neutralize > "$OUTDIR/cmake-verbose-build.txt"
