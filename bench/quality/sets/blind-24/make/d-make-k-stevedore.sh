#!/bin/bash
# make -k of a C++17 container-stowage planner: three translation units fail, the rest compile
. "$(dirname "$0")/d-lib.sh"
proj stevedore
mkdir -p src include obj
cat > include/stow.hpp <<'H'
#pragma once
#include <map>
#include <string>
#include <vector>
#include <optional>

namespace stow {
struct Box { std::string id; double tonnes; int bay, row, tier; bool reefer = false; };
struct Slot { int bay, row, tier; auto operator<=>(const Slot&) const = default; };

class Plan {
public:
    void place(const Box& b);
    std::optional<Box> at(const Slot& s) const;
    double bay_weight(int bay) const;
    const std::map<Slot, Box>& slots() const { return slots_; }
private:
    std::map<Slot, Box> slots_;
};

template <typename Pred>
std::vector<Box> select(const Plan& p, Pred pred) {
    std::vector<Box> out;
    for (auto& [slot, box] : p.slots()) if (pred(box)) out.push_back(box);
    return out;
}
}
H
cat > src/plan.cpp <<'C'
#include "stow.hpp"
namespace stow {
void Plan::place(const Box& b) { slots_[Slot{b.bay, b.row, b.tier}] = b; }
std::optional<Box> Plan::at(const Slot& s) const {
    auto it = slots_.find(s);
    if (it == slots_.end()) return std::nullopt;
    return it->second;
}
double Plan::bay_weight(int bay) const {
    double w = 0;
    for (auto& [s, b] : slots_) if (s.bay == bay) w += b.tonnes;
    return w;
}
}
C
cat > src/stability.cpp <<'C'
#include "stow.hpp"
#include <cmath>
namespace stow {
double vertical_moment(const Plan& p) {
    double m = 0;
    for (auto& [s, b] : p.slots()) m += b.tonnes * (s.tier * 2.59);
    return m;
}
double trim(const Plan& p, int bays) {
    double fwd = 0, aft = 0;
    for (int b = 1; b <= bays; ++b) (b <= bays / 2 ? fwd : aft) += p.bay_weight(b);
    return aft - fwd
}
}
C
cat > src/reefer.cpp <<'C'
#include "stow.hpp"
#include <algorithm>
namespace stow {
std::vector<Box> reefers(const Plan& p) {
    auto v = select(p, [](const Box& b) { return b.reefer; });
    std::sort(v.begin(), v.end());
    return v;
}
}
C
cat > src/hazmat.cpp <<'C'
#include "stow.hpp"
#include <set>
namespace stow {
enum class ImoClass { Explosives = 1, Gases, Flammable, Oxidizer = 5, Toxic, Radioactive, Corrosive };
bool segregated(const Slot& a, const Slot& b) {
    return std::abs(a.bay - b.bay) >= 2 || std::abs(a.row - b.row) >= 3;
}
int count_class(const std::vector<ImoClass>& cls, ImoClass c) {
    return std::count(cls.begin(), cls.end(), c);
}
}
C
for n in lashing crane gantry berth manifest edi baplie draft ballast lashbridge; do
cat > src/$n.cpp <<C
#include "stow.hpp"
namespace stow {
double ${n}_factor(const Plan& p) { return p.bay_weight(1) * 0.0${#n} + p.slots().size(); }
}
C
done
cat > src/main.cpp <<'C'
#include "stow.hpp"
#include <cstdio>
int main() {
    stow::Plan p;
    p.place({"MSKU1234565", 24.5, 1, 2, 1});
    std::printf("bay 1: %.1f t\n", p.bay_weight(1));
}
C
cat > Makefile <<'MK'
CXX      = g++
CXXFLAGS = -std=c++20 -Wall -Wextra -O1 -Iinclude
SRCS     = $(sort $(wildcard src/*.cpp))
OBJS     = $(SRCS:src/%.cpp=obj/%.o)

stowplan: $(OBJS)
	$(CXX) -o $@ $^

obj/%.o: src/%.cpp include/stow.hpp
	$(CXX) $(CXXFLAGS) -c $< -o $@
MK
capture d-make-k-stevedore 'make -k'
