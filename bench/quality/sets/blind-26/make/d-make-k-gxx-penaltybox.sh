#!/bin/bash
# make -k on an ice-hockey penalty-box timer (C++17): several translation units fail
source "$(dirname "$0")/d-lib.sh"
P=$WORK/penaltybox
rm -rf "$P"; mkdir -p "$P/src" "$P/include"
cd "$P"
cat > include/penalty.hpp <<'T'
#pragma once
#include <chrono>
#include <string>
#include <vector>
#include <map>

namespace pbox {
enum class Kind { Minor, Double, Major, Misconduct };

struct Penalty {
    int player;
    std::string team;
    Kind kind;
    std::chrono::seconds remaining;
};

class Box {
public:
    void add(Penalty p);
    void tick(std::chrono::seconds dt);
    int skaters_on_ice(const std::string &team) const;
    const std::vector<Penalty> &serving() const { return serving_; }
private:
    std::vector<Penalty> serving_;
};

std::chrono::seconds duration_of(Kind k);
std::string describe(const Penalty &p);
}
T
cat > src/box.cpp <<'T'
#include "penalty.hpp"
#include <algorithm>

namespace pbox {
void Box::add(Penalty p) {
    p.remaining = duration_of(p.kind);
    serving_.push_back(p);
}

void Box::tick(std::chrono::seconds dt) {
    for (auto &p : serving_) p.remaining -= dt;
    serving_.erase(std::remove_if(serving_.begin(), serving_.end(),
                   [](const Penalty &p) { return p.remaining <= 0; }), serving_.end());
}

int Box::skaters_on_ice(const std::string &team) const {
    int off = std::count_if(serving_.begin(), serving_.end(), [&](auto &p) { return p.team == team && p.kind != Kind::Misconduct; });
    return std::max(3, 5 - off);
}
}
T
cat > src/durations.cpp <<'T'
#include "penalty.hpp"
using namespace std::chrono_literals;

namespace pbox {
std::chrono::seconds duration_of(Kind k) {
    switch (k) {
    case Kind::Minor: return 2min;
    case Kind::Double: return 4min;
    case Kind::Major: return 5min;
    case Kind::Misconduct: return 10min;
    }
    return 0s;
}
}
T
cat > src/describe.cpp <<'T'
#include "penalty.hpp"
#include <sstream>
#include <iomanip>

namespace pbox {
std::string describe(const Penalty &p) {
    static const std::map<Kind, std::string> names = {{Kind::Minor, "minor"}, {Kind::Double, "double minor"},
                                                      {Kind::Major, "major"}, {Kind::Misconduct, "misconduct"}};
    std::ostringstream os;
    auto secs = p.remaining.count();
    os << p.team << " #" << p.player << " " << names[p.kind] << " "
       << secs / 60 << ":" << std::setw(2) << std::setfill('0') << secs % 60;
    return os.str();
}
}
T
cat > src/scoreboard.cpp <<'T'
#include "penalty.hpp"
#include <iostream>
#include <memory>

namespace pbox {
struct Scoreboard {
    std::unique_ptr<Box> box;
    void show() const {
        for (const auto &p : box->serving()) std::cout << describe(p) << '\n';
    }
};

Scoreboard make_board(Box b) {
    Scoreboard s;
    s.box = std::make_unique<Box>(b);
    return s;
}

void mirror(const Scoreboard &a, Scoreboard &b) { b = a; }
}
T
cat > src/main.cpp <<'T'
#include "penalty.hpp"
#include <iostream>
using namespace std::chrono_literals;

int main() {
    pbox::Box box;
    box.add({17, "HOME", pbox::Kind::Minor, 0s});
    box.add({4, "AWAY", pbox::Kind::Major, 0s});
    box.tick(90s);
    for (const auto &p : box.serving()) std::cout << pbox::describe(p) << '\n';
    std::cout << "home skaters: " << box.skaters_on_ice("HOME") << '\n';
}
T
cat > Makefile <<'T'
CXX = g++
CXXFLAGS = -std=c++17 -O2 -Wall -Wextra -Iinclude
OBJS = build/box.o build/durations.o build/describe.o build/scoreboard.o build/main.o
penaltybox: $(OBJS)
	$(CXX) $(OBJS) -o $@
build/%.o: src/%.cpp include/penalty.hpp
	@mkdir -p build
	$(CXX) $(CXXFLAGS) -c $< -o $@
T
{ run "make -k"; } | neutral > "$OUTDIR/d-make-k-gxx-penaltybox.txt"
