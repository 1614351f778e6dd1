#!/usr/bin/env bash
# Configure, verbose parallel build and ctest of a seismograph-station processing library (C++, ~200 generated units): succeeds with one warning.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/cmake-seismo-build-ctest.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/seismo-pipe
rm -rf "$P"; mkdir -p "$P/include/seismo" "$P/src" "$P/tests"; cd "$P"
cat > include/seismo/trace.hpp <<'X'
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace seismo {

struct Trace {
    std::string network, station, channel;   // e.g. "GE", "WLF", "HHZ"
    double sample_rate_hz = 100.0;
    std::int64_t start_ns = 0;
    std::vector<double> samples;
};

[[deprecated("use detrend_linear(), the mean-only version leaves a tilt in long traces")]]
void detrend_mean(Trace& t);
void detrend_linear(Trace& t);

}  // namespace seismo
X
cat > src/detrend.cpp <<'X'
#include "seismo/trace.hpp"
#include <numeric>

namespace seismo {

void detrend_mean(Trace& t) {
    if (t.samples.empty()) return;
    double m = std::accumulate(t.samples.begin(), t.samples.end(), 0.0) / t.samples.size();
    for (auto& s : t.samples) s -= m;
}

void detrend_linear(Trace& t) {
    const std::size_t n = t.samples.size();
    if (n < 2) return;
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sx += i; sy += t.samples[i]; sxx += double(i) * i; sxy += i * t.samples[i];
    }
    double b = (n * sxy - sx * sy) / (n * sxx - sx * sx);
    double a = (sy - b * sx) / n;
    for (std::size_t i = 0; i < n; ++i) t.samples[i] -= a + b * i;
}

}  // namespace seismo
X
STAGES="decimate bandpass highpass lowpass taper despike gapfill resample rotate_ne rotate_rt instrument_response sta_lta picker_p picker_s magnitude_ml magnitude_mw envelope spectrum polarisation coda_q hvsr noise_psd clip_detect timing_check"
VARIANTS="f32 f64 i32 i16 block stream mseed sac segy gse2 css sds seedlink fdsn earthworm ringbuf mmap chunked simd scalar"
SRC_LIST="src/detrend.cpp"
for st in $STAGES; do
  for v in $VARIANTS; do
    f=src/${st}_${v}.cpp
    SRC_LIST="$SRC_LIST $f"
    cat > $f <<X
#include "seismo/trace.hpp"
#include <cmath>

namespace seismo::${st} {

double ${v}_rms(const Trace& t) {
    if (t.samples.empty()) return 0.0;
    double ss = 0.0;
    for (double s : t.samples) ss += s * s;
    return std::sqrt(ss / t.samples.size());
}

std::size_t ${v}_count_above(const Trace& t, double threshold) {
    std::size_t n = 0;
    for (double s : t.samples) n += std::fabs(s) > threshold;
    return n;
}

}  // namespace seismo::${st}
X
  done
done
# the one place that still calls the deprecated helper
cat >> src/sta_lta_f64.cpp <<'X'

namespace seismo::sta_lta {

double prepared_ratio(Trace t, std::size_t sta, std::size_t lta) {
    detrend_mean(t);
    if (t.samples.size() < lta) return 0.0;
    double s = 0, l = 0;
    for (std::size_t i = t.samples.size() - lta; i < t.samples.size(); ++i) {
        l += t.samples[i] * t.samples[i];
        if (i >= t.samples.size() - sta) s += t.samples[i] * t.samples[i];
    }
    return (s / sta) / (l / lta);
}

}  // namespace seismo::sta_lta
X
cat > tests/test_main.cpp <<'X'
#include "seismo/trace.hpp"
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>

int main(int argc, char** argv) {
    const char* name = argc > 1 ? argv[1] : "";
    seismo::Trace t{"GE", "WLF", "HHZ", 100.0, 0, {}};
    for (int i = 0; i < 1000; ++i) t.samples.push_back(0.01 * i + std::sin(i * 0.1));
    if (std::strcmp(name, "long_trace_day") == 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(3200));
    } else if (std::strcmp(name, "noise_psd_month") == 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1100));
    }
    seismo::detrend_linear(t);
    double m = 0;
    for (double s : t.samples) m += s;
    std::printf("%s: residual mean %.3g\n", name, m / t.samples.size());
    return std::fabs(m / t.samples.size()) < 1e-6 ? 0 : 1;
}
X
{
  echo 'cmake_minimum_required(VERSION 3.20)'
  echo 'project(seismo_pipe VERSION 3.1.0 LANGUAGES CXX)'
  echo 'set(CMAKE_CXX_STANDARD 17)'
  echo 'set(CMAKE_CXX_STANDARD_REQUIRED ON)'
  echo 'add_compile_options(-Wall -Wextra -Wpedantic)'
  echo "add_library(seismo STATIC $SRC_LIST)"
  echo 'target_include_directories(seismo PUBLIC include)'
  echo 'add_executable(seismo_tests tests/test_main.cpp)'
  echo 'target_link_libraries(seismo_tests PRIVATE seismo)'
  echo 'enable_testing()'
  for t in detrend_short detrend_gappy long_trace_day noise_psd_month; do
    echo "add_test(NAME $t COMMAND seismo_tests $t)"
  done
  for st in $STAGES; do
    for c in synthetic station_GE_WLF station_IU_ANMO station_GR_BFO station_CH_DAVOX station_NO_KONO station_II_BFO station_G_ECH gappy clipped teleseism; do
      echo "add_test(NAME ${st}_${c} COMMAND seismo_tests ${st}_${c})"
    done
  done
} > CMakeLists.txt
{ echo '$ cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --verbose -j2 && ctest --test-dir build'
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release 2>&1 && cmake --build build --verbose -j2 2>&1 && ctest --test-dir build 2>&1
  echo "exit status: $?"; } | neutral > "$OUT"
