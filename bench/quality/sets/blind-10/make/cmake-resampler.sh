#!/usr/bin/env bash
# cmake configure + build + ctest of a small audio resampler library (one failing test).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/hopresample
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/src" "$P/include/hop" "$P/tests" "$P/tools"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(hopresample VERSION 0.7.3 LANGUAGES C)

option(HOP_BUILD_TOOLS "Build the command line tools" ON)
option(HOP_USE_SIMD "Use SSE2 inner loops" OFF)

set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()

include(CheckIncludeFile)
include(CheckSymbolExists)
check_include_file(sndfile.h HAVE_SNDFILE_H)
check_symbol_exists(lrintf math.h HAVE_LRINTF)
find_library(MATH_LIB m)
find_package(Threads)

add_library(hop STATIC src/window.c src/kernel.c src/resample.c)
target_include_directories(hop PUBLIC include)
target_link_libraries(hop PUBLIC ${MATH_LIB})
target_compile_options(hop PRIVATE -Wall -Wextra)

if(HOP_BUILD_TOOLS)
  add_executable(hopctl tools/hopctl.c)
  target_link_libraries(hopctl PRIVATE hop)
endif()

if(NOT HAVE_SNDFILE_H)
  message(STATUS "libsndfile not found: hopctl will only read raw float32 input")
endif()

enable_testing()
foreach(t window kernel ratio)
  add_executable(test_${t} tests/test_${t}.c)
  target_link_libraries(test_${t} PRIVATE hop)
  add_test(NAME ${t} COMMAND test_${t})
endforeach()
set_tests_properties(ratio PROPERTIES TIMEOUT 20)
EOF
cat > include/hop/hop.h <<'EOF'
#ifndef HOP_H
#define HOP_H
#include <stddef.h>
double hop_kaiser(double x, double beta);
double hop_sinc(double x);
void hop_kernel(float *taps, int n, double cutoff, double beta);
size_t hop_resample(const float *in, size_t n_in, float *out, size_t cap, int up, int down);
#endif
EOF
cat > src/window.c <<'EOF'
#include <math.h>
#include "hop/hop.h"

static double bessel_i0(double x)
{
    double sum = 1.0, term = 1.0;
    for (int k = 1; k < 32; k++) {
        term *= (x / (2.0 * k)) * (x / (2.0 * k));
        sum += term;
    }
    return sum;
}

double hop_kaiser(double x, double beta)
{
    if (x < -1.0 || x > 1.0)
        return 0.0;
    return bessel_i0(beta * sqrt(1.0 - x * x)) / bessel_i0(beta);
}
EOF
cat > src/kernel.c <<'EOF'
#include <math.h>
#include "hop/hop.h"

double hop_sinc(double x)
{
    if (fabs(x) < 1e-12)
        return 1.0;
    return sin(M_PI * x) / (M_PI * x);
}

void hop_kernel(float *taps, int n, double cutoff, double beta)
{
    double mid = (n - 1) / 2.0, sum = 0.0;
    for (int i = 0; i < n; i++) {
        double t = i - mid;
        taps[i] = (float)(cutoff * hop_sinc(cutoff * t) * hop_kaiser(t / mid, beta));
        sum += taps[i];
    }
    for (int i = 0; i < n; i++)
        taps[i] /= (float)sum;
}
EOF
cat > src/resample.c <<'EOF'
#include <stdlib.h>
#include "hop/hop.h"

#define TAPS 31

size_t hop_resample(const float *in, size_t n_in, float *out, size_t cap, int up, int down)
{
    float taps[TAPS];
    double cutoff = 1.0 / (up > down ? up : down);
    hop_kernel(taps, TAPS, cutoff, 8.0);
    size_t n_out = n_in * up / down, produced = 0;
    for (size_t o = 0; o < n_out && produced < cap; o++) {
        long center = (long)(o * down / up);
        double acc = 0.0;
        for (int k = 0; k < TAPS; k++) {
            long idx = center + k - TAPS / 2;
            if (idx >= 0 && (size_t)idx < n_in)
                acc += in[idx] * taps[k];
        }
        out[produced++] = (float)acc;
    }
    return produced;
}
EOF
cat > tools/hopctl.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "hop/hop.h"
int main(int argc, char **argv)
{
    if (argc < 3) { fprintf(stderr, "usage: hopctl UP DOWN < in.f32 > out.f32\n"); return 2; }
    int up = atoi(argv[1]), down = atoi(argv[2]);
    static float in[1 << 16], out[1 << 18];
    size_t n = fread(in, sizeof(float), 1 << 16, stdin);
    size_t m = hop_resample(in, n, out, 1 << 18, up, down);
    fwrite(out, sizeof(float), m, stdout);
    return 0;
}
EOF
cat > tests/test_window.c <<'EOF'
#include <stdio.h>
#include <math.h>
#include "hop/hop.h"
int main(void)
{
    int bad = 0;
    if (fabs(hop_kaiser(0.0, 8.0) - 1.0) > 1e-9) { puts("kaiser(0) != 1"); bad++; }
    if (hop_kaiser(1.5, 8.0) != 0.0) { puts("kaiser outside window"); bad++; }
    printf("window: %d failures\n", bad);
    return bad != 0;
}
EOF
cat > tests/test_kernel.c <<'EOF'
#include <stdio.h>
#include <math.h>
#include "hop/hop.h"
int main(void)
{
    float taps[31];
    hop_kernel(taps, 31, 0.5, 8.0);
    double sum = 0;
    for (int i = 0; i < 31; i++) sum += taps[i];
    printf("kernel: dc gain %.6f, center tap %.6f\n", sum, taps[15]);
    return fabs(sum - 1.0) > 1e-5;
}
EOF
cat > tests/test_ratio.c <<'EOF'
#include <stdio.h>
#include <math.h>
#include "hop/hop.h"
int main(void)
{
    static float in[4410], out[4800];
    for (int i = 0; i < 4410; i++) in[i] = (float)sin(2 * M_PI * 440.0 * i / 44100.0);
    size_t n = hop_resample(in, 4410, out, 4800, 160, 147);
    printf("44100 -> 48000: %zu samples out (expected 4800)\n", n);
    float peak = 0;
    for (size_t i = 100; i < n - 100; i++) if (fabsf(out[i]) > peak) peak = fabsf(out[i]);
    printf("peak amplitude after resampling: %.4f (expected > 0.97)\n", peak);
    return !(n == 4800 && peak > 0.97f);
}
EOF
{
  echo '$ cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure'
  bash -c 'cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure' 2>&1
  echo "exit status: $?"
} | neutral
