#!/usr/bin/env bash
# d-make-k-stonemason: `make -k` of a C++17 masonry estimating tool where
# several translation units fail for different reasons.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-make-k-stonemason.txt}
P=$WORK/stonemason
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/include/mason"; cd "$P"
cat > Makefile <<'EOF'
CXX      := g++
CXXFLAGS := -std=c++17 -Wall -Wextra -O1 -Iinclude
SRCS     := $(wildcard src/*.cpp)
OBJS     := $(patsubst src/%.cpp,build/%.o,$(SRCS))

masonctl: $(OBJS)
	$(CXX) $(CXXFLAGS) -o $@ $^

build/%.o: src/%.cpp | build
	$(CXX) $(CXXFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build masonctl
EOF
cat > include/mason/stone.hpp <<'EOF'
#pragma once
#include <string>
#include <vector>

namespace mason {

enum class Bed { Natural, Edge, Face };

struct Stone {
    std::string quarry;
    double length_mm;
    double height_mm;
    double depth_mm;
    double density_kg_m3;
    Bed bed;

    double volume_m3() const { return length_mm * height_mm * depth_mm / 1e9; }
    double weight_kg() const { return volume_m3() * density_kg_m3; }
};

struct Course {
    int number;
    double height_mm;
    std::vector<Stone> stones;
};

} // namespace mason
EOF
cat > include/mason/mortar.hpp <<'EOF'
#pragma once
#include <map>
#include <string>

namespace mason {

struct MortarMix {
    std::string name;
    int lime_parts;
    int sand_parts;
    double joint_mm;
};

const std::map<std::string, MortarMix>& standard_mixes();
double mortar_litres(const MortarMix& mix, double wall_area_m2);

} // namespace mason
EOF
cat > src/mortar.cpp <<'EOF'
#include "mason/mortar.hpp"

namespace mason {

const std::map<std::string, MortarMix>& standard_mixes() {
    static const std::map<std::string, MortarMix> mixes = {
        {"NHL3.5", {"NHL3.5", 1, 3, 10.0}},
        {"NHL5",   {"NHL5", 1, 2, 8.0}},
        {"putty",  {"lime putty", 1, 3, 6.0}},
    };
    return mixes;
}

double mortar_litres(const MortarMix& mix, double wall_area_m2) {
    const double joint_m = mix.joint_mm / 1000.0;
    return wall_area_m2 * joint_m * 0.2 * 1000.0;
}

} // namespace mason
EOF
cat > src/courses.cpp <<'EOF'
#include <algorithm>
#include <numeric>
#include "mason/stone.hpp"

namespace mason {

double course_weight(const Course& c) {
    return std::accumulate(c.stones.begin(), c.stones.end(), 0.0,
                           [](double acc, const Stone& s) { return acc + s.weight_kg(); });
}

void sort_by_length(Course& c) {
    std::sort(c.stones.begin(), c.stones.end());
}

bool is_face_bedded(const Course& c) {
    return std::any_of(c.stones.begin(), c.stones.end(),
                       [](const Stone& s) { return s.bed == Bed::Face; });
}

} // namespace mason
EOF
cat > src/estimate.cpp <<'EOF'
#include <cmath>
#include <string>
#include "mason/mortar.hpp"
#include "mason/stone.hpp"

namespace mason {

struct Estimate {
    double stone_tonnes;
    double mortar_litres;
    int mason_days;
};

Estimate estimate_wall(double length_m, double height_m, const std::string& mix_name) {
    const MortarMix& mix = standard_mixes().at(mix_name);
    double area = length_m * height_m;
    Estimate e;
    e.stone_tonnes = area * 0.45 * 2.3;
    e.mortar_litres = mortar_litres(mix, area);
    e.mason_days = std::ceil(area / 1.8);
    e.scaffold_weeks = e.mason_days / 5;
    return e;
}

} // namespace mason
EOF
cat > src/quarry.cpp <<'EOF'
#include <map>
#include <string>
#include <unordered_map>
#include "mason/stone.hpp"

namespace mason {

struct QuarryKey {
    std::string name;
    Bed bed;
};

std::unordered_map<QuarryKey, double> price_per_tonne = {
    {{"Clipsham", Bed::Natural}, 410.0},
    {{"Portland Whitbed", Bed::Natural}, 520.0},
};

double price(const std::string& name, Bed bed) {
    auto it = price_per_tonne.find(QuarryKey{name, bed});
    return it == price_per_tonne.end() ? 0.0 : it->second;
}

} // namespace mason
EOF
cat > src/main.cpp <<'EOF'
#include <cstdio>
#include <string>
#include "mason/mortar.hpp"

namespace mason {
struct Estimate;
}

int main(int argc, char** argv) {
    std::string mix = argc > 1 ? argv[1] : "NHL3.5";
    for (const auto& [name, m] : mason::standard_mixes()) {
        std::printf("%-8s %d:%d joint %.0fmm\n", name.c_str(), m.lime_parts, m.sand_parts, m.joint_mm);
    }
    std::printf("mortar for 12m2 wall: %.1f L\n", mason::mortar_litres(mason::standard_mixes().at(mix), 12.0));
    return 0;
}
EOF
{ echo '$ make -k'; make -k 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
