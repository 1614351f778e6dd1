#!/usr/bin/env bash
# g++ build of a theatre seat-reservation module with template-heavy errors.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/boxoffice
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > src/seating.hpp <<'EOF'
#pragma once
#include <list>
#include <map>
#include <optional>
#include <string>
#include <vector>

struct Seat {
    char row;
    int number;
    bool operator==(const Seat &o) const { return row == o.row && number == o.number; }
};

struct Booking {
    std::string customer;
    int price_cents;
};

class Auditorium {
public:
    explicit Auditorium(std::string name) : name_(std::move(name)) {}
    bool book(const Seat &s, Booking b);
    std::optional<Booking> find(const Seat &s) const;
    std::vector<Seat> free_in_row(char row, int seats_per_row) const;
    int revenue() const;
    std::list<Seat> sorted_bookings() const;

private:
    std::string name_;
    std::map<Seat, Booking> bookings_;
};
EOF
cat > src/seating.cpp <<'EOF'
#include "seating.hpp"
#include <algorithm>
#include <numeric>

bool Auditorium::book(const Seat &s, Booking b)
{
    auto [it, inserted] = bookings_.emplace(s, std::move(b));
    return inserted;
}

std::optional<Booking> Auditorium::find(const Seat &s) const
{
    auto it = bookings_.find(s);
    if (it == bookings_.end())
        return std::nullopt;
    return it->second;
}

std::vector<Seat> Auditorium::free_in_row(char row, int seats_per_row) const
{
    std::vector<Seat> out;
    for (int n = 1; n <= seats_per_row; ++n) {
        Seat s{row, n};
        if (!find(s))
            out.push_back(s);
    }
    return out;
}

int Auditorium::revenue() const
{
    return std::accumulate(bookings_.begin(), bookings_.end(), 0,
                           [](int acc, const auto &kv) { return acc + kv.second.price_cents; });
}

std::list<Seat> Auditorium::sorted_bookings() const
{
    std::list<Seat> seats;
    for (const auto &kv : bookings_)
        seats.push_back(kv.first);
    std::sort(seats.begin(), seats.end(), [](const Seat &a, const Seat &b) {
        return a.row < b.row || (a.row == b.row && a.number < b.number);
    });
    return seats;
}
EOF
cat > src/main.cpp <<'EOF'
#include "seating.hpp"
#include <iostream>

int main()
{
    Auditorium stalls("Stalls");
    stalls.book({'C', 7}, {"R. Achebe", 4200});
    stalls.book({'C', 8}, {"R. Achebe", 4200});
    stalls.book({'A', 1}, {"M. Lindgren", 5800});
    for (const auto &s : stalls.free_in_row('C', 12))
        std::cout << s.row << s.number << ' ';
    std::cout << "\nrevenue: " << stalls.revenue() / 100.0 << '\n';
}
EOF
{
  echo '$ g++ -std=c++17 -Wall -Wextra -O1 -o boxoffice src/seating.cpp src/main.cpp'
  g++ -std=c++17 -Wall -Wextra -O1 -o boxoffice src/seating.cpp src/main.cpp 2>&1
  echo "exit status: $?"
} | neutral
