#!/usr/bin/env bash
# Configure and build an orrery gear-train designer (C++17) with CMake: one target fails with
# template errors from the project's own headers (a static_assert in a
# compile-time ratio, a member missing for a generic helper).
# Output: outputs/cmake-gxx-orrery.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/orrery
rm -rf "$P"; mkdir -p "$P/src" "$P/include/orrery" "$P/tools"
cat > "$P/CMakeLists.txt" <<'T'
cmake_minimum_required(VERSION 3.16)
project(orrery VERSION 0.8.0 LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
option(ORRERY_WITH_TOOLS "Build command-line tools" ON)
find_package(Threads REQUIRED)
add_library(orrery src/gear.cpp src/train.cpp src/planets.cpp)
target_include_directories(orrery PUBLIC include)
target_compile_options(orrery PRIVATE -Wall -Wextra)
if(ORRERY_WITH_TOOLS)
  add_executable(orrery-design tools/design.cpp)
  target_link_libraries(orrery-design PRIVATE orrery Threads::Threads)
endif()
T
cat > "$P/include/orrery/gear.hpp" <<'T'
#pragma once
#include <string>

namespace orrery {
struct Gear {
    int teeth;
    double module_mm;
    std::string arbor;
    double pitch_diameter() const { return teeth * module_mm; }
};
}
T
cat > "$P/include/orrery/ratio.hpp" <<'T'
#pragma once
#include <numeric>

namespace orrery {
/// A compile-time gear ratio driven:driver, reduced.
template <int Driven, int Driver>
struct Ratio {
    static_assert(Driver != 0, "gear ratio: driver tooth count must be non-zero");
    static_assert(Driven > 0 && Driver > 0, "gear ratio: tooth counts must be positive");
    static constexpr int g = std::gcd(Driven, Driver);
    static constexpr int num = Driven / g;
    static constexpr int den = Driver / g;
    static constexpr double value = static_cast<double>(num) / den;
};

template <typename R1, typename R2>
struct Compound {
    static constexpr double value = R1::value * R2::value;
};
}
T
cat > "$P/include/orrery/mass.hpp" <<'T'
#pragma once
#include <vector>

namespace orrery {
/// Total mass in grams of any parts that report mass_g() (brass wheels, arbors, pillars).
template <typename Part>
double total_mass(const std::vector<Part> &parts)
{
    double sum = 0.0;
    for (const auto &p : parts)
        sum += p.mass_g();
    return sum;
}

template <typename Part>
double moment_of_inertia(const std::vector<Part> &parts)
{
    double sum = 0.0;
    for (const auto &p : parts) {
        double r = p.pitch_diameter() / 2000.0;
        sum += p.mass_g() / 1000.0 * r * r / 2.0;
    }
    return sum;
}
}
T
cat > "$P/include/orrery/train.hpp" <<'T'
#pragma once
#include <vector>
#include "orrery/gear.hpp"
#include "orrery/ratio.hpp"

namespace orrery {
// Venus: 224.701 days per orbit against Earth's 365.256, approximated by 52:12 x 36:20 / 13.
using VenusFirst = Ratio<52, 12>;
using VenusSecond = Ratio<36, 20>;
using VenusTrain = Compound<VenusFirst, VenusSecond>;

// Mars, still being designed: the second wheel pair is not chosen yet.
using MarsFirst = Ratio<64, 34>;
using MarsSecond = Ratio<47, 0>;
using MarsTrain = Compound<MarsFirst, MarsSecond>;

class Train {
public:
    void add(const Gear &g) { gears_.push_back(g); }
    double ratio() const;
    double mass() const;
    double inertia() const;
private:
    std::vector<Gear> gears_;
};
}
T
cat > "$P/src/train.cpp" <<'T'
#include <cstdio>
#include "orrery/mass.hpp"
#include "orrery/train.hpp"

namespace orrery {
double Train::ratio() const
{
    double r = 1.0;
    for (std::size_t i = 1; i < gears_.size(); i += 2)
        r *= static_cast<double>(gears_[i].teeth) / gears_[i - 1].teeth;
    return r;
}

double Train::mass() const
{
    return total_mass(gears_);
}

double Train::inertia() const
{
    return moment_of_inertia(gears_);
}

void print_trains()
{
    std::printf("Venus %.5f\n", VenusTrain::value);
    std::printf("Mars  %.5f\n", MarsTrain::value);
}
}
T
cat > "$P/include/orrery/planets.hpp" <<'T'
#pragma once
#include <string>
#include <vector>
namespace orrery {
struct Planet { std::string name; double sidereal_days; };
std::vector<Planet> classical_planets();
}
T
cat > "$P/src/gear.cpp" <<'T'
#include "orrery/gear.hpp"
T
cat > "$P/src/planets.cpp" <<'T'
#include "orrery/planets.hpp"
namespace orrery {
std::vector<Planet> classical_planets()
{
    return { {"Mercury", 87.969}, {"Venus", 224.701}, {"Earth", 365.256}, {"Mars", 686.980},
             {"Jupiter", 4332.589}, {"Saturn", 10759.22} };
}
}
T
cat > "$P/tools/design.cpp" <<'T'
#include <cstdio>
#include "orrery/train.hpp"
#include "orrery/planets.hpp"
int main()
{
    orrery::Train venus;
    venus.add({12, 0.5, "A"});
    venus.add({52, 0.5, "B"});
    std::printf("Venus train ratio %.4f\n", venus.ratio());
}
T
cd "$P" && {
  capture 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build'
} 2>&1 | neutral > "$SETDIR/outputs/cmake-gxx-orrery.txt"
