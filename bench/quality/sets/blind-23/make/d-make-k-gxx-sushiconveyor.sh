#!/bin/bash
# make -k on a C++17 sushi-conveyor belt controller: several translation units fail with different errors
WORK=${WORK:-/home/dev}; P=$WORK/sushibelt
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/plate.hpp <<'EOF'
#pragma once
#include <string>
#include <vector>
#include <map>
#include <memory>

enum class Colour { Green, Blue, Red, Gold, Black };

struct Plate {
    int rfid;
    Colour colour;
    std::string dish;
    long placed_ms;
};

class Belt {
public:
    explicit Belt(std::size_t slots) : slots_(slots) {}
    bool place(Plate p);
    std::unique_ptr<Plate> take(std::size_t slot);
    std::size_t occupied() const;
private:
    std::vector<std::unique_ptr<Plate>> slots_;
};

int price_cents(Colour c);
EOF
cat > src/belt.cpp <<'EOF'
#include "plate.hpp"
#include <algorithm>

bool Belt::place(Plate p) {
    for (auto &s : slots_) {
        if (!s) { s = std::make_unique<Plate>(p); return true; }
    }
    return false;
}

std::unique_ptr<Plate> Belt::take(std::size_t slot) {
    auto p = slots_.at(slot);
    return p;
}

std::size_t Belt::occupied() const {
    return std::count_if(slots_.begin(), slots_.end(), [](auto &s) { return s != nullptr; });
}
EOF
cat > src/pricing.cpp <<'EOF'
#include "plate.hpp"

int price_cents(Colour c) {
    static const std::map<Colour, int> table = {
        {Colour::Green, 180}, {Colour::Blue, 240}, {Colour::Red, 320},
        {Colour::Gold, 450}, {Colour::Black, 600},
    };
    return table.at(c);
}
EOF
cat > src/freshness.cpp <<'EOF'
#include "plate.hpp"
#include <chrono>

constexpr long MAX_AGE_MS = 55 * 60 * 1000;

bool is_stale(const Plate &p, long now_ms) {
    return now_ms - p.placed_ms > MAX_AGE_MS;
}

std::vector<int> stale_ids(const std::vector<Plate> &plates, long now_ms) {
    std::vector<int> out;
    for (const auto &p : plates)
        if (is_stale(p, now_ms)) out.push_back(p.rfid);
    return out;
}
EOF
cat > src/bill.cpp <<'EOF'
#include "plate.hpp"
#include <numeric>

struct Bill {
    int table;
    std::vector<Plate> plates;
    int total() const {
        return std::accumulate(plates.begin(), plates.end(), 0,
            [](int acc, const Plate &p) { return acc + price_cents(p.colour); });
    }
    std::string summary() const {
        return "table " + table + ": " + std::to_string(total()) + " cents";
    }
};

int split(const Bill &b, int people) {
    return b.total() / people;
}
EOF
cat > src/display.cpp <<'EOF'
#include "plate.hpp"
#include <iostream>

void show(const Belt &belt) {
    std::cout << "plates on belt: " << belt.occupied() << "\n";
    for (std::size_t i = 0; i < 3; i++) {
        auto p = belt.take(i);
        if (p) std::cout << p->dish << "\n";
    }
}
EOF
cat > src/main.cpp <<'EOF'
#include "plate.hpp"
#include <iostream>
void show(const Belt &belt);
int main() {
    Belt b(48);
    b.place({1001, Colour::Red, "salmon nigiri", 0});
    b.place({1002, Colour::Green, "kappa maki", 0});
    show(b);
    std::cout << price_cents(Colour::Gold) << "\n";
}
EOF
cat > Makefile <<'EOF'
CXX = g++
CXXFLAGS = -std=c++17 -O2 -Wall -Wextra -Iinclude
SRCS = $(wildcard src/*.cpp)
OBJS = $(SRCS:src/%.cpp=build/%.o)

build/sushibelt: $(OBJS)
	$(CXX) -o $@ $^

build/%.o: src/%.cpp include/plate.hpp
	@mkdir -p build
	$(CXX) $(CXXFLAGS) -c $< -o $@
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run make -k | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
