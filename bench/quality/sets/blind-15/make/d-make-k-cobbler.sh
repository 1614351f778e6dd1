#!/usr/bin/env bash
# d-make-k-cobbler: `make -k` of a small C++17 shoe-repair job tracker; three
# translation units fail (missing header member, const-correctness, wrong
# template argument) and make keeps going through the rest.
WORK=${WORK:-/home/dev}
P=$WORK/cobbler
rm -rf "$P"; mkdir -p "$P/src" "$P/include/cobbler" "$P/build"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > Makefile <<'T'
CXX      := g++
CXXFLAGS := -std=c++17 -Wall -Wextra -Wpedantic -O1 -g -Iinclude
SRCS     := $(wildcard src/*.cpp)
OBJS     := $(patsubst src/%.cpp,build/%.o,$(SRCS))

all: build/cobbler

build/cobbler: $(OBJS)
	$(CXX) -o $@ $^

build/%.o: src/%.cpp $(wildcard include/cobbler/*.hpp)
	$(CXX) $(CXXFLAGS) -c $< -o $@

clean:
	rm -rf build/*.o build/cobbler
T

cat > include/cobbler/job.hpp <<'T'
#pragma once
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace cobbler {

enum class Repair { HeelBar, FullSole, HalfSole, Stitching, Zip, Stretch, Dye };

struct Job {
    int ticket;
    std::string customer;
    std::string item;
    std::vector<Repair> repairs;
    std::chrono::system_clock::time_point received;
    std::optional<std::chrono::system_clock::time_point> collected;
    int price_pence = 0;
};

int base_price(Repair r);
std::string to_string(Repair r);

}  // namespace cobbler
T

cat > include/cobbler/bench.hpp <<'T'
#pragma once
#include <deque>
#include <map>
#include "cobbler/job.hpp"

namespace cobbler {

class Bench {
public:
    void take(Job job);
    const Job* next() const;
    Job finish(int ticket);
    std::size_t waiting() const { return queue_.size(); }
    int minutes_for(const Job& job) const;

private:
    std::deque<Job> queue_;
    std::map<Repair, int> minutes_ = {
        {Repair::HeelBar, 10}, {Repair::FullSole, 45}, {Repair::HalfSole, 30},
        {Repair::Stitching, 20}, {Repair::Zip, 35}, {Repair::Stretch, 15}, {Repair::Dye, 60}};
};

}  // namespace cobbler
T

cat > src/job.cpp <<'T'
#include "cobbler/job.hpp"

namespace cobbler {

int base_price(Repair r) {
    switch (r) {
    case Repair::HeelBar: return 1250;
    case Repair::FullSole: return 4800;
    case Repair::HalfSole: return 3200;
    case Repair::Stitching: return 900;
    case Repair::Zip: return 2400;
    case Repair::Stretch: return 800;
    case Repair::Dye: return 2200;
    }
    return 0;
}

std::string to_string(Repair r) {
    switch (r) {
    case Repair::HeelBar: return "heel bar";
    case Repair::FullSole: return "full sole";
    case Repair::HalfSole: return "half sole";
    case Repair::Stitching: return "stitching";
    case Repair::Zip: return "zip";
    case Repair::Stretch: return "stretch";
    case Repair::Dye: return "dye";
    }
    return "?";
}

}  // namespace cobbler
T

cat > src/bench.cpp <<'T'
#include "cobbler/bench.hpp"
#include <algorithm>
#include <stdexcept>

namespace cobbler {

void Bench::take(Job job) {
    queue_.push_back(std::move(job));
}

const Job* Bench::next() const {
    return queue_.empty() ? nullptr : &queue_.front();
}

Job Bench::finish(int ticket) {
    auto it = std::find_if(queue_.begin(), queue_.end(), [&](const Job& j) { return j.ticket == ticket; });
    if (it == queue_.end()) throw std::out_of_range("no such ticket");
    Job done = *it;
    queue_.erase(it);
    return done;
}

int Bench::minutes_for(const Job& job) const {
    int total = 0;
    for (Repair r : job.repairs) total += minutes_[r];
    return total;
}

}  // namespace cobbler
T

cat > src/pricing.cpp <<'T'
#include "cobbler/job.hpp"
#include <numeric>

namespace cobbler {

int quote(const Job& job, bool loyalty_card) {
    int sum = std::accumulate(job.repairs.begin(), job.repairs.end(), 0,
                              [](int acc, Repair r) { return acc + base_price(r); });
    if (loyalty_card) sum = sum * 9 / 10;
    if (job.repairs.size() >= 3) sum -= 300;
    return sum;
}

int rush_surcharge(const Job& job) {
    return job.priority ? 500 : 0;
}

}  // namespace cobbler
T

cat > src/ticket_printer.cpp <<'T'
#include "cobbler/job.hpp"
#include <cstdio>
#include <sstream>

namespace cobbler {

std::string ticket_text(const Job& job) {
    std::ostringstream os;
    os << "Ticket #" << job.ticket << "\n" << job.customer << " - " << job.item << "\n";
    for (unsigned i = 0; i < job.repairs.size(); ++i) {
        os << "  " << i + 1 << ". " << to_string(job.repairs[i]) << "\n";
    }
    char price[16];
    std::snprintf(price, sizeof price, "%d.%02d", job.price_pence / 100, job.price_pence % 100);
    os << "Total: GBP " << price << "\n";
    return os.str();
}

}  // namespace cobbler
T

cat > src/shelf.cpp <<'T'
#include "cobbler/job.hpp"
#include <array>
#include <optional>
#include <unordered_map>

namespace cobbler {

// Collection shelf: pigeonholes A1..D8 keyed by ticket.
class Shelf {
public:
    std::optional<std::string> slot_of(int ticket) const {
        auto it = slots_.find(ticket);
        if (it == slots_.end()) return std::nullopt;
        return it->second;
    }
    bool put(int ticket) {
        for (char row = 'A'; row <= 'D'; ++row)
            for (int col = 1; col <= 8; ++col) {
                std::string s{row};
                s += std::to_string(col);
                if (!used_.count(s)) { used_.emplace(s, ticket); slots_[ticket] = s; return true; }
            }
        return false;
    }
private:
    std::unordered_map<int, std::string> slots_;
    std::unordered_map<std::string, int> used_;
    std::array<int> capacity_{32};
};

}  // namespace cobbler
T

cat > src/main.cpp <<'T'
#include "cobbler/bench.hpp"
#include <iostream>

int main() {
    cobbler::Bench bench;
    bench.take({101, "M. Okafor", "brogues", {cobbler::Repair::HeelBar, cobbler::Repair::Stitching}, std::chrono::system_clock::now(), {}, 0});
    bench.take({102, "R. Lindqvist", "hiking boots", {cobbler::Repair::FullSole}, std::chrono::system_clock::now(), {}, 0});
    if (auto j = bench.next()) std::cout << "next: #" << j->ticket << " " << bench.minutes_for(*j) << " min\n";
    std::cout << bench.waiting() << " waiting\n";
}
T

{
  echo '$ make -k'
  make -k 2>&1; echo "exit status: $?"
} | neutral
