#!/usr/bin/env bash
# g++ build of a stone-sculpture commission tracker: template/overload errors from the standard library.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/sculptor
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/src/commission.hpp" <<'T'
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

struct Block {
    std::string stone;   // e.g. "Portland", "Carrara"
    double tonnes;
    int quarry_lot;
};

struct Commission {
    std::string client;
    std::vector<Block> blocks;
    double fee_gbp;
};
T
cat > "$P/src/ledger.cpp" <<'T'
#include <algorithm>
#include <iostream>
#include <numeric>
#include <unordered_set>
#include "commission.hpp"

double total_tonnes(const Commission &c) {
    return std::accumulate(c.blocks.begin(), c.blocks.end(), 0.0,
                           [](double acc, const Block &b) { return acc + b.tonnes; });
}

std::set<Block> distinct_blocks(const std::vector<Commission> &all) {
    std::set<Block> out;
    for (const auto &c : all)
        for (const auto &b : c.blocks) out.insert(b);
    return out;
}

void sort_by_weight(std::vector<Commission> &all) {
    std::sort(all.begin(), all.end());
}

int main() {
    std::vector<Commission> book{{"Harbour Trust", {{"Portland", 4.2, 118}}, 38000.0},
                                 {"St Aidan's", {{"Carrara", 1.1, 7}, {"Kilkenny", 0.8, 52}}, 21500.0}};
    sort_by_weight(book);
    std::map<std::string, double> by_client;
    for (auto &c : book) by_client[c.client] = total_tonnes(c);
    std::cout << distinct_blocks(book).size() << " blocks\n";
    std::unordered_set<Block> lots(book[0].blocks.begin(), book[0].blocks.end());
    return 0;
}
T
run d-gxx-sculptor "$P" g++ -std=c++17 -Wall -c src/ledger.cpp -o ledger.o
