#!/bin/bash
# make -k of a C++ orchestra seating planner: three translation units fail with different errors
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-make-k-gxx-orchestraseat.txt
P=$WORK/seatplan
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/seating.hpp <<'EOF'
#pragma once
#include <map>
#include <string>
#include <vector>

enum class Section { Violin1, Violin2, Viola, Cello, Bass, Woodwind, Brass, Percussion };

struct Player {
    std::string name;
    Section section;
    int chair;
    bool principal = false;
};

class Stage {
public:
    void seat(const Player &p);
    const std::vector<Player> &players(Section s) const;
    int count() const;
private:
    std::map<Section, std::vector<Player>> by_section_;
};

template <typename Pred>
std::vector<Player> select(const Stage &st, Section s, Pred keep) {
    std::vector<Player> out;
    for (const auto &p : st.players(s))
        if (keep(p)) out.push_back(p);
    return out;
}
EOF
cat > src/stage.cpp <<'EOF'
#include "seating.hpp"

void Stage::seat(const Player &p) { by_section_[p.section].push_back(p); }

const std::vector<Player> &Stage::players(Section s) const {
    return by_section_[s];
}

int Stage::count() const {
    int n = 0;
    for (const auto &[sec, v] : by_section_) n += v.size();
    return n;
}
EOF
cat > src/roster.cpp <<'EOF'
#include "seating.hpp"
#include <algorithm>

std::vector<Player> principals(const Stage &st) {
    std::vector<Player> out;
    for (int s = 0; s < 8; s++) {
        auto v = select(st, static_cast<Section>(s), [](const Player &p) { return p.principal; });
        out.insert(out.end(), v.begin(), v.end());
    }
    std::sort(out.begin(), out.end());
    return out;
}
EOF
cat > src/print.cpp <<'EOF'
#include "seating.hpp"
#include <iostream>

void print_section(const Stage &st, Section s) {
    std::cout << "section " << s << ":\n";
    for (const auto &p : st.players(s))
        std::cout << "  chair " << p.chair << " " << p.name << "\n";
}
EOF
cat > src/layout.cpp <<'EOF'
#include "seating.hpp"
#include <cmath>

double arc_radius(int chairs, double chair_width_m) {
    return chairs * chair_width_m / M_PI;
}

int rows_needed(const Stage &st) {
    return std::ceil(st.count() / 12.0);
}
EOF
cat > src/main.cpp <<'EOF'
#include "seating.hpp"
#include <cstdio>
int main() {
    Stage st;
    st.seat({"Ines Ferreira", Section::Violin1, 1, true});
    st.seat({"Tomasz Wrona", Section::Cello, 1, true});
    std::printf("%d players\n", st.count());
}
EOF
cat > Makefile <<'EOF'
CXX := g++
CXXFLAGS := -std=c++17 -O1 -Wall -Wextra -Iinclude
OBJS := build/stage.o build/roster.o build/print.o build/layout.o build/main.o

seatplan: $(OBJS)
	$(CXX) -o $@ $^

build/%.o: src/%.cpp include/seating.hpp
	@mkdir -p build
	$(CXX) $(CXXFLAGS) -c $< -o $@
EOF
{
  echo '$ make -k'
  make -k 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
