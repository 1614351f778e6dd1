#!/usr/bin/env bash
# Helper sourced by go-test-fail.sh: writes the toy Go module "shortlink"
# (a URL shortener: slug generation, an in-memory store, HTTP handlers, config; no dependencies).
# After sourcing: $P is the module, neutral() rewrites paths. BROKEN=1 adds files with compile and vet errors.
W="${WORKDIR:-$(mktemp -d)}"
P="$W/shortlink"
neutral() { sed -e "s#$P#/home/dev/shortlink#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/internal/slug" "$P/internal/store" "$P/internal/httpapi" "$P/internal/config" "$P/cmd/shortlinkd"; cd "$P"
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$W/.gocache" GOPATH="$W/.gopath"

cat > go.mod <<'EOF'
module example.com/shortlink

go 1.19
EOF

cat > internal/slug/slug.go <<'EOF'
// Package slug turns sequence numbers into short, URL-safe identifiers.
package slug

import (
	"errors"
	"strings"
)

const alphabet = "23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"

var ErrInvalid = errors.New("slug: invalid character")

// Encode returns the base-55 representation of n, at least minLen characters long.
func Encode(n uint64, minLen int) string {
	var b strings.Builder
	base := uint64(len(alphabet))
	for n > 0 {
		b.WriteByte(alphabet[n%base])
		n /= base
	}
	for b.Len() < minLen {
		b.WriteByte(alphabet[0])
	}
	return reverse(b.String())
}

// Decode is the inverse of Encode.
func Decode(s string) (uint64, error) {
	var n uint64
	for _, r := range s {
		i := strings.IndexRune(alphabet, r)
		if i < 0 {
			return 0, ErrInvalid
		}
		n = n*uint64(len(alphabet)) + uint64(i)
	}
	return n, nil
}

func reverse(s string) string {
	r := []byte(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

// Valid reports whether s could have been produced by Encode.
func Valid(s string) bool {
	if len(s) == 0 || len(s) > 12 {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune(alphabet, r) {
			return false
		}
	}
	return true
}
EOF

cat > internal/slug/slug_test.go <<'EOF'
package slug

import "testing"

func TestRoundTrip(t *testing.T) {
	for _, n := range []uint64{0, 1, 54, 55, 56, 3024, 1 << 32, 1<<63 - 1} {
		s := Encode(n, 1)
		got, err := Decode(s)
		if err != nil || got != n {
			t.Errorf("Decode(Encode(%d)) = %d, %v (slug %q)", n, got, err, s)
		}
	}
}

func TestMinLength(t *testing.T) {
	if s := Encode(7, 5); len(s) != 5 {
		t.Fatalf("Encode(7, 5) = %q, want 5 characters", s)
	}
}

func TestNoAmbiguousCharacters(t *testing.T) {
	for _, c := range "01lIoO" {
		if Valid(string(c)) {
			t.Errorf("Valid(%q) = true, want false", c)
		}
	}
}

func TestDecodeRejectsUnknown(t *testing.T) {
	if _, err := Decode("ab-c"); err != ErrInvalid {
		t.Errorf("Decode(ab-c) error = %v, want ErrInvalid", err)
	}
}
EOF

cat > internal/store/store.go <<'EOF'
// Package store keeps short links in memory.
package store

import (
	"errors"
	"sync"
	"time"
)

var (
	ErrNotFound = errors.New("store: not found")
	ErrExists   = errors.New("store: slug already taken")
	ErrExpired  = errors.New("store: link expired")
)

type Link struct {
	Slug      string
	Target    string
	CreatedAt time.Time
	ExpiresAt time.Time
	Hits      int
}

type Memory struct {
	mu    sync.RWMutex
	links map[string]*Link
	seq   uint64
	now   func() time.Time
}

func NewMemory(now func() time.Time) *Memory {
	if now == nil {
		now = time.Now
	}
	return &Memory{links: map[string]*Link{}, now: now}
}

func (m *Memory) NextID() uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.seq++
	return m.seq
}

func (m *Memory) Put(l Link) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[l.Slug]; ok {
		return ErrExists
	}
	l.CreatedAt = m.now()
	m.links[l.Slug] = &l
	return nil
}

// Resolve returns the link for slug and counts a hit.
func (m *Memory) Resolve(slug string) (Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[slug]
	if !ok {
		return Link{}, ErrNotFound
	}
	if !l.ExpiresAt.IsZero() && m.now().After(l.ExpiresAt) {
		return Link{}, ErrExpired
	}
	l.Hits++
	return *l, nil
}

// Top returns up to n links ordered by hits, most first.
func (m *Memory) Top(n int) []Link {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make([]Link, 0, len(m.links))
	for _, l := range m.links {
		out = append(out, *l)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Hits > out[j-1].Hits; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}
EOF

cat > internal/store/store_test.go <<'EOF'
package store

import (
	"errors"
	"testing"
	"time"
)

func fixedClock(t time.Time) func() time.Time { return func() time.Time { return t } }

func TestPutResolve(t *testing.T) {
	m := NewMemory(nil)
	if err := m.Put(Link{Slug: "abc", Target: "https://example.org/a"}); err != nil {
		t.Fatal(err)
	}
	l, err := m.Resolve("abc")
	if err != nil || l.Target != "https://example.org/a" {
		t.Fatalf("Resolve = %+v, %v", l, err)
	}
}

func TestDuplicateSlug(t *testing.T) {
	m := NewMemory(nil)
	_ = m.Put(Link{Slug: "x", Target: "a"})
	if err := m.Put(Link{Slug: "x", Target: "b"}); !errors.Is(err, ErrExists) {
		t.Fatalf("second Put error = %v, want ErrExists", err)
	}
}

func TestExpiry(t *testing.T) {
	now := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	m := NewMemory(fixedClock(now))
	_ = m.Put(Link{Slug: "old", Target: "a", ExpiresAt: now.Add(-time.Minute)})
	if _, err := m.Resolve("old"); !errors.Is(err, ErrExpired) {
		t.Fatalf("Resolve(old) error = %v, want ErrExpired", err)
	}
}

func TestHitsAreCounted(t *testing.T) {
	m := NewMemory(nil)
	_ = m.Put(Link{Slug: "a", Target: "a"})
	_ = m.Put(Link{Slug: "b", Target: "b"})
	for i := 0; i < 3; i++ {
		_, _ = m.Resolve("b")
	}
	_, _ = m.Resolve("a")
	top := m.Top(2)
	if top[0].Slug != "b" || top[0].Hits != 3 {
		t.Errorf("Top(2)[0] = %s with %d hits, want b with 3", top[0].Slug, top[0].Hits)
	}
}

func TestConcurrentIDs(t *testing.T) {
	m := NewMemory(nil)
	seen := make(chan uint64, 100)
	for i := 0; i < 100; i++ {
		go func() { seen <- m.NextID() }()
	}
	got := map[uint64]bool{}
	for i := 0; i < 100; i++ {
		got[<-seen] = true
	}
	if len(got) != 100 {
		t.Fatalf("got %d distinct ids, want 100", len(got))
	}
}
EOF

cat > internal/config/config.go <<'EOF'
// Package config reads settings from the environment.
package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr       string
	BaseURL    string
	SlugMinLen int
	DefaultTTL time.Duration
}

func FromEnv() (Config, error) {
	c := Config{Addr: "127.0.0.1:8080", BaseURL: "http://localhost:8080", SlugMinLen: 4}
	if v := os.Getenv("SHORTLINK_ADDR"); v != "" {
		c.Addr = v
	}
	if v := os.Getenv("SHORTLINK_BASE_URL"); v != "" {
		c.BaseURL = v
	}
	if v := os.Getenv("SHORTLINK_SLUG_MIN_LEN"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return c, fmt.Errorf("config: SHORTLINK_SLUG_MIN_LEN=%q: must be a positive integer", v)
		}
		c.SlugMinLen = n
	}
	if v := os.Getenv("SHORTLINK_TTL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("config: SHORTLINK_TTL: %w", err)
		}
		c.DefaultTTL = d
	}
	return c, nil
}
EOF

cat > internal/config/config_test.go <<'EOF'
package config

import (
	"testing"
	"time"
)

func TestDefaults(t *testing.T) {
	c, err := FromEnv()
	if err != nil {
		t.Fatal(err)
	}
	if c.SlugMinLen != 4 || c.Addr != "127.0.0.1:8080" {
		t.Errorf("defaults = %+v", c)
	}
}

func TestTTL(t *testing.T) {
	t.Setenv("SHORTLINK_TTL", "36h")
	c, err := FromEnv()
	if err != nil || c.DefaultTTL != 36*time.Hour {
		t.Fatalf("TTL = %v, %v", c.DefaultTTL, err)
	}
}

func TestTTLInDays(t *testing.T) {
	t.Setenv("SHORTLINK_TTL", "7d")
	c, err := FromEnv()
	if err != nil {
		t.Fatalf("FromEnv with SHORTLINK_TTL=7d: %v", err)
	}
	if c.DefaultTTL != 7*24*time.Hour {
		t.Errorf("TTL = %v, want 168h", c.DefaultTTL)
	}
}

func TestBadMinLen(t *testing.T) {
	t.Setenv("SHORTLINK_SLUG_MIN_LEN", "0")
	if _, err := FromEnv(); err == nil {
		t.Fatal("expected an error for SHORTLINK_SLUG_MIN_LEN=0")
	}
}
EOF

cat > internal/httpapi/handler.go <<'EOF'
// Package httpapi exposes the shortener over HTTP.
package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"example.com/shortlink/internal/slug"
	"example.com/shortlink/internal/store"
)

type API struct {
	Store      *store.Memory
	BaseURL    string
	SlugMinLen int
	DefaultTTL time.Duration
}

type createRequest struct {
	URL    string `json:"url"`
	Custom string `json:"custom,omitempty"`
}

type createResponse struct {
	Slug  string `json:"slug"`
	Short string `json:"short"`
}

func (a *API) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/links", a.create)
	mux.HandleFunc("/", a.redirect)
	return mux
}

func (a *API) create(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var req createRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	u, err := url.Parse(req.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		http.Error(w, "url must be absolute http(s)", http.StatusBadRequest)
		return
	}
	s := req.Custom
	if s == "" {
		s = slug.Encode(a.Store.NextID(), a.SlugMinLen)
	} else if !slug.Valid(s) {
		http.Error(w, "invalid custom slug", http.StatusBadRequest)
		return
	}
	link := store.Link{Slug: s, Target: u.String()}
	if a.DefaultTTL > 0 {
		link.ExpiresAt = time.Now().Add(a.DefaultTTL)
	}
	if err := a.Store.Put(link); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(createResponse{Slug: s, Short: strings.TrimRight(a.BaseURL, "/") + "/" + s})
}

func (a *API) redirect(w http.ResponseWriter, r *http.Request) {
	s := strings.TrimPrefix(r.URL.Path, "/")
	l, err := a.Store.Resolve(s)
	switch {
	case errors.Is(err, store.ErrNotFound):
		http.NotFound(w, r)
	case errors.Is(err, store.ErrExpired):
		http.Error(w, "link expired", http.StatusGone)
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		http.Redirect(w, r, l.Target, http.StatusMovedPermanently)
	}
}
EOF

cat > internal/httpapi/handler_test.go <<'EOF'
package httpapi

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"example.com/shortlink/internal/store"
)

func newAPI() *API {
	return &API{Store: store.NewMemory(nil), BaseURL: "https://sho.rt/", SlugMinLen: 4}
}

func post(t *testing.T, h http.Handler, body string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/links", strings.NewReader(body)))
	return rec
}

func TestCreateAndRedirect(t *testing.T) {
	h := newAPI().Routes()
	rec := post(t, h, `{"url":"https://example.org/docs?page=2"}`)
	if rec.Code != http.StatusCreated {
		t.Fatalf("create: status %d, body %s", rec.Code, rec.Body)
	}
	var resp createResponse
	_ = json.Unmarshal(rec.Body.Bytes(), &resp)
	if !strings.HasPrefix(resp.Short, "https://sho.rt/") || len(resp.Slug) != 4 {
		t.Errorf("create response = %+v", resp)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/"+resp.Slug, nil))
	if rec.Code != http.StatusFound {
		t.Errorf("redirect status = %d, want %d", rec.Code, http.StatusFound)
	}
}

func TestRejectsRelativeURL(t *testing.T) {
	rec := post(t, newAPI().Routes(), `{"url":"/just/a/path"}`)
	if rec.Code != http.StatusBadRequest {
		t.Errorf("status = %d, want 400", rec.Code)
	}
}

func TestCustomSlugConflict(t *testing.T) {
	h := newAPI().Routes()
	post(t, h, `{"url":"https://a.example","custom":"docs"}`)
	rec := post(t, h, `{"url":"https://b.example","custom":"docs"}`)
	if rec.Code != http.StatusConflict {
		t.Errorf("status = %d, want 409", rec.Code)
	}
}

func TestUnknownSlug(t *testing.T) {
	rec := httptest.NewRecorder()
	newAPI().Routes().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/zzzz", nil))
	if rec.Code != http.StatusNotFound {
		t.Errorf("status = %d, want 404", rec.Code)
	}
}
EOF

cat > cmd/shortlinkd/main.go <<'EOF'
package main

import (
	"log"
	"net/http"

	"example.com/shortlink/internal/config"
	"example.com/shortlink/internal/httpapi"
	"example.com/shortlink/internal/store"
)

func main() {
	cfg, err := config.FromEnv()
	if err != nil {
		log.Fatal(err)
	}
	api := &httpapi.API{Store: store.NewMemory(nil), BaseURL: cfg.BaseURL, SlugMinLen: cfg.SlugMinLen, DefaultTTL: cfg.DefaultTTL}
	log.Printf("shortlinkd listening on %s", cfg.Addr)
	log.Fatal(http.ListenAndServe(cfg.Addr, api.Routes()))
}
EOF

if [ "${BROKEN:-0}" = 1 ]; then
  cat > internal/store/export.go <<'EOF'
package store

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"time"
)

// ExportCSV writes every link as slug,target,hits,created.
func (m *Memory) ExportCSV(w io.Writer) error {
	m.mu.RLock()
	defer m.mu.RUnlock()
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"slug", "target", "hits", "created"}); err != nil {
		return err
	}
	for slug, l := range m.links {
		row := []string{slug, l.Target, strconv.Itoa(l.Hits), l.CreatedAt.Format(time.RFC3339)}
		if err := cw.Write(row); err != nil {
			return fmt.Errorf("export %s: %w", slug, err)
		}
	}
	cw.Flush()
	return cw.Error()
}
EOF
  cat > internal/httpapi/stats.go <<'EOF'
package httpapi

import (
	"encoding/json"
	"log"
	"net/http"
	"strconv"
)

func (a *API) stats(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.URL.Query().Get("n"))
	if err != nil {
		n = 10
	}
	top := a.Store.Top(n)
	log.Printf("stats: %d links, top hit count %s", len(top), top[0].Hits)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(top)
}

func (a *API) statsFor(w http.ResponseWriter, r *http.Request) {
	slug := r.URL.Query().Get("slug")
	l, err := a.Store.Resolve(slug)
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	resp := map[string]any{"slug": l.Slug, "hits": l.Hits, "expires": l.ExpiresAt}
	json.NewEncoder(w).Encode(resp)
	return
	log.Printf("served stats for %s", slug)
}
EOF
  cat > cmd/shortlinkd/admin.go <<'EOF'
package main

import (
	"fmt"
	"os"
	"sync"

	"example.com/shortlink/internal/store"
)

type adminState struct {
	mu      sync.Mutex
	exports int
}

func dumpLinks(s *store.Memory, st adminState) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.exports++
	if err := s.ExportCSV(os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "export failed: %v\n", err)
	}
	fmt.Fprintf(os.Stderr, "export #%d done\n", st.exports, s)
}

func runAdmin(args []string, s *store.Memory) int {
	switch args[0] {
	case "dump":
		dumpLinks(s, adminState{})
		return 0
	case "top":
		for i, l := range s.Top(10) {
			fmt.Printf("%2d. %-10s %6d  %s\n", i+1, l.Slug, l.Hits, l.Target)
		}
		return 0
	}
	fmt.Fprintf(os.Stderr, "unknown admin command %q\n", args[0])
	return exitUsage
}
EOF
fi
