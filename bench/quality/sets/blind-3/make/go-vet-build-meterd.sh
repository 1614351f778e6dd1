#!/usr/bin/env bash
# "meterd": a Go service that aggregates smart-meter readings (module with 8 packages, stdlib only).
# `go vet ./...` reports type errors in two packages and vet findings in others; then `go build ./...`.
set -u
NAME=go-vet-build-meterd; PROJ=meterd
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$BASE/.gocache-meterd"

mkdir -p cmd/meterd internal/reading internal/window internal/store internal/httpapi
cat > go.mod <<'EOF'
module github.com/gridwatch/meterd

go 1.19
EOF
cat > internal/reading/reading.go <<'EOF'
package reading

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Reading is one cumulative register value reported by a meter.
type Reading struct {
	MeterID string
	At      time.Time
	KWh     float64
}

// Parse decodes "meter-id,unix-seconds,kwh".
func Parse(line string) (Reading, error) {
	parts := strings.Split(strings.TrimSpace(line), ",")
	if len(parts) != 3 {
		return Reading{}, fmt.Errorf("want 3 fields, got %d in %q", len(parts))
	}
	sec, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil {
		return Reading{}, fmt.Errorf("bad timestamp %q: %w", parts[1], err)
	}
	kwh, err := strconv.ParseFloat(parts[2], 64)
	if err != nil {
		return Reading{}, fmt.Errorf("bad kwh %q: %v", parts[2], err)
	}
	return Reading{MeterID: parts[0], At: time.Unix(sec, 0).UTC(), KWh: kwh}, nil
}
EOF
cat > internal/window/window.go <<'EOF'
package window

import (
	"sort"
	"sync"
	"time"

	"github.com/gridwatch/meterd/internal/reading"
)

// Window keeps the readings of the last Span per meter and reports consumption.
type Window struct {
	mu       sync.Mutex
	Span     time.Duration
	byMeter  map[string][]reading.Reading
}

func New(span time.Duration) *Window {
	return &Window{Span: span, byMeter: map[string][]reading.Reading{}}
}

func (w *Window) Add(r reading.Reading) {
	w.mu.Lock()
	defer w.mu.Unlock()
	list := append(w.byMeter[r.MeterID], r)
	sort.Slice(list, func(i, j int) bool { return list[i].At.Before(list[j].At) })
	cutoff := list[len(list)-1].At.Add(-w.Span)
	for len(list) > 0 && list[0].At.Before(cutoff) {
		list = list[1:]
	}
	w.byMeter[r.MeterID] = list
}

// Consumption is the register difference between the first and last reading in the window.
func (w Window) Consumption(meter string) float64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	list := w.byMeter[meter]
	if len(list) < 2 {
		return 0
	}
	return list[len(list)-1].KWh - list[0].KWh
}
EOF
cat > internal/store/store.go <<'EOF'
package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"time"
)

type Snapshot struct {
	Taken  time.Time          `json:"taken"`
	Totals map[string]float64 `json:"totals"`
	Source string             `json:source`
}

var ErrNoSnapshot = errors.New("no snapshot yet")

func Save(dir string, s Snapshot) error {
	f, err := os.CreateTemp(dir, "snapshot-*.json")
	if err != nil {
		return err
	}
	defer f.Close()
	if err := json.NewEncoder(f).Encode(s); err != nil {
		return err
	}
	return os.Rename(f.Name(), filepath.Join(dir, "snapshot.json"))
}

func Load(dir string) (Snapshot, error) {
	var s Snapshot
	b, err := os.ReadFile(filepath.Join(dir, "snapshot.json"))
	if errors.Is(err, os.ErrNotExist) {
		return s, ErrNoSnapshot
	}
	if err != nil {
		return s, err
	}
	return s, json.Unmarshal(b, s)
}
EOF
cat > internal/httpapi/api.go <<'EOF'
package httpapi

import (
	"encoding/json"
	"log"
	"net/http"
	"strconv"
	"time"

	"github.com/gridwatch/meterd/internal/window"
)

type API struct {
	Win     *window.Window
	Started time.Time
}

func (a *API) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/consumption", a.consumption)
	mux.HandleFunc("/healthz", a.health)
	return mux
}

func (a *API) consumption(w http.ResponseWriter, r *http.Request) {
	meter := r.URL.Query().Get("meter")
	if meter == "" {
		http.Error(w, "meter is required", http.StatusBadRequest)
		return
	}
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	kwh := a.Win.Consumption(meter)
	w.Header().Set("content-type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"meter": meter, "kwh": kwh, "window": a.Win.Span.String()})
}

func (a *API) health(w http.ResponseWriter, r *http.Request) {
	uptime := time.Since(a.Started)
	log.Printf("health check from %s, uptime %d", r.RemoteAddr, uptime.String())
	w.Write([]byte("ok\n"))
}

func (a *API) Timeout() time.Duration {
	return 5 * time.Second
	log.Println("unreachable")
}
EOF
cat > cmd/meterd/main.go <<'EOF'
package main

import (
	"bufio"
	"flag"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/gridwatch/meterd/internal/httpapi"
	"github.com/gridwatch/meterd/internal/reading"
	"github.com/gridwatch/meterd/internal/window"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:9184", "listen address")
	span := flag.Duration("window", 24*time.Hour, "aggregation window")
	flag.Parse()

	win := window.New(*span)
	go func() {
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			r, err := reading.Parse(sc.Text())
			if err != nil {
				log.Printf("skip: %v", err)
				continue
			}
			win.Add(r)
		}
	}()
	api := &httpapi.API{Win: win, Started: time.Now()}
	log.Printf("meterd listening on %s (window %s)", *addr, span)
	log.Fatal(http.ListenAndServe(*addr, api.Routes()))
}
EOF
mkdir -p internal/tariff internal/alerts internal/export
cat > internal/tariff/tariff.go <<'EOF'
package tariff

import "time"

type Band struct {
	Name      string
	FromHour  int
	ToHour    int
	CentsKWh  int
}

type Tariff struct {
	Bands    []Band
	Standing int
	Holidays func(time.Time) bool
}

func (t *Tariff) SetStanding(cents int) {
	t.Standing = t.Standing
}

func (t *Tariff) Price(at time.Time, kwh float64) float64 {
	h := at.Hour()
	if t.Holidays != nil && t.Holidays(at) {
		return kwh * float64(t.Bands[0].CentsKWh)
	}
	for _, b := range t.Bands {
		if h >= b.FromHour && h < b.ToHour {
			return kwh * float64(b.CentsKWh)
		}
	}
	return kwh * float64(t.Bands[len(t.Bands)-1].CentsKWh)
}

func (t *Tariff) HasHolidayRule() bool {
	return t.Price != nil
}

// Mask returns the bit mask of hours covered by band i.
func (t *Tariff) Mask(i int) uint16 {
	var m uint16
	for h := t.Bands[i].FromHour; h < t.Bands[i].ToHour; h++ {
		m |= 1 << h
	}
	return m | 1<<24
}
EOF
cat > internal/alerts/alerts.go <<'EOF'
package alerts

import (
	"fmt"
	"log"
	"sync"
)

type Rule struct {
	Meter     string
	MaxKWhDay float64
}

type Notifier interface {
	Notify(meter, msg string) error
}

func Check(rules []Rule, usage map[string]float64, n Notifier) {
	var wg sync.WaitGroup
	for _, r := range rules {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if u := usage[r.Meter]; u > r.MaxKWhDay {
				fmt.Sprintf("meter %s used %.1f kWh (limit %.1f)", r.Meter, u, r.MaxKWhDay)
				if err := n.Notify(r.Meter, "over limit"); err != nil {
					log.Println("notify failed for meter %s: %v", r.Meter, err)
				}
			}
		}()
	}
	wg.Wait()
}
EOF
cat > internal/export/export.go <<'EOF'
package export

import (
	"encoding/csv"
	"io"
	"strconv"
)

type Row struct {
	Meter string
	Day   string
	KWh   float64
	Peak  int
}

func WriteCSV(w io.Writer, rows []Row) error {
	cw := csv.NewWritter(w)
	if err := cw.Write([]string{"meter", "day", "kwh", "peak_hour"}); err != nil {
		return err
	}
	for _, r := range rows {
		rec := []string{r.Meter, r.Day, strconv.FormatFloat(r.KWh, 'f', 3, 64), r.Peak}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
EOF
( go vet ./... 2>&1; echo "[go vet exit status: $?]"; go build ./... 2>&1; echo "[go build exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
