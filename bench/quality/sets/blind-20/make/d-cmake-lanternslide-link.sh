#!/bin/bash
# cmake configure + build of a magic-lantern slide catalogue (C++): compiles, then the link step fails with undefined references.
WORK=${WORK:-/home/dev}; P=$WORK/lanternslide
rm -rf "$P"; mkdir -p "$P/src/catalog" "$P/src/imaging" "$P/src/app" "$P/tests"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(LanternSlide VERSION 0.9.2 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
option(LS_WITH_TESTS "build tests" ON)
find_package(Threads REQUIRED)
find_package(PNG QUIET)
if(PNG_FOUND)
  message(STATUS "libpng found: ${PNG_VERSION_STRING}")
else()
  message(WARNING "libpng not found: thumbnail export disabled")
endif()
add_library(catalog STATIC src/catalog/slide.cpp src/catalog/box.cpp src/catalog/search.cpp)
target_include_directories(catalog PUBLIC src)
add_library(imaging STATIC src/imaging/density.cpp)
target_include_directories(imaging PUBLIC src)
add_executable(lanternctl src/app/main.cpp)
target_link_libraries(lanternctl PRIVATE catalog Threads::Threads)
if(LS_WITH_TESTS)
  enable_testing()
  add_executable(catalog_tests tests/catalog_tests.cpp)
  target_link_libraries(catalog_tests PRIVATE catalog)
  add_test(NAME catalog COMMAND catalog_tests)
endif()
EOF
cat > src/catalog/slide.hpp <<'EOF'
#pragma once
#include <string>
#include <vector>
namespace ls {
struct Slide { int number; std::string title; std::string maker; int year; double width_in; bool hand_coloured; };
class Box {
public:
    explicit Box(std::string label);
    void add(const Slide &s);
    const std::vector<Slide> &slides() const { return slides_; }
    std::size_t coloured_count() const;
private:
    std::string label_; std::vector<Slide> slides_;
};
std::vector<const Slide *> search_by_maker(const Box &b, const std::string &maker);
std::vector<const Slide *> search_by_decade(const Box &b, int decade);
}
EOF
cat > src/imaging/density.hpp <<'EOF'
#pragma once
namespace ls { double mean_density(const unsigned char *px, int w, int h); }
EOF
cat > src/catalog/slide.cpp <<'EOF'
#include "catalog/slide.hpp"
namespace ls { Box::Box(std::string label) : label_(std::move(label)) {} }
EOF
cat > src/catalog/box.cpp <<'EOF'
#include "catalog/slide.hpp"
#include <algorithm>
namespace ls {
void Box::add(const Slide &s) { slides_.push_back(s); }
}
EOF
cat > src/catalog/search.cpp <<'EOF'
#include "catalog/slide.hpp"
namespace ls {
std::vector<const Slide *> search_by_maker(const Box &b, std::string maker) {
    std::vector<const Slide *> out;
    for (auto &s : b.slides()) if (s.maker == maker) out.push_back(&s);
    return out;
}
std::vector<const Slide *> search_by_decade(const Box &b, int decade) {
    std::vector<const Slide *> out;
    for (auto &s : b.slides()) if (s.year / 10 * 10 == decade) out.push_back(&s);
    return out;
}
}
EOF
cat > src/imaging/density.cpp <<'EOF'
#include "imaging/density.hpp"
namespace ls {
double mean_density(const unsigned char *px, int w, int h) {
    long sum = 0; for (int i = 0; i < w * h; i++) sum += px[i];
    return w * h ? double(sum) / (w * h) : 0.0;
}
}
EOF
cat > src/app/main.cpp <<'EOF'
#include "catalog/slide.hpp"
#include "imaging/density.hpp"
#include <iostream>
int main() {
    ls::Box box("Box 14: Arctic expeditions");
    box.add({1, "Pack ice at dawn", "Newton & Co", 1896, 3.25, true});
    box.add({2, "Sledge party", "York & Son", 1889, 3.25, false});
    for (auto *s : ls::search_by_maker(box, "Newton & Co")) std::cout << s->number << " " << s->title << "\n";
    std::cout << box.coloured_count() << " hand-coloured\n";
    unsigned char px[4] = {10, 20, 30, 40};
    std::cout << ls::mean_density(px, 2, 2) << "\n";
}
EOF
cat > tests/catalog_tests.cpp <<'EOF'
#include "catalog/slide.hpp"
#include <cassert>
int main() {
    ls::Box b("t");
    b.add({1, "a", "m", 1901, 3.25, true});
    assert(ls::search_by_decade(b, 1900).size() == 1);
    return 0;
}
EOF
{ echo '$ cmake -S . -B build && cmake --build build'; { cmake -S . -B build && cmake --build build; } 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
