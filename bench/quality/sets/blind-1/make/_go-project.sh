# Sourced by go-*.sh: creates the "quotad" Go module (an API quota service, no dependencies) in $W.
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
mkdir -p bucket config store httpapi cmd/quotad
cat > go.mod <<'EOF'
module example.com/quotad

go 1.19
EOF
cat > bucket/bucket.go <<'EOF'
// Package bucket implements a token bucket.
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

func New(capacity, ratePerSec float64) *Bucket {
	return &Bucket{capacity: capacity, tokens: capacity, rate: ratePerSec, now: time.Now, last: time.Now()}
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

// Take removes n tokens if available and reports whether it did.
func (b *Bucket) Take(n float64) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens < n {
		return false
	}
	b.tokens -= n
	return true
}

// RetryAfter says how long until n tokens are available.
func (b *Bucket) RetryAfter(n float64) time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	missing := n - b.tokens
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

func newTest(capacity, rate float64) (*Bucket, *fakeClock) {
	c := &fakeClock{t: time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)}
	b := New(capacity, rate)
	b.now = c.Now
	b.last = c.t
	return b, c
}

func TestTakeUntilEmpty(t *testing.T) {
	b, _ := newTest(3, 1)
	for i := 0; i < 3; i++ {
		if !b.Take(1) {
			t.Fatalf("take %d refused", i)
		}
	}
	if b.Take(1) {
		t.Fatal("fourth take should be refused")
	}
}

func TestRefillIsCapped(t *testing.T) {
	b, c := newTest(5, 10)
	b.Take(5)
	c.Advance(time.Hour)
	for i := 0; i < 5; i++ {
		b.Take(1)
	}
	if b.Take(1) {
		t.Error("bucket refilled beyond its capacity")
	}
}

func TestRetryAfter(t *testing.T) {
	cases := []struct {
		name     string
		take     float64
		want     float64
		expected time.Duration
	}{
		{"full bucket", 0, 1, 0},
		{"one short", 10, 1, 500 * time.Millisecond},
		{"five short", 10, 5, 2500 * time.Millisecond},
		{"more than capacity", 0, 25, -1}, // can never be satisfied
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newTest(10, 2)
			b.Take(tc.take)
			if got := b.RetryAfter(tc.want); got != tc.expected {
				t.Errorf("RetryAfter(%v) = %v, want %v", tc.want, got, tc.expected)
			}
		})
	}
}
EOF
cat > config/config.go <<'EOF'
// Package config parses the quota rules file.
package config

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

type Rule struct {
	Plan     string
	Burst    float64
	PerSec   float64
	Override bool
}

// Parse reads lines of the form "plan burst per_second [override]".
func Parse(r io.Reader) (map[string]Rule, error) {
	rules := map[string]Rule{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		if len(f) < 3 {
			return nil, fmt.Errorf("line %d: want 3 fields, got %d", line, len(f))
		}
		burst, err := strconv.ParseFloat(f[1], 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: burst: %w", line, err)
		}
		per, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: rate: %w", line, err)
		}
		rules[f[0]] = Rule{Plan: f[0], Burst: burst, PerSec: per, Override: len(f) > 3 && f[3] == "override"}
	}
	return rules, sc.Err()
}
EOF
cat > config/config_test.go <<'EOF'
package config

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	rules, err := Parse(strings.NewReader("# plans\nfree 10 0.5\npro 100 20\nenterprise 1000 200 override\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != 3 {
		t.Fatalf("got %d rules", len(rules))
	}
	if !rules["enterprise"].Override {
		t.Error("enterprise should override")
	}
}

func TestParseRejectsShortLine(t *testing.T) {
	_, err := Parse(strings.NewReader("free 10\n"))
	if err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Fatalf("err = %v", err)
	}
}

func TestParseRateWithUnit(t *testing.T) {
	rules, err := Parse(strings.NewReader("free 10 30/min\n"))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if got := rules["free"].PerSec; got != 0.5 {
		t.Errorf("PerSec = %v, want 0.5", got)
	}
}
EOF
cat > store/store.go <<'EOF'
// Package store keeps one bucket per API key.
package store

import (
	"sync"

	"example.com/quotad/bucket"
	"example.com/quotad/config"
)

type Store struct {
	mu      sync.Mutex
	rules   map[string]config.Rule
	buckets map[string]*bucket.Bucket
	plans   map[string]string // api key -> plan
}

func New(rules map[string]config.Rule, plans map[string]string) *Store {
	return &Store{rules: rules, plans: plans}
}

func (s *Store) For(key string) *bucket.Bucket {
	s.mu.Lock()
	defer s.mu.Unlock()
	if b, ok := s.buckets[key]; ok {
		return b
	}
	rule := s.rules[s.plans[key]]
	b := bucket.New(rule.Burst, rule.PerSec)
	s.buckets[key] = b
	return b
}
EOF
cat > store/store_test.go <<'EOF'
package store

import (
	"testing"

	"example.com/quotad/config"
)

func TestSameKeySameBucket(t *testing.T) {
	s := New(map[string]config.Rule{"free": {Plan: "free", Burst: 2, PerSec: 1}}, map[string]string{"k1": "free"})
	if s.For("k1") != s.For("k1") {
		t.Fatal("expected the same bucket for the same key")
	}
}

func TestUnknownKeyGetsNoQuota(t *testing.T) {
	s := New(map[string]config.Rule{}, map[string]string{})
	if s.For("nobody").Take(1) {
		t.Fatal("unknown key should not get tokens")
	}
}
EOF
cat > httpapi/handler.go <<'EOF'
// Package httpapi exposes the quota check over HTTP.
package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"example.com/quotad/store"
)

type Handler struct {
	Store *store.Store
}

type verdict struct {
	Allowed    bool    `json:"allowed"`
	RetryAfter float64 `json:"retry_after_seconds,omitempty"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("X-Api-Key")
	if key == "" {
		http.Error(w, "missing X-Api-Key", http.StatusUnauthorized)
		return
	}
	cost := 1.0
	if c := r.URL.Query().Get("cost"); c != "" {
		v, err := strconv.ParseFloat(c, 64)
		if err != nil || v <= 0 {
			http.Error(w, "bad cost", http.StatusBadRequest)
			return
		}
		cost = v
	}
	b := h.Store.For(key)
	if b.Take(cost) {
		json.NewEncoder(w).Encode(verdict{Allowed: true})
		return
	}
	wait := b.RetryAfter(cost)
	w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds()+0.999)))
	w.WriteHeader(http.StatusTooManyRequests)
	json.NewEncoder(w).Encode(verdict{Allowed: false, RetryAfter: wait.Seconds()})
}
EOF
cat > httpapi/handler_test.go <<'EOF'
package httpapi

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"example.com/quotad/config"
	"example.com/quotad/store"
)

func TestMissingKey(t *testing.T) {
	h := &Handler{Store: store.New(nil, nil)}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/check", nil))
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("code = %d", rec.Code)
	}
}

func TestBadCost(t *testing.T) {
	h := &Handler{Store: store.New(nil, nil)}
	req := httptest.NewRequest("GET", "/check?cost=-1", nil)
	req.Header.Set("X-Api-Key", "k1")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d", rec.Code)
	}
}

func TestThrottleSetsRetryAfter(t *testing.T) {
	s := store.New(map[string]config.Rule{"free": {Plan: "free", Burst: 1, PerSec: 0.5}}, map[string]string{"k1": "free"})
	h := &Handler{Store: s}
	for i, want := range []int{200, 429} {
		req := httptest.NewRequest("GET", "/check", nil)
		req.Header.Set("X-Api-Key", "k1")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != want {
			t.Fatalf("request %d: code = %d, want %d", i, rec.Code, want)
		}
		if want == 429 && rec.Header().Get("Retry-After") != "2" {
			t.Errorf("Retry-After = %q, want \"2\"", rec.Header().Get("Retry-After"))
		}
	}
}
EOF
cat > cmd/quotad/main.go <<'EOF'
package main

import (
	"flag"
	"log"
	"net/http"
	"os"

	"example.com/quotad/config"
	"example.com/quotad/httpapi"
	"example.com/quotad/store"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8089", "listen address")
	rulesPath := flag.String("rules", "rules.txt", "quota rules file")
	flag.Parse()
	f, err := os.Open(*rulesPath)
	if err != nil {
		log.Fatal(err)
	}
	rules, err := config.Parse(f)
	if err != nil {
		log.Fatal(err)
	}
	s := store.New(rules, map[string]string{})
	log.Printf("quotad listening on %s with %d plans", *addr, len(rules))
	log.Fatal(http.ListenAndServe(*addr, &httpapi.Handler{Store: s}))
}
EOF
