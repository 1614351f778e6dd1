#!/usr/bin/env bash
# cmake configure + build of a meteor-camera detection pipeline in C++: configure
# succeeds with a missing optional dependency, the build fails at link time.
# Output: outputs/cmake-meteorcam-link.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/meteorcam
rm -rf "$P"; mkdir -p "$P/src" "$P/include/meteorcam" "$P/tools" "$P/tests"; cd "$P"

cat > CMakeLists.txt <<'X'
cmake_minimum_required(VERSION 3.16)
project(meteorcam VERSION 0.5.2 LANGUAGES CXX)

set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
option(METEORCAM_WITH_FITS "Write FITS stacks with cfitsio" ON)
option(METEORCAM_BUILD_TESTS "Build unit tests" ON)

find_package(Threads REQUIRED)
find_package(PkgConfig)
if(METEORCAM_WITH_FITS AND PKG_CONFIG_FOUND)
  pkg_check_modules(CFITSIO cfitsio)
endif()
if(NOT CFITSIO_FOUND)
  message(WARNING "cfitsio not found: FITS output disabled, stacks will be written as PGM")
endif()

include(CheckIncludeFileCXX)
check_include_file_cxx(linux/videodev2.h HAVE_V4L2)
include(CheckCXXCompilerFlag)
check_cxx_compiler_flag(-march=native HAVE_MARCH_NATIVE)

add_library(mcore
  src/frame.cpp
  src/background.cpp
  src/detect.cpp
  src/track.cpp
  src/astrometry.cpp
)
target_include_directories(mcore PUBLIC include)
target_link_libraries(mcore PUBLIC Threads::Threads)

add_executable(mc-capture tools/capture.cpp)
target_link_libraries(mc-capture PRIVATE mcore)
add_executable(mc-report tools/report.cpp)
target_link_libraries(mc-report PRIVATE mcore)

if(METEORCAM_BUILD_TESTS)
  enable_testing()
  add_executable(test_detect tests/test_detect.cpp)
  target_link_libraries(test_detect PRIVATE mcore)
  add_test(NAME detect COMMAND test_detect)
endif()

message(STATUS "meteorcam ${PROJECT_VERSION}: v4l2=${HAVE_V4L2} fits=${CFITSIO_FOUND}")
X

cat > include/meteorcam/frame.hpp <<'X'
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>
namespace mc {
struct Frame {
    int w = 0, h = 0;
    double t = 0.0;
    std::vector<uint16_t> px;
    uint16_t at(int x, int y) const { return px[static_cast<size_t>(y) * w + x]; }
};
Frame synthetic(int w, int h, double t, unsigned seed);
}
X
cat > include/meteorcam/detect.hpp <<'X'
#pragma once
#include <vector>
#include "meteorcam/frame.hpp"
namespace mc {
struct Hit { int x, y; double t; int peak; };
class Background {
public:
    explicit Background(double alpha) : alpha_(alpha) {}
    void update(const Frame& f);
    double mean(int x, int y) const;
private:
    double alpha_;
    int w_ = 0;
    std::vector<double> mean_;
};
std::vector<Hit> detect(const Frame& f, const Background& bg, int sigma);
struct Track { std::vector<Hit> hits; double speed_px_s = 0; };
std::vector<Track> link_tracks(const std::vector<Hit>& hits, double max_gap_s);
struct Radiant { double ra_deg, dec_deg; };
Radiant fit_radiant(const std::vector<Track>& tracks, double lat, double lon);
}
X
cat > src/frame.cpp <<'X'
#include "meteorcam/frame.hpp"
namespace mc {
Frame synthetic(int w, int h, double t, unsigned seed) {
    Frame f{w, h, t, std::vector<uint16_t>(static_cast<size_t>(w) * h)};
    for (auto& p : f.px) { seed = seed * 1103515245u + 12345u; p = 100 + (seed >> 16) % 20; }
    return f;
}
}
X
cat > src/background.cpp <<'X'
#include "meteorcam/detect.hpp"
namespace mc {
void Background::update(const Frame& f) {
    if (mean_.empty()) { mean_.assign(f.px.begin(), f.px.end()); w_ = f.w; return; }
    for (size_t i = 0; i < f.px.size(); ++i) mean_[i] = (1 - alpha_) * mean_[i] + alpha_ * f.px[i];
}
double Background::mean(int x, int y) const { return mean_[static_cast<size_t>(y) * w_ + x]; }
}
X
cat > src/detect.cpp <<'X'
#include "meteorcam/detect.hpp"
namespace mc {
std::vector<Hit> detect(const Frame& f, const Background& bg, int sigma) {
    std::vector<Hit> out;
    for (int y = 0; y < f.h; ++y)
        for (int x = 0; x < f.w; ++x)
            if (f.at(x, y) > bg.mean(x, y) + 6.0 * sigma) out.push_back({x, y, f.t, f.at(x, y)});
    return out;
}
}
X
cat > src/track.cpp <<'X'
#include <cmath>
#include "meteorcam/detect.hpp"
namespace mc {
std::vector<Track> link_tracks(const std::vector<Hit>& hits, double max_gap_s) {
    std::vector<Track> tracks;
    for (const auto& h : hits) {
        bool joined = false;
        for (auto& tr : tracks) {
            const Hit& last = tr.hits.back();
            if (h.t - last.t <= max_gap_s && std::hypot(h.x - last.x, h.y - last.y) < 40) {
                tr.hits.push_back(h);
                joined = true;
                break;
            }
        }
        if (!joined) tracks.push_back({{h}, 0.0});
    }
    return tracks;
}
}
X
cat > src/astrometry.cpp <<'X'
#include "meteorcam/detect.hpp"
namespace mc {
// TODO: great-circle intersection of tracks; stubbed until plate solving lands
static Radiant fit_radiant_impl(const std::vector<Track>& tracks) {
    return Radiant{46.2, 57.4};
}
}
X
cat > tools/capture.cpp <<'X'
#include <cstdio>
#include "meteorcam/detect.hpp"
int main() {
    mc::Background bg(0.05);
    size_t total = 0;
    for (int i = 0; i < 50; ++i) {
        auto f = mc::synthetic(320, 240, i / 25.0, 7u + i);
        bg.update(f);
        total += mc::detect(f, bg, 4).size();
    }
    std::printf("hits: %zu\n", total);
}
X
cat > tools/report.cpp <<'X'
#include <cstdio>
#include "meteorcam/detect.hpp"
int main() {
    std::vector<mc::Hit> hits{{10, 10, 0.00, 900}, {18, 14, 0.04, 880}, {26, 18, 0.08, 860}};
    auto tracks = mc::link_tracks(hits, 0.1);
    auto r = mc::fit_radiant(tracks, 57.1, -2.1);
    std::printf("%zu tracks, radiant RA %.1f Dec %.1f (Perseids?)\n", tracks.size(), r.ra_deg, r.dec_deg);
}
X
cat > tests/test_detect.cpp <<'X'
#include <cassert>
#include "meteorcam/detect.hpp"
int main() {
    auto f = mc::synthetic(64, 48, 0.0, 1u);
    mc::Background bg(0.1);
    bg.update(f);
    assert(mc::detect(f, bg, 3).empty());
    auto tr = mc::link_tracks({{1, 1, 0.0, 500}, {5, 3, 0.04, 480}}, 0.1);
    assert(tr.size() == 1);
    auto r = mc::fit_radiant(tr, 57.1, -2.1);
    (void)r;
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -j1"
  { cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -j1; } 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
