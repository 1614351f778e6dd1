#!/bin/bash
# ASan run of a C++ airfield wind-sock sensor aggregator's self-test: heap-buffer-overflow after many passing checks
WORK=${WORK:-/home/dev}
P=$WORK/windsock-agg
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > src/gusts.hpp <<'EOF'
#pragma once
#include <vector>
#include <string>
#include <cstddef>

struct Reading { int minute; double knots; int bearing; };

class GustWindow {
public:
    explicit GustWindow(std::size_t width);
    void push(const Reading &r);
    double peak() const;
    double mean() const;
    int veer() const;   // bearing change across the window
private:
    std::size_t width_;
    std::size_t count_ = 0;
    Reading *ring_;
};

std::string runway_for(int bearing);
EOF
cat > src/gusts.cpp <<'EOF'
#include "gusts.hpp"
#include <algorithm>

GustWindow::GustWindow(std::size_t width) : width_(width), ring_(new Reading[width]) {}

void GustWindow::push(const Reading &r)
{
    ring_[count_ % width_] = r;
    ++count_;
}

double GustWindow::peak() const
{
    double p = 0;
    std::size_t n = std::min(count_, width_);
    for (std::size_t i = 0; i < n; ++i) p = std::max(p, ring_[i].knots);
    return p;
}

double GustWindow::mean() const
{
    double s = 0;
    std::size_t n = std::min(count_, width_);
    for (std::size_t i = 0; i < n; ++i) s += ring_[i].knots;
    return n ? s / n : 0;
}

int GustWindow::veer() const
{
    std::size_t newest = (count_ - 1) % width_;
    std::size_t oldest = count_ % width_;
    if (count_ <= width_) oldest = 0;
    return ring_[newest].bearing - ring_[oldest + width_ / 2 + width_].bearing;
}

std::string runway_for(int bearing)
{
    int b = ((bearing % 360) + 360) % 360;
    return (b >= 135 && b < 315) ? "24" : "06";
}
EOF
cat > src/selftest.cpp <<'EOF'
#include "gusts.hpp"
#include <iostream>
#include <cmath>

static int failures = 0;
static void check(const std::string &name, bool ok)
{
    std::cout << (ok ? "  ok   " : "  FAIL ") << name << std::endl;
    if (!ok) ++failures;
}

int main()
{
    std::cout << "windsock-agg self-test (build 2026.02, window=12 readings)" << std::endl;
    for (int b = 0; b < 360; b += 2) {
        std::string want = (b >= 135 && b < 315) ? "24" : "06";
        check("runway_for(" + std::to_string(b) + ") == " + want, runway_for(b) == want);
    }
    GustWindow w(12);
    for (int m = 0; m < 110; ++m) {
        double kt = 8 + 6 * std::sin(m / 5.0) + (m % 7 == 0 ? 9 : 0);
        w.push({m, kt, 220 + m});
        check("minute " + std::to_string(m) + " peak >= mean (" + std::to_string(w.peak()).substr(0, 5) + " kt)",
              w.peak() >= w.mean());
    }
    check("mean over last 12 minutes below 10 kt", w.mean() < 10);
    check("veer across window is 11 degrees", w.veer() == 11);
    std::cout << (failures ? "FAILED" : "PASSED") << " (" << failures << " failures)" << std::endl;
    return failures != 0;
}
EOF
g++ -std=c++17 -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -o selftest src/gusts.cpp src/selftest.cpp
{
echo '$ ASAN_OPTIONS=detect_leaks=1:print_legend=0 ./selftest'
ASAN_OPTIONS=detect_leaks=1:print_legend=0 ./selftest 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
