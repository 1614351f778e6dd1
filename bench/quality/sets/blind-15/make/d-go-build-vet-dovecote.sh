#!/usr/bin/env bash
# d-go-build-vet-dovecote: `go build ./...` and then `go vet ./...` on a pigeon-racing
# (dovecote) loft manager; build errors in one package, vet findings in others.
WORK=${WORK:-/home/dev}
P=$WORK/dovecote
rm -rf "$P"; mkdir -p "$P/cmd/loftd" "$P/internal/race" "$P/internal/birds" "$P/internal/clock"
cd "$P" || exit 1
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$WORK/.gocache-dovecote"
rm -rf "$GOCACHE"
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > go.mod <<'T'
module github.com/loftworks/dovecote

go 1.19
T

cat > internal/birds/birds.go <<'T'
package birds

import (
	"fmt"
	"strings"
)

// Ring is a racing pigeon's leg ring, e.g. "GB24N12345".
type Ring struct {
	Country string
	Year    int
	Serial  string
}

type Bird struct {
	Ring   Ring
	Name   string
	Cock   bool
	Colour string
	Loft   string
}

func ParseRing(s string) (Ring, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if len(s) < 6 {
		return Ring{}, fmt.Errorf("ring %q too short", s)
	}
	var year int
	if _, err := fmt.Sscanf(s[2:4], "%d", &year); err != nil {
		return Ring{}, fmt.Errorf("ring %q: bad year: %w", s, err)
	}
	return Ring{Country: s[:2], Year: 2000 + year, Serial: s[4:]}, nil
}

func (r Ring) String() string {
	return fmt.Sprintf("%s%02d%s", r.Country, r.Year%100)
}

func (b *Bird) Label() string {
	sex := "hen"
	if b.Cock {
		sex = "cock"
	}
	return fmt.Sprintf("%s %s (%s)", b.Ring, b.Name, sex)
}
T

cat > internal/clock/clock.go <<'T'
package clock

import (
	"sync"
	"time"
)

// Clock records arrivals at the loft trap.
type Clock struct {
	mu       sync.Mutex
	arrivals map[string]time.Time
	Started  time.Time
}

func New(start time.Time) *Clock {
	return &Clock{arrivals: map[string]time.Time{}, Started: start}
}

func (c *Clock) Arrive(ring string, at time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, seen := c.arrivals[ring]; !seen {
		c.arrivals[ring] = at
	}
}

// Snapshot returns a copy of the clock for printing.
func (c *Clock) Snapshot() Clock {
	c.mu.Lock()
	defer c.mu.Unlock()
	return *c
}

func (c *Clock) Count() int {
	return len(c.arrivals)
}
T

cat > internal/race/velocity.go <<'T'
package race

import (
	"errors"
	"math"
	"time"

	"github.com/loftworks/dovecote/internal/birds"
)

// Result is one bird's placing in a race.
type Result struct {
	Bird       birds.Bird
	DistanceM  float64
	Liberation time.Time
	Arrival    time.Time
}

var ErrNotClocked = errors.New("bird not clocked")

// Velocity in metres per minute, the unit used on race sheets.
func (r Result) Velocity() (float64, error) {
	if r.Arrival.IsZero() {
		return 0, ErrNotClocked
	}
	mins := r.Arrival.Sub(r.Liberation).Minutes()
	return r.DistanceM / mins, nil
}

// Distance between liberation site and loft (haversine), metres.
func Distance(lat1, lon1, lat2, lon2 float64) float64 {
	const R = 6371000.0
	p1, p2 := lat1*math.Pi/180, lat2*math.Pi/180
	dp := (lat2 - lat1) * math.Pi / 180
	dl := (lon2 - lon1) * math.Pi / 180
	a := math.Sin(dp/2)*math.Sin(dp/2) + math.Cos(p1)*math.Cos(p2)*math.Sin(dl/2)*math.Sin(dl/2)
	return 2 * R * math.Asin(math.Sqrt(a))
}
T

cat > internal/race/sheet.go <<'T'
package race

import (
	"fmt"
	"sort"
	"strings"
)

// Sheet orders results by velocity, fastest first.
func Sheet(results []Result) string {
	sort.Slice(results, func(i, j int) bool {
		vi, _ := results[i].Velocity()
		vj, _ := results[j].Velocity()
		return vi > vj
	})
	var b strings.Builder
	for i, r := range results {
		v, err := r.Velocity()
		if err != nil {
			fmt.Fprintf(&b, "%3d  %-24s  not clocked\n", i+1, r.Bird.Label())
			continue
		}
		fmt.Fprintf(&b, "%3d  %-24s  %9.3f m/min\n", i+1, r.Bird.Label(), v)
	}
	return b.String()
}

func Points(place int, entries int) int {
	if place > entries/4 {
		return 0
	}
	return entries/4 - place + 1
}

func Winner(results []Result) (Result, bool) {
	if len(results) == 0 {
		return Result{}, false
	}
	best := results[0]
	for _, r := range results[1:] {
		v, _ := r.Velocity()
		bv := best.Velocity()
		if v > bv {
			best = r
		}
	}
	return best, true
}

func Pool(results []Result, stakePence int) map[string]int {
	pool := map[string]int{}
	w, ok := Winner(results)
	if !ok {
		return pool
	}
	pool[w.Bird.Loft] += stakePence * len(results)
	return pool
}
T

cat > cmd/loftd/main.go <<'T'
package main

import (
	"flag"
	"fmt"
	"log"
	"time"

	"github.com/loftworks/dovecote/internal/birds"
	"github.com/loftworks/dovecote/internal/clock"
	"github.com/loftworks/dovecote/internal/race"
)

func main() {
	site := flag.String("lib", "Alencon", "liberation site")
	flag.Parse()

	ring, err := birds.ParseRing("GB24N12345")
	if err != nil {
		log.Fatal(err)
	}
	c := clock.New(time.Now())
	c.Arrive(ring.String(), time.Now())
	snap := c.Snapshot()
	fmt.Printf("liberated at %s, %d clocked\n", *site, snap.Count())
	d := race.Distance(48.43, 0.09, 51.5, -0.12)
	fmt.Printf("distance %.0f m\n", d)
	log.Printf("loftd ready", d)
}
T

{
  echo '$ go build ./... && go vet ./...'
  { go build ./... && go vet ./...; } 2>&1; echo "exit status: $?"
  echo '$ go vet ./internal/birds/ ./internal/clock/ ./cmd/loftd/'
  go vet ./internal/birds/ ./internal/clock/ ./cmd/loftd/ 2>&1; echo "exit status: $?"
} | neutral
