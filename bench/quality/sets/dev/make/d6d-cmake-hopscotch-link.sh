#!/bin/bash
# cmake configure + verbose build (g++) of a playground-chalking robot path planner; the link of the CLI fails.
# usage: WORK=<scratch dir> bash d6d-cmake-hopscotch-link.sh > ../outputs/d6d-cmake-hopscotch-link.txt
WORK=${WORK:-/home/dev}
P=$WORK/hopscotch
rm -rf "$P"; mkdir -p "$P/src/path" "$P/src/chalk" "$P/include/hop" "$P/tools"; cd "$P"
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(hopscotch VERSION 0.8.0 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
add_compile_options(-Wall -Wextra)

add_library(hoppath STATIC
  src/path/grid.cpp src/path/court.cpp src/path/planner.cpp src/path/smoothing.cpp)
target_include_directories(hoppath PUBLIC include)

add_library(hopchalk STATIC
  src/chalk/nozzle.cpp src/chalk/reservoir.cpp src/chalk/pattern.cpp)
target_include_directories(hopchalk PUBLIC include)
target_link_libraries(hopchalk PUBLIC hoppath)

add_executable(chalkbot tools/chalkbot.cpp)
target_link_libraries(chalkbot PRIVATE hopchalk)
EOF
cat > include/hop/court.hpp <<'EOF'
#pragma once
#include <vector>
#include <string>
namespace hop {
struct Square { double x, y, w; int number; };
struct Court { std::string layout; std::vector<Square> squares; };
Court classic_court(double square_m);
Court snail_court(int rings, double square_m);
struct Waypoint { double x, y; bool chalk_on; };
std::vector<Waypoint> plan(const Court &c);
std::vector<Waypoint> smooth(const std::vector<Waypoint> &w, double radius_m);
double path_length(const std::vector<Waypoint> &w);
}
EOF
cat > include/hop/chalk.hpp <<'EOF'
#pragma once
#include "hop/court.hpp"
namespace hop {
struct Reservoir { double ml; double ml_per_m; };
double chalk_needed_ml(const std::vector<Waypoint> &w, double ml_per_m);
bool enough(const Reservoir &r, const std::vector<Waypoint> &w);
void draw_numbers(const Court &c, int font_mm);
int nozzle_pwm(double speed_mps);
}
EOF
cat > src/path/grid.cpp <<'EOF'
#include "hop/court.hpp"
namespace hop { static const double GRID_MM = 5.0; double snap(double v) { return (long)(v * 1000 / GRID_MM) * GRID_MM / 1000; } }
EOF
cat > src/path/court.cpp <<'EOF'
#include "hop/court.hpp"
namespace hop {
Court classic_court(double s)
{
    Court c{"classic", {}};
    int n = 1;
    for (int row = 0; row < 8; row++) {
        if (row == 3 || row == 6) {
            c.squares.push_back({-s / 2, row * s, s, n++});
            c.squares.push_back({s / 2, row * s, s, n++});
        } else {
            c.squares.push_back({0, row * s, s, n++});
        }
    }
    return c;
}
}
EOF
cat > src/path/planner.cpp <<'EOF'
#include "hop/court.hpp"
#include <cmath>
namespace hop {
std::vector<Waypoint> plan(const Court &c)
{
    std::vector<Waypoint> w;
    for (unsigned i = 0; i < c.squares.size(); i++) {
        const Square &q = c.squares[i];
        double h = q.w / 2;
        w.push_back({q.x - h, q.y - h, false});
        w.push_back({q.x + h, q.y - h, true});
        w.push_back({q.x + h, q.y + h, true});
        w.push_back({q.x - h, q.y + h, true});
        w.push_back({q.x - h, q.y - h, true});
    }
    return w;
}
double path_length(const std::vector<Waypoint> &w)
{
    double d = 0;
    for (size_t i = 1; i < w.size(); i++)
        if (w[i].chalk_on)
            d += std::hypot(w[i].x - w[i - 1].x, w[i].y - w[i - 1].y);
    return d;
}
}
EOF
cat > src/path/smoothing.cpp <<'EOF'
#include "hop/court.hpp"
namespace hop {
std::vector<Waypoint> smooth(const std::vector<Waypoint> &w, double radius_m)
{
    int corners = 0;
    std::vector<Waypoint> out;
    for (auto p : w) { out.push_back(p); }
    return out;
}
}
EOF
cat > src/chalk/nozzle.cpp <<'EOF'
#include "hop/chalk.hpp"
namespace hop { int nozzle_pwm(double speed_mps) { int pwm = speed_mps * 400; return pwm > 255 ? 255 : pwm; } }
EOF
cat > src/chalk/reservoir.cpp <<'EOF'
#include "hop/chalk.hpp"
namespace hop {
double chalk_needed_ml(const std::vector<Waypoint> &w, double ml_per_m) { return path_length(w) * ml_per_m; }
bool enough(const Reservoir &r, const std::vector<Waypoint> &w) { return r.ml >= chalk_needed_ml(w, r.ml_per_m); }
}
EOF
cat > src/chalk/pattern.cpp <<'EOF'
#include "hop/chalk.hpp"
#include <cstdio>
namespace hop {
void draw_numbers(const Court &c, int font_mm)
{
    for (const auto &q : c.squares)
        std::printf("digit %d at (%.2f, %.2f) %d mm\n", q.number, q.x, q.y, font_mm);
}
}
EOF
cat > tools/chalkbot.cpp <<'EOF'
#include "hop/chalk.hpp"
#include <cstdio>
#include <cstring>
int main(int argc, char **argv)
{
    bool snail = argc > 1 && std::strcmp(argv[1], "--snail") == 0;
    hop::Court c = snail ? hop::snail_court(3, 0.45) : hop::classic_court(0.45);
    auto path = hop::smooth(hop::plan(c), 0.05);
    hop::Reservoir r{500.0, 12.0};
    std::printf("%s court: %.2f m of line, %s\n", c.layout.c_str(), hop::path_length(path),
                hop::enough(r, path) ? "chalk ok" : "refill chalk");
    hop::draw_numbers(c, 120);
    return 0;
}
EOF
{
  echo '$ cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build --verbose'
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug 2>&1 && cmake --build build --verbose 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
