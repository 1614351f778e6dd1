#!/usr/bin/env bash
# "throttle": a Go module with a token-bucket limiter, a per-tenant quota table, an HTTP middleware and a
# sliding-window counter
# (stdlib only). `go test -v -short ./...`: table tests with subtests, one assertion failure, a nil-map panic, a skip.
set -u
NAME=go-test-v-ratelimit; PROJ=throttle
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g" -e "s#$(go env GOROOT)#/usr/lib/go-1.19#g"; }
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$BASE/.gocache-throttle"

mkdir -p bucket quota middleware
cat > go.mod <<'EOF'
module example.com/throttle

go 1.19
EOF
cat > bucket/bucket.go <<'EOF'
// Package bucket implements a token bucket with an injectable clock.
package bucket

import (
	"sync"
	"time"
)

type Clock func() time.Time

type Bucket struct {
	mu       sync.Mutex
	capacity float64
	rate     float64 // tokens per second
	tokens   float64
	last     time.Time
	now      Clock
}

func New(capacity int, perSecond float64, now Clock) *Bucket {
	if now == nil {
		now = time.Now
	}
	return &Bucket{capacity: float64(capacity), rate: perSecond, tokens: float64(capacity), last: now(), now: now}
}

func (b *Bucket) refill() {
	t := b.now()
	elapsed := t.Sub(b.last).Seconds()
	b.last = t
	b.tokens += elapsed * b.rate
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
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

// RetryAfter says how long until n tokens are available.
func (b *Bucket) RetryAfter(n int) time.Duration {
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

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }

func TestTakeUntilEmpty(t *testing.T) {
	c := &fakeClock{t: time.Unix(1700000000, 0)}
	b := New(3, 1, c.now)
	for i := 0; i < 3; i++ {
		if !b.Take(1) {
			t.Fatalf("take %d refused", i)
		}
	}
	if b.Take(1) {
		t.Fatal("fourth take should be refused")
	}
}

func TestRefill(t *testing.T) {
	cases := []struct {
		name    string
		wait    time.Duration
		take    int
		allowed bool
	}{
		{"half a second is not enough", 500 * time.Millisecond, 1, false},
		{"one second refills one", time.Second, 1, true},
		{"refill is capped at capacity", time.Hour, 5, false},
		{"two and a half seconds", 2500 * time.Millisecond, 2, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := &fakeClock{t: time.Unix(1700000000, 0)}
			b := New(4, 1, c.now)
			b.Take(4)
			c.advance(tc.wait)
			if got := b.Take(tc.take); got != tc.allowed {
				t.Errorf("Take(%d) after %v = %v, want %v", tc.take, tc.wait, got, tc.allowed)
			}
		})
	}
}

func TestRetryAfter(t *testing.T) {
	c := &fakeClock{t: time.Unix(1700000000, 0)}
	b := New(10, 4, c.now)
	b.Take(10)
	if got, want := b.RetryAfter(2), 500*time.Millisecond; got != want {
		t.Errorf("RetryAfter(2) = %v, want %v", got, want)
	}
}

func TestClockGoingBackwards(t *testing.T) {
	c := &fakeClock{t: time.Unix(1700000000, 0)}
	b := New(1, 1, c.now)
	c.advance(-2 * time.Second) // NTP step
	if !b.Take(1) {
		t.Errorf("a full bucket refused a token after the clock stepped back; tokens=%.2f", b.tokens)
	}
}

func TestWallClock(t *testing.T) {
	if testing.Short() {
		t.Skip("uses the real clock; skipped with -short")
	}
	b := New(1, 50, nil)
	b.Take(1)
	time.Sleep(30 * time.Millisecond)
	if !b.Take(1) {
		t.Error("expected a token after 30ms at 50/s")
	}
}
EOF
cat > quota/quota.go <<'EOF'
// Package quota maps tenants to plans and keeps one bucket per tenant.
package quota

import (
	"fmt"
	"sync"

	"example.com/throttle/bucket"
)

type Plan struct {
	Name      string
	Burst     int
	PerSecond float64
}

var Plans = map[string]Plan{
	"free":       {"free", 10, 1},
	"team":       {"team", 100, 20},
	"enterprise": {"enterprise", 1000, 250},
}

type Table struct {
	mu      sync.Mutex
	plans   map[string]string // tenant -> plan name
	buckets map[string]*bucket.Bucket
}

func NewTable() *Table {
	return &Table{plans: map[string]string{}}
}

func (t *Table) Assign(tenant, plan string) error {
	if _, ok := Plans[plan]; !ok {
		return fmt.Errorf("unknown plan %q", plan)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.plans[tenant] = plan
	delete(t.buckets, tenant)
	return nil
}

func (t *Table) Bucket(tenant string) *bucket.Bucket {
	t.mu.Lock()
	defer t.mu.Unlock()
	if b, ok := t.buckets[tenant]; ok {
		return b
	}
	p := Plans[t.plans[tenant]]
	if p.Name == "" {
		p = Plans["free"]
	}
	b := bucket.New(p.Burst, p.PerSecond, nil)
	t.buckets[tenant] = b
	return b
}
EOF
cat > quota/quota_test.go <<'EOF'
package quota

import "testing"

func TestAssignUnknownPlan(t *testing.T) {
	tb := NewTable()
	if err := tb.Assign("acme", "platinum"); err == nil {
		t.Fatal("expected error for unknown plan")
	}
}

func TestAssignKnownPlan(t *testing.T) {
	tb := NewTable()
	if err := tb.Assign("acme", "team"); err != nil {
		t.Fatal(err)
	}
}

func TestDefaultPlanIsFree(t *testing.T) {
	tb := NewTable()
	b := tb.Bucket("walk-in")
	n := 0
	for b.Take(1) {
		n++
	}
	if n != 10 {
		t.Errorf("free burst = %d, want 10", n)
	}
}

func TestBucketIsReused(t *testing.T) {
	tb := NewTable()
	if tb.Bucket("acme") != tb.Bucket("acme") {
		t.Error("expected the same bucket for repeated calls")
	}
}
EOF
cat > middleware/middleware.go <<'EOF'
// Package middleware rejects requests over quota with 429.
package middleware

import (
	"net/http"
	"strconv"

	"example.com/throttle/quota"
)

func Limit(t *quota.Table, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tenant := r.Header.Get("X-Tenant")
		if tenant == "" {
			http.Error(w, "missing X-Tenant", http.StatusUnauthorized)
			return
		}
		b := t.Bucket(tenant)
		if !b.Take(1) {
			secs := int(b.RetryAfter(1).Seconds() + 0.999)
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}
EOF
cat > middleware/middleware_test.go <<'EOF'
package middleware

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"example.com/throttle/quota"
)

func ok(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }

func TestMissingTenant(t *testing.T) {
	h := Limit(quota.NewTable(), http.HandlerFunc(ok))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/items", nil))
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("code = %d, want 401", rec.Code)
	}
}

func TestTooManyRequests(t *testing.T) {
	h := Limit(quota.NewTable(), http.HandlerFunc(ok))
	var last *httptest.ResponseRecorder
	for i := 0; i < 11; i++ {
		last = httptest.NewRecorder()
		req := httptest.NewRequest("GET", "/v1/items", nil)
		req.Header.Set("X-Tenant", "walk-in")
		h.ServeHTTP(last, req)
	}
	if last.Code != http.StatusTooManyRequests {
		t.Fatalf("11th request: code = %d, want 429", last.Code)
	}
	if got := last.Header().Get("Retry-After"); got != "1" {
		t.Errorf("Retry-After = %q, want \"1\"", got)
	}
}
EOF
mkdir -p window
cat > window/window.go <<'EOF'
// Package window counts events in a sliding window of fixed-size slots.
package window

import "time"

type Counter struct {
	slots    []int
	slotSize time.Duration
	head     int
	headAt   time.Time
}

func NewCounter(span time.Duration, slots int, start time.Time) *Counter {
	return &Counter{slots: make([]int, slots), slotSize: span / time.Duration(slots), headAt: start.Truncate(span / time.Duration(slots))}
}

func (c *Counter) advance(now time.Time) {
	for now.Sub(c.headAt) >= c.slotSize {
		c.head = (c.head + 1) % len(c.slots)
		c.slots[c.head] = 0
		c.headAt = c.headAt.Add(c.slotSize)
	}
}

func (c *Counter) Add(now time.Time, n int) {
	c.advance(now)
	c.slots[c.head] += n
}

func (c *Counter) Total(now time.Time) int {
	c.advance(now)
	t := 0
	for _, v := range c.slots {
		t += v
	}
	return t
}
EOF
cat > window/window_test.go <<'EOF'
package window

import (
	"fmt"
	"testing"
	"time"
)

func TestSlidingTotals(t *testing.T) {
	start := time.Unix(1700000000, 0)
	steps := []struct {
		at   time.Duration
		add  int
		want int
	}{
		{0, 3, 3},
		{10 * time.Second, 2, 5},
		{30 * time.Second, 1, 6},
		{59 * time.Second, 0, 6},
		{65 * time.Second, 0, 3},
		{75 * time.Second, 4, 5},
		{2 * time.Minute, 0, 4},
		{10 * time.Minute, 0, 0},
		{10*time.Minute + 5*time.Second, 7, 7},
		{10*time.Minute + 50*time.Second, 1, 8},
		{11*time.Minute + 20*time.Second, 0, 1},
	}
	c := NewCounter(time.Minute, 6, start)
	for _, s := range steps {
		s := s
		t.Run(fmt.Sprintf("t+%v", s.at), func(t *testing.T) {
			now := start.Add(s.at)
			c.Add(now, s.add)
			if got := c.Total(now); got != s.want {
				t.Errorf("Total = %d, want %d", got, s.want)
			}
		})
	}
}

func BenchmarkAdd(b *testing.B) {
	c := NewCounter(time.Minute, 60, time.Unix(0, 0))
	for i := 0; i < b.N; i++ {
		c.Add(time.Unix(int64(i/1000), 0), 1)
	}
}
EOF
( go test -v -short ./... 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
