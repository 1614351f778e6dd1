#!/usr/bin/env bash
# make -k on a C++17 salt-lamp workshop inventory: several translation units fail, others build
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/saltlamp-inv
rm -rf "$P"; mkdir -p "$P/src" "$P/include"; cd "$P"
cat > include/lamp.hpp <<'T'
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

enum class Shape { Natural, Bowl, Pyramid, Sphere };

struct Lamp {
    std::string sku;
    Shape shape;
    double kg;
    int bulb_watts;
    bool dimmer;
};

class Inventory {
public:
    void add(Lamp l);
    const Lamp* find(const std::string& sku) const;
    std::vector<Lamp> byShape(Shape s) const;
    double totalKg() const;
private:
    std::map<std::string, Lamp> lamps_;
};

std::string shapeName(Shape s);
T
cat > src/inventory.cpp <<'T'
#include "lamp.hpp"
#include <algorithm>
#include <numeric>

void Inventory::add(Lamp l) { lamps_.emplace(l.sku, std::move(l)); }

const Lamp* Inventory::find(const std::string& sku) const {
    auto it = lamps_.find(sku);
    return it == lamps_.end() ? nullptr : &it->second;
}

std::vector<Lamp> Inventory::byShape(Shape s) const {
    std::vector<Lamp> out;
    std::copy_if(lamps_.begin(), lamps_.end(), std::back_inserter(out),
                 [s](const Lamp& l) { return l.shape == s; });
    return out;
}

double Inventory::totalKg() const {
    return std::accumulate(lamps_.begin(), lamps_.end(), 0.0,
                           [](double acc, const auto& kv) { return acc + kv.second.kg; });
}
T
cat > src/shapes.cpp <<'T'
#include "lamp.hpp"

std::string shapeName(Shape s) {
    switch (s) {
    case Shape::Natural: return "natural";
    case Shape::Bowl: return "bowl";
    case Shape::Pyramid: return "pyramid";
    case Shape::Sphere: return "sphere";
    }
    return "?";
}
T
cat > src/pricing.cpp <<'T'
#include "lamp.hpp"
#include <cmath>

double price(const Lamp& l) {
    double base = 18.0 + l.kg * 9.5;
    if (l.dimmer) base += 6.0;
    if (l.shape != Shape::Natural) base *= 1.35;
    return std::round(base * 100) / 100;
}

double shippingCost(const Lamp& l, const std::string& zone) {
    static const std::map<std::string, double> perKg = {{"UK", 1.2}, {"EU", 2.9}, {"ROW", 6.5}};
    return perKg[zone] * l.kg;
}
T
cat > src/report.cpp <<'T'
#include "lamp.hpp"
#include <iostream>
#include <iomanip>

void printReport(const Inventory& inv) {
    for (Shape s : {Shape::Natural, Shape::Bowl, Shape::Pyramid, Shape::Sphere}) {
        auto lamps = inv.byShape(s);
        std::cout << std::setw(10) << shapeName(s) << " " << lamps.size() << "\n";
    }
    std::unique_ptr<Lamp> heaviest = inv.find("HSL-XL-01");
    std::cout << "total " << inv.totalKg() << " kg\n";
}
T
cat > src/main.cpp <<'T'
#include "lamp.hpp"
#include <iostream>

void printReport(const Inventory& inv);
double price(const Lamp& l);

int main() {
    Inventory inv;
    inv.add({"HSL-NAT-03", Shape::Natural, 3.1, 15, false});
    inv.add({"HSL-BWL-02", Shape::Bowl, 2.4, 15, true});
    inv.add({"HSL-XL-01", Shape::Natural, 11.8, 25, true});
    printReport(inv);
    for (auto& l : inv.byShape(Shape::Natural)) std::cout << l.sku << " " << price(l) << "\n";
    return 0;
}
T
cat > Makefile <<'T'
CXX = g++
CXXFLAGS = -std=c++17 -O1 -Wall -Wextra -Iinclude
SRCS = $(wildcard src/*.cpp)
OBJS = $(SRCS:src/%.cpp=build/%.o)

saltlamp: $(OBJS)
	$(CXX) -o $@ $^

build/%.o: src/%.cpp include/lamp.hpp
	@mkdir -p build
	$(CXX) $(CXXFLAGS) -c $< -o $@
T
run make -k | neutral
