#!/bin/bash
# cmake configure + verbose make of a C++ hurdy-gurdy drone tuner: compiles, then fails to link (undefined references)
WORK=${WORK:-/home/dev}
P=$WORK/hurdygurdy-tuner
rm -rf "$P"; mkdir -p "$P/src" "$P/include/hg" "$P/tools"
cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(hurdygurdy_tuner VERSION 0.9.3 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE RelWithDebInfo)
endif()
add_compile_options(-Wall -Wextra -Wpedantic)
find_package(Threads REQUIRED)
add_library(hgcore STATIC src/strings.cpp src/wheel.cpp src/drone.cpp src/trompette.cpp src/keybox.cpp
  src/tangent.cpp src/chien.cpp src/capo.cpp src/crank.cpp src/rosin.cpp src/peg.cpp src/bridge.cpp src/nut.cpp src/soundboard.cpp src/tailpiece.cpp)
target_include_directories(hgcore PUBLIC include)
add_library(hgdsp STATIC src/pitch.cpp src/window.cpp)
target_include_directories(hgdsp PUBLIC include)
add_executable(hg-tune tools/tune.cpp)
target_link_libraries(hg-tune PRIVATE hgcore Threads::Threads)
add_executable(hg-calibrate tools/calibrate.cpp)
target_link_libraries(hg-calibrate PRIVATE hgcore hgdsp)
EOF
cat > include/hg/tuner.hpp <<'EOF'
#pragma once
#include <string>
#include <vector>
namespace hg {
struct String { std::string name; double hz; bool drone; };
std::vector<String> default_strings();
double wheel_rpm_for(double hz, double rosin);
double cents_off(double measured, double target);
double detect_pitch(const std::vector<float> &samples, double rate);
std::vector<float> hann(std::size_t n);
int buzz_threshold(double wheel_rpm);
std::string key_name(int key);
}
EOF
cat > src/strings.cpp <<'EOF'
#include "hg/tuner.hpp"
namespace hg {
std::vector<String> default_strings() {
    return {{"melody-1", 392.0, false}, {"melody-2", 392.0, false}, {"bourdon", 98.0, true},
            {"petite-bourdon", 196.0, true}, {"mouche", 293.66, true}, {"trompette", 293.66, true}};
}
}
EOF
cat > src/wheel.cpp <<'EOF'
#include "hg/tuner.hpp"
namespace hg {
double wheel_rpm_for(double hz, double rosin) { return hz / 2.2 * (1.0 + rosin / 10.0); }
}
EOF
cat > src/drone.cpp <<'EOF'
#include "hg/tuner.hpp"
#include <cmath>
namespace hg {
double cents_off(double measured, double target) { return 1200.0 * std::log2(measured / target); }
}
EOF
cat > src/trompette.cpp <<'EOF'
#include "hg/tuner.hpp"
namespace hg {
int buzz_threshold(double wheel_rpm) {
    int unused_gain = 3;
    return static_cast<int>(wheel_rpm / 40);
}
}
EOF
cat > src/keybox.cpp <<'EOF'
#include "hg/tuner.hpp"
namespace hg {
static const char *names[] = {"G", "G#", "A", "Bb", "B", "C", "C#", "D", "Eb", "E", "F", "F#"};
std::string key_name(int key) { return names[key % 12]; }
}
EOF
for part in tangent chien capo crank rosin peg bridge nut soundboard tailpiece; do
cat > src/$part.cpp <<EOF
#include "hg/tuner.hpp"
namespace hg {
double ${part}_offset_mm(int course) { return course * 0.35; }
}
EOF
done
cat > src/pitch.cpp <<'EOF'
#include "hg/tuner.hpp"
#include <cstddef>
namespace hg {
double detect_pitch(const std::vector<float> &s, double rate) {
    std::size_t crossings = 0;
    for (std::size_t i = 1; i < s.size(); ++i)
        if (s[i - 1] < 0 && s[i] >= 0) ++crossings;
    return crossings * rate / s.size();
}
}
EOF
cat > src/window.cpp <<'EOF'
#include "hg/tuner.hpp"
#include <cmath>
namespace hg {
std::vector<float> hann(std::size_t n) {
    std::vector<float> w(n);
    for (std::size_t i = 0; i < n; ++i) w[i] = 0.5f - 0.5f * std::cos(2 * M_PI * i / (n - 1));
    return w;
}
}
EOF
cat > tools/tune.cpp <<'EOF'
#include "hg/tuner.hpp"
#include <cstdio>
#include <cmath>
#include <vector>
int main() {
    for (const auto &s : hg::default_strings())
        std::printf("%-15s %8.2f Hz  wheel %6.1f rpm  %s\n", s.name.c_str(), s.hz, hg::wheel_rpm_for(s.hz, 2.0), s.drone ? "drone" : "chanter");
    std::vector<float> tone(4800);
    for (std::size_t i = 0; i < tone.size(); ++i) tone[i] = std::sin(2 * M_PI * 98.3 * i / 48000.0);
    double hz = hg::detect_pitch(tone, 48000.0);
    std::printf("bourdon measured %.2f Hz (%+.1f cents)\n", hz, hg::cents_off(hz, 98.0));
}
EOF
cat > tools/calibrate.cpp <<'EOF'
#include "hg/tuner.hpp"
#include <cstdio>
int main() {
    auto w = hg::hann(1024);
    std::printf("window sum %.3f, key %s, buzz %d\n", w[512], hg::key_name(7).c_str(), hg::buzz_threshold(180.0));
    std::printf("trompette gain %d\n", hg::trompette_gain(180.0));
}
EOF
sed -i 's/int buzz_threshold(double wheel_rpm);/int buzz_threshold(double wheel_rpm);\nint trompette_gain(double wheel_rpm);/' include/hg/tuner.hpp
{
echo '$ cmake -S . -B build && cmake --build build -- -k VERBOSE=1'
{ cmake -S . -B build && cmake --build build -- -k VERBOSE=1; } 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
