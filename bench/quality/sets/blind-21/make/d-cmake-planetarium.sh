#!/bin/bash
# cmake configure + build of a planetarium star-projector sequencer (C++17): one g++ template error mid-build.
WORK=${WORK:-/home/dev}; P=$WORK/planetarium; rm -rf "$P"; mkdir -p "$P/src" "$P/include/sky" "$P/tests"; cd "$P"
cat > CMakeLists.txt <<'T'
cmake_minimum_required(VERSION 3.16)
project(starshow VERSION 2.3.0 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
option(STARSHOW_WITH_AUDIO "Build the narration audio cue engine" OFF)
option(STARSHOW_TESTS "Build unit tests" ON)
find_package(Threads REQUIRED)
find_package(PkgConfig QUIET)
include(CheckIncludeFileCXX)
check_include_file_cxx(execution HAVE_EXECUTION)
message(STATUS "starshow ${PROJECT_VERSION}: audio=${STARSHOW_WITH_AUDIO} tests=${STARSHOW_TESTS}")
if(NOT CMAKE_BUILD_TYPE)
  message(WARNING "No CMAKE_BUILD_TYPE given, defaulting to RelWithDebInfo")
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
add_library(skycore STATIC src/catalog.cpp src/coords.cpp src/dome.cpp src/cue.cpp src/timeline.cpp src/precession.cpp)
target_include_directories(skycore PUBLIC include)
target_compile_options(skycore PRIVATE -Wall -Wextra)
add_executable(starshow src/main.cpp)
target_link_libraries(starshow skycore Threads::Threads)
if(STARSHOW_TESTS)
  enable_testing()
  add_executable(test_coords tests/test_coords.cpp)
  target_link_libraries(test_coords skycore)
  add_test(NAME coords COMMAND test_coords)
endif()
T
cat > include/sky/types.hpp <<'T'
#pragma once
#include <string>
#include <vector>
#include <map>
namespace sky {
struct Star { std::string name; double ra_h; double dec_deg; double mag; };
struct AltAz { double alt; double az; };
struct Cue { double t; std::string action; int lamp; };
using Catalog = std::vector<Star>;
Catalog load_catalog(const std::string &path);
AltAz to_altaz(const Star &s, double lat, double lst_h);
double precess_ra(double ra_h, double years);
class Timeline {
public:
    void add(Cue c);
    const Cue *at(double t) const;
    std::map<int, std::vector<Cue>> by_lamp() const;
private:
    std::vector<Cue> cues_;
};
}
T
cat > src/catalog.cpp <<'T'
#include <fstream>
#include <sstream>
#include "sky/types.hpp"
namespace sky {
Catalog load_catalog(const std::string &path) {
    Catalog c; std::ifstream in(path); std::string line;
    while (std::getline(in, line)) { std::istringstream ss(line); Star s; if (ss >> s.name >> s.ra_h >> s.dec_deg >> s.mag) c.push_back(s); }
    return c;
}
}
T
cat > src/coords.cpp <<'T'
#include <cmath>
#include "sky/types.hpp"
namespace sky {
AltAz to_altaz(const Star &s, double lat, double lst_h) {
    const double d2r = M_PI / 180.0;
    double ha = (lst_h - s.ra_h) * 15.0 * d2r, dec = s.dec_deg * d2r, phi = lat * d2r;
    double alt = std::asin(std::sin(dec) * std::sin(phi) + std::cos(dec) * std::cos(phi) * std::cos(ha));
    double az = std::atan2(-std::sin(ha), std::tan(dec) * std::cos(phi) - std::sin(phi) * std::cos(ha));
    return { alt / d2r, std::fmod(az / d2r + 360.0, 360.0) };
}
}
T
cat > src/dome.cpp <<'T'
#include <algorithm>
#include "sky/types.hpp"
namespace sky {
int visible_count(const Catalog &c, double lat, double lst) {
    int unused_limit = 6;
    return (int)std::count_if(c.begin(), c.end(), [&](const Star &s) { return to_altaz(s, lat, lst).alt > 0; });
}
}
T
cat > src/cue.cpp <<'T'
#include <algorithm>
#include <set>
#include "sky/types.hpp"
namespace sky {
void Timeline::add(Cue c) { cues_.push_back(c); }
const Cue *Timeline::at(double t) const {
    std::set<Cue> ordered(cues_.begin(), cues_.end());
    for (const auto &c : ordered) if (c.t >= t) return &c;
    return nullptr;
}
}
T
cat > src/timeline.cpp <<'T'
#include "sky/types.hpp"
namespace sky {
std::map<int, std::vector<Cue>> Timeline::by_lamp() const {
    std::map<int, std::vector<Cue>> m;
    for (const auto &c : cues_) m[c.lamp].push_back(c);
    return m;
}
}
T
cat > src/precession.cpp <<'T'
#include "sky/types.hpp"
namespace sky {
double precess_ra(double ra_h, double years) { return ra_h + years * 3.075 / 3600.0; }
}
T
cat > src/main.cpp <<'T'
#include <cstdio>
#include "sky/types.hpp"
int main() { auto c = sky::load_catalog("bright.txt"); std::printf("%zu stars\n", c.size()); }
T
cat > tests/test_coords.cpp <<'T'
#include <cassert>
#include "sky/types.hpp"
int main() { sky::Star s{"Polaris", 2.53, 89.26, 1.98}; auto a = sky::to_altaz(s, 51.5, 0.0); assert(a.alt > 50); }
T
{ echo '$ cmake -S . -B build && cmake --build build -j1'; { cmake -S . -B build && cmake --build build -j1; } 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
