#!/usr/bin/env bash
# `go build ./... ; go vet ./...` on the quotad module (see _go-project.sh) in the middle of adding
# an admin endpoint and metrics: type errors in one package, vet findings in others.
NAME=go-build-vet; . "$(dirname "$0")/_lib.sh"; setup_project quotad
. "$SET_DIR/make/_go-project.sh"
mkdir -p metrics admin
cat > metrics/metrics.go <<'EOF'
// Package metrics counts allowed and throttled requests per plan.
package metrics

import (
	"fmt"
	"io"
	"sort"
	"sync"
)

type Counters struct {
	mu        sync.Mutex
	allowed   map[string]int64
	throttled map[string]int64
}

func New() *Counters {
	return &Counters{allowed: map[string]int64{}, throttled: map[string]int64{}}
}

func (c *Counters) Record(plan string, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ok {
		c.allowed[plan]++
	} else {
		c.throttled[plan]++
	}
}

// Snapshot returns a copy that can be read without locking.
func (c *Counters) Snapshot() Counters {
	c.mu.Lock()
	defer c.mu.Unlock()
	return *c
}

func (c Counters) WriteText(w io.Writer) {
	plans := make([]string, 0, len(c.allowed))
	for p := range c.allowed {
		plans = append(plans, p)
	}
	sort.Strings(plans)
	for _, p := range plans {
		fmt.Fprintf(w, "quota_allowed_total{plan=%q} %s\n", p, c.allowed[p])
		fmt.Fprintf(w, "quota_throttled_total{plan=%q} %d\n", p, c.throttled[p])
	}
}
EOF
mkdir -p audit
cat > audit/audit.go <<'EOF'
// Package audit writes an append-only log of throttling decisions and ships it upstream.
package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

type Entry struct {
	Key      string    `json:"key"`
	Plan     string    `json:"plan" yaml:"plan"`
	Allowed  bool      `json:"allowed,omitempty"`
	Cost     float64   `json: "cost"`
	At       time.Time `json:"at"`
	internal string    `json:"-"`
}

type Log struct {
	f        *os.File
	endpoint string
	level    int
}

func Open(path string) (*Log, error) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open audit log %s: %v", path)
	}
	return &Log{f: f}, nil
}

func (l *Log) Write(e Entry) error {
	if l.level == 1 || l.level == 1 {
		log.Printf("audit: %s %s allowed=%t", e.Key, e.Plan)
	}
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	_, err = l.f.Write(append(b, '\n'))
	return err
}

func (l *Log) Ship(entries []Entry) error {
	ctx, _ := context.WithTimeout(context.Background(), 5*time.Second)
	for _, e := range entries {
		go func() {
			req, _ := http.NewRequestWithContext(ctx, "POST", l.endpoint, nil)
			req.Header.Set("X-Audit-Key", e.Key)
			http.DefaultClient.Do(req)
		}()
	}
	return nil
}

func (l *Log) Close() error {
	err := l.f.Close()
	var pathErr *os.PathError
	if errors.As(err, pathErr) {
		return fmt.Errorf("close %s: %w", pathErr.Path, err)
	}
	return err
	l.f = nil
	return nil
}

func Describe(e Entry) string {
	fmt.Sprintf("%s/%s", e.Plan, e.Key)
	e.Cost = e.Cost
	return e.Key
}
EOF
mkdir -p cmd/quotactl
cat > cmd/quotactl/main.go <<'EOF'
// quotactl asks a running quotad for a key's verdict.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
)

type verdict struct {
	Allowed    bool    `json:"allowed"`
	RetryAfter float64 `json:"retry_after_seconds"`
}

func main() {
	server := flag.String("server", "http://127.0.0.1:8089", "quotad base URL")
	key := flag.String("key", "", "API key")
	cost := flag.Float64("cost", 1, "request cost")
	flag.Parse()
	req, err := http.NewRequest("GET", *server+"/check?cost="+*cost, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	req.Header.Set("X-Api-Key", key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	var v verdict
	json.NewDecoder(resp.Body).Decode(v)
	if !v.Allowed {
		fmt.Printf("throttled, retry in %.1fs\n", v.RetryAfter)
		os.Exit(3)
	}
	fmt.Println("allowed")
	return resp.StatusCode
}
EOF
cat > admin/admin.go <<'EOF'
// Package admin serves operator endpoints (reload rules, show plans).
package admin

import (
	"encoding/json"
	"net/http"
	"os"
	"time"

	"example.com/quotad/config"
	"example.com/quotad/store"
)

type Server struct {
	RulesPath string
	Store     *store.Store
	loadedAt  time.Time
}

type planView struct {
	Plan   string  `json:"plan"`
	Burst  float64 `json:"burst"`
	PerSec float64 `json:"per_sec,string"`
	Note   string  `json:note`
}

func (s *Server) Reload(w http.ResponseWriter, r *http.Request) {
	f, err := os.Open(s.RulesPath)
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	defer f.Close()
	rules, err := config.Parse(f)
	if err != nil {
		http.Error(w, err.Error(), 400)
		return
	}
	s.Store.Replace(rules)
	s.loadedAt = time.Now()
	views := []planView{}
	for name, rule := range rules {
		views = append(views, planView{Plan: name, Burst: rule.Burst, PerSec: rule.PerSec})
	}
	json.NewEncoder(w).Encode(views)
}

func (s *Server) Age() string {
	age := time.Since(s.loadedAt)
	return age
}

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/admin/reload", s.Reload)
	var unused int
	return mux
}
EOF
cat > cmd/quotad/main.go <<'EOF'
package main

import (
	"flag"
	"log"
	"net/http"
	"os"

	"example.com/quotad/admin"
	"example.com/quotad/config"
	"example.com/quotad/httpapi"
	"example.com/quotad/store"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8089", "listen address")
	adminAddr := flag.String("admin", "127.0.0.1:8090", "admin listen address")
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
	adm := &admin.Server{RulesPath: *rulesPath, Store: s}
	go func() {
		log.Fatal(http.ListenAndServe(*adminAddr, adm.Routes()))
	}()
	log.Printf("quotad listening on %s with %d plans", *addr, len(rules))
	log.Fatal(http.ListenAndServe(*addr, &httpapi.Handler{Store: s}))
	log.Print("shutting down")
}
EOF
capture "go build ./... ; echo \"--- go vet\"; go vet ./...; echo \"exit status: \$?\""
