#!/bin/bash
# cmake configure + build of a theatre lighting cue engine; link fails with undefined references
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-cmake-cuestack-link.txt
P=$WORK/cuestack
rm -rf "$P"; mkdir -p "$P/src/dmx" "$P/src/cues" "$P/src/app" "$P/include"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(cuestack VERSION 2.3.0 LANGUAGES C CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
option(CUESTACK_WITH_ARTNET "Build the Art-Net output driver" OFF)
find_package(Threads REQUIRED)
find_package(PkgConfig)
if(PKG_CONFIG_FOUND)
  pkg_check_modules(LIBLO liblo)
endif()
if(NOT LIBLO_FOUND)
  message(STATUS "liblo not found: OSC remote control disabled")
endif()
include(CheckIncludeFileCXX)
check_include_file_cxx(termios.h HAVE_TERMIOS)
add_library(dmx STATIC src/dmx/universe.cpp src/dmx/fixture.cpp)
target_include_directories(dmx PUBLIC include)
add_library(cues STATIC src/cues/cue.cpp src/cues/fade.cpp src/cues/stack.cpp)
target_include_directories(cues PUBLIC include)
add_executable(cuestack src/app/main.cpp)
target_link_libraries(cuestack PRIVATE cues Threads::Threads)
EOF
cat > include/dmx.hpp <<'EOF'
#pragma once
#include <array>
#include <cstdint>
#include <string>
namespace dmx {
struct Universe { std::array<uint8_t, 512> slots{}; int id = 1; void set(int ch, uint8_t v); uint8_t get(int ch) const; };
struct Fixture { std::string name; int address; int channels; void apply(Universe &u, double level) const; };
}
EOF
cat > include/cues.hpp <<'EOF'
#pragma once
#include <vector>
#include <string>
#include "dmx.hpp"
namespace cues {
struct Cue { double number; std::string label; double fade_up_s; double fade_down_s; std::vector<std::pair<int, double>> levels; };
double fade_level(double from, double to, double t, double duration);
class Stack {
public:
    void add(Cue c);
    void go(dmx::Universe &u, const std::vector<dmx::Fixture> &rig);
    const Cue *current() const;
private:
    std::vector<Cue> cues_;
    size_t next_ = 0;
};
}
EOF
cat > src/dmx/universe.cpp <<'EOF'
#include "dmx.hpp"
namespace dmx {
void Universe::set(int ch, uint8_t v) { if (ch >= 1 && ch <= 512) slots[ch - 1] = v; }
uint8_t Universe::get(int ch) const { return (ch >= 1 && ch <= 512) ? slots[ch - 1] : 0; }
}
EOF
cat > src/dmx/fixture.cpp <<'EOF'
#include "dmx.hpp"
namespace dmx {
void Fixture::apply(Universe &u, double level) const {
    for (int c = 0; c < channels; c++) u.set(address + c, static_cast<uint8_t>(level * 255.0));
}
}
EOF
cat > src/cues/cue.cpp <<'EOF'
#include "cues.hpp"
EOF
cat > src/cues/fade.cpp <<'EOF'
#include "cues.hpp"
namespace cues {
double fade_level(double from, double to, double t, double duration) {
    if (duration <= 0.0 || t >= duration) return to;
    return from + (to - from) * (t / duration);
}
}
EOF
cat > src/cues/stack.cpp <<'EOF'
#include "cues.hpp"
namespace cues {
void Stack::add(Cue c) { cues_.push_back(std::move(c)); }
const Cue *Stack::current() const { return next_ == 0 ? nullptr : &cues_[next_ - 1]; }
void Stack::go(dmx::Universe &u, const std::vector<dmx::Fixture> &rig) {
    if (next_ >= cues_.size()) return;
    const Cue &c = cues_[next_++];
    for (auto [fx, level] : c.levels) rig.at(fx).apply(u, fade_level(0.0, level, c.fade_up_s, c.fade_up_s));
}
}
EOF
cat > src/app/main.cpp <<'EOF'
#include <cstdio>
#include "cues.hpp"
int main() {
    dmx::Universe u;
    std::vector<dmx::Fixture> rig = { {"FOH wash L", 1, 3}, {"FOH wash R", 4, 3}, {"Back light", 10, 1} };
    cues::Stack st;
    st.add({1.0, "Preset", 3.0, 3.0, {{0, 0.6}, {1, 0.6}}});
    st.add({2.0, "Act 1 open", 5.0, 2.0, {{0, 1.0}, {1, 1.0}, {2, 0.8}}});
    st.go(u, rig);
    std::printf("cue %.1f: ch1=%d ch10=%d\n", st.current()->number, u.get(1), u.get(10));
}
EOF
{
  echo '$ cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug'
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug 2>&1; echo "exit status: $?"
  echo '$ cmake --build build'
  cmake --build build 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
