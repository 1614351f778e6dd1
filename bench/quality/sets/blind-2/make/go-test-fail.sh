#!/usr/bin/env bash
# go test -v ./... on a small rate-quota module: one package fails its tests, one panics.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/quotaguard
rm -rf "$P"; mkdir -p "$P/bucket" "$P/window" "$P/policy"; cd "$P"
cat > go.mod <<'EOF'
module example.com/quotaguard

go 1.19
EOF
cat > bucket/bucket.go <<'EOF'
// Package bucket implements a token bucket with an injectable clock.
package bucket

import (
	"sync"
	"time"
)

type Bucket struct {
	mu       sync.Mutex
	capacity float64
	tokens   float64
	rate     float64 // tokens per second
	last     time.Time
	now      func() time.Time
}

func New(capacity int, perSecond float64, now func() time.Time) *Bucket {
	if now == nil {
		now = time.Now
	}
	return &Bucket{capacity: float64(capacity), tokens: float64(capacity), rate: perSecond, last: now(), now: now}
}

func (b *Bucket) refill() {
	t := b.now()
	elapsed := t.Sub(b.last).Seconds()
	b.tokens += elapsed * b.rate
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
	b.last = t
}

// Take removes n tokens if available.
func (b *Bucket) Take(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// Wait returns how long until n tokens are available.
func (b *Bucket) Wait(n int) time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	missing := float64(n) - b.tokens
	if missing <= 0 {
		return 0
	}
	return time.Duration(missing / b.rate * float64(time.Second))
}
EOF
cat > bucket/bucket_test.go <<'EOF'
package bucket

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func TestTakeUntilEmpty(t *testing.T) {
	c := &fakeClock{t: time.Unix(1700000000, 0)}
	b := New(3, 1, c.Now)
	for i := 0; i < 3; i++ {
		if !b.Take(1) {
			t.Fatalf("take %d failed", i)
		}
	}
	if b.Take(1) {
		t.Fatal("bucket should be empty")
	}
}

func TestRefill(t *testing.T) {
	c := &fakeClock{t: time.Unix(1700000000, 0)}
	b := New(10, 2, c.Now)
	b.Take(10)
	c.Advance(1500 * time.Millisecond)
	if !b.Take(3) {
		t.Fatal("expected 3 tokens after 1.5s at 2/s")
	}
}

func TestCapacityNeverExceeded(t *testing.T) {
	for _, idle := range []time.Duration{0, time.Second, time.Minute, time.Hour} {
		idle := idle
		t.Run(idle.String(), func(t *testing.T) {
			c := &fakeClock{t: time.Unix(1700000000, 0)}
			b := New(4, 1, c.Now)
			c.Advance(idle)
			if b.Take(5) {
				t.Fatal("took more than capacity")
			}
		})
	}
}

func TestWait(t *testing.T) {
	c := &fakeClock{t: time.Unix(1700000000, 0)}
	b := New(5, 0.5, c.Now)
	b.Take(5)
	if got, want := b.Wait(2), 4*time.Second; got != want {
		t.Errorf("Wait(2) = %v, want %v", got, want)
	}
}
EOF
cat > window/window.go <<'EOF'
// Package window counts events in a sliding window of fixed-size slots.
package window

import "time"

type Counter struct {
	slot  time.Duration
	slots []int
	start time.Time // time of slot 0
}

func NewCounter(span time.Duration, n int, start time.Time) *Counter {
	return &Counter{slot: span / time.Duration(n), slots: make([]int, n), start: start}
}

func (c *Counter) index(t time.Time) int {
	return int(t.Sub(c.start)/c.slot) % len(c.slots)
}

// Add records one event at time t.
func (c *Counter) Add(t time.Time) {
	c.advance(t)
	c.slots[c.index(t)]++
}

func (c *Counter) advance(t time.Time) {
	span := c.slot * time.Duration(len(c.slots))
	for t.Sub(c.start) > span {
		c.slots[0] = 0
		c.slots = append(c.slots[1:], 0)
		c.start = c.start.Add(c.slot)
	}
}

// Total returns the number of events in the window ending at t.
func (c *Counter) Total(t time.Time) int {
	c.advance(t)
	sum := 0
	for _, v := range c.slots {
		sum += v
	}
	return sum
}
EOF
cat > window/window_test.go <<'EOF'
package window

import (
	"testing"
	"time"
)

var t0 = time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)

func TestCountsWithinSpan(t *testing.T) {
	c := NewCounter(time.Minute, 6, t0)
	for i := 0; i < 5; i++ {
		c.Add(t0.Add(time.Duration(i) * 10 * time.Second))
	}
	if got := c.Total(t0.Add(50 * time.Second)); got != 5 {
		t.Errorf("Total = %d, want 5", got)
	}
}

func TestOldEventsExpire(t *testing.T) {
	c := NewCounter(time.Minute, 6, t0)
	c.Add(t0)
	c.Add(t0.Add(5 * time.Second))
	c.Add(t0.Add(65 * time.Second))
	if got := c.Total(t0.Add(70 * time.Second)); got != 1 {
		t.Errorf("Total after expiry = %d, want 1", got)
	}
}

func TestTableDriven(t *testing.T) {
	cases := []struct {
		name   string
		events []time.Duration
		at     time.Duration
		want   int
	}{
		{"empty", nil, 0, 0},
		{"one", []time.Duration{time.Second}, 2 * time.Second, 1},
		{"edge of span", []time.Duration{0, 59 * time.Second}, 60 * time.Second, 1},
		{"two minutes later", []time.Duration{0, 10 * time.Second}, 2 * time.Minute, 0},
		{"same slot twice", []time.Duration{time.Second, 2 * time.Second}, 3 * time.Second, 2},
		{"every slot", []time.Duration{0, 10 * time.Second, 20 * time.Second, 30 * time.Second, 40 * time.Second, 50 * time.Second}, 55 * time.Second, 6},
		{"half expired", []time.Duration{0, 10 * time.Second, 70 * time.Second, 80 * time.Second}, 85 * time.Second, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := NewCounter(time.Minute, 6, t0)
			for _, e := range tc.events {
				c.Add(t0.Add(e))
			}
			if got := c.Total(t0.Add(tc.at)); got != tc.want {
				t.Errorf("Total(%v) = %d, want %d", tc.at, got, tc.want)
			}
		})
	}
}
EOF
cat > policy/policy.go <<'EOF'
// Package policy maps API keys to quota tiers.
package policy

import (
	"fmt"
	"strings"
)

type Tier struct {
	Name      string
	PerMinute int
	Burst     int
}

var tiers = map[string]*Tier{
	"free":       {"free", 60, 10},
	"pro":        {"pro", 600, 100},
	"enterprise": {"enterprise", 6000, 1000},
}

type Registry struct {
	keys map[string]string // api key -> tier name
}

func NewRegistry() *Registry { return &Registry{keys: map[string]string{}} }

func (r *Registry) Assign(key, tier string) error {
	if _, ok := tiers[tier]; !ok {
		return fmt.Errorf("unknown tier %q", tier)
	}
	r.keys[key] = tier
	return nil
}

// Lookup returns the tier for a key; keys prefixed "test_" always get the free tier.
func (r *Registry) Lookup(key string) *Tier {
	if strings.HasPrefix(key, "test_") {
		return tiers["free"]
	}
	return tiers[r.keys[key]]
}
EOF
cat > policy/policy_test.go <<'EOF'
package policy

import "testing"

func TestAssignUnknownTier(t *testing.T) {
	r := NewRegistry()
	if err := r.Assign("k1", "platinum"); err == nil {
		t.Fatal("expected error for unknown tier")
	}
}

func TestTestKeysAreFree(t *testing.T) {
	r := NewRegistry()
	if got := r.Lookup("test_abc").Name; got != "free" {
		t.Errorf("got %s", got)
	}
}

func TestUnassignedKeyDefaultsToFree(t *testing.T) {
	r := NewRegistry()
	r.Assign("live_1", "pro")
	if got := r.Lookup("live_2").PerMinute; got != 60 {
		t.Errorf("unassigned key PerMinute = %d, want 60", got)
	}
}

func TestProBurst(t *testing.T) {
	r := NewRegistry()
	r.Assign("live_1", "pro")
	if got := r.Lookup("live_1").Burst; got != 100 {
		t.Errorf("Burst = %d", got)
	}
}
EOF
mkdir -p headers
cat > headers/headers.go <<'EOF'
// Package headers formats and parses IETF RateLimit-* response headers.
package headers

import (
	"fmt"
	"strconv"
	"strings"
)

type Limit struct {
	Limit     int
	Remaining int
	ResetSec  int
}

func Format(l Limit) map[string]string {
	return map[string]string{
		"RateLimit-Limit":     strconv.Itoa(l.Limit),
		"RateLimit-Remaining": strconv.Itoa(l.Remaining),
		"RateLimit-Reset":     strconv.Itoa(l.ResetSec),
	}
}

func Parse(h map[string]string) (Limit, error) {
	var l Limit
	var err error
	get := func(k string) int {
		if err != nil {
			return 0
		}
		v, ok := h[k]
		if !ok {
			err = fmt.Errorf("missing %s", k)
			return 0
		}
		n, e := strconv.Atoi(strings.TrimSpace(v))
		if e != nil || n < 0 {
			err = fmt.Errorf("bad %s: %q", k, v)
		}
		return n
	}
	l.Limit = get("RateLimit-Limit")
	l.Remaining = get("RateLimit-Remaining")
	l.ResetSec = get("RateLimit-Reset")
	return l, err
}
EOF
cat > headers/headers_test.go <<'EOF'
package headers

import "testing"

func TestRoundTrip(t *testing.T) {
	for _, l := range []Limit{{60, 59, 1}, {600, 0, 60}, {1, 1, 0}, {6000, 5999, 30}, {100, 50, 15}} {
		l := l
		t.Run(Format(l)["RateLimit-Limit"]+"/"+Format(l)["RateLimit-Remaining"], func(t *testing.T) {
			got, err := Parse(Format(l))
			if err != nil || got != l {
				t.Fatalf("got %+v, %v", got, err)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	cases := map[string]map[string]string{
		"missing_limit":     {"RateLimit-Remaining": "1", "RateLimit-Reset": "1"},
		"missing_remaining": {"RateLimit-Limit": "1", "RateLimit-Reset": "1"},
		"missing_reset":     {"RateLimit-Limit": "1", "RateLimit-Remaining": "1"},
		"negative":          {"RateLimit-Limit": "-1", "RateLimit-Remaining": "1", "RateLimit-Reset": "1"},
		"not_a_number":      {"RateLimit-Limit": "ten", "RateLimit-Remaining": "1", "RateLimit-Reset": "1"},
		"float":             {"RateLimit-Limit": "1.5", "RateLimit-Remaining": "1", "RateLimit-Reset": "1"},
	}
	for name, h := range cases {
		h := h
		t.Run(name, func(t *testing.T) {
			if _, err := Parse(h); err == nil {
				t.Error("expected an error")
			}
		})
	}
}

func TestWhitespaceTolerated(t *testing.T) {
	l, err := Parse(map[string]string{"RateLimit-Limit": " 10 ", "RateLimit-Remaining": "9", "RateLimit-Reset": "3"})
	if err != nil || l.Limit != 10 {
		t.Fatalf("got %+v, %v", l, err)
	}
}
EOF
{ go test -v ./...; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/go-test-fail.txt"
