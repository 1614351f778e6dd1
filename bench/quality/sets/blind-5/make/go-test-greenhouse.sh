#!/bin/bash
# greenhouse irrigation timer (Go): go test -v ./... with a vet failure in one package and failing tests in another
source "$(dirname "$0")/_common.sh"
fresh greenhouse-irrigation
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$P/.gocache" GOPATH="$P/.gopath"
mkdir -p schedule sensors valves
cat > go.mod <<'EOF'
module example.com/greenhouse

go 1.19
EOF
cat > schedule/schedule.go <<'EOF'
package schedule

import (
	"fmt"
	"sort"
	"time"
)

// Zone is one bed or bench with its own valve.
type Zone struct {
	Name        string
	LitresPerM2 float64
	AreaM2      float64
	FlowLPM     float64 // litres per minute through the valve
}

// Run is one watering run of a zone.
type Run struct {
	Zone  string
	Start time.Time
	Dur   time.Duration
}

// Duration returns how long the valve must stay open.
func Duration(z Zone) time.Duration {
	litres := z.LitresPerM2 * z.AreaM2
	mins := litres / z.FlowLPM
	return time.Duration(mins) * time.Minute
}

// Plan staggers zones so that at most maxParallel valves are open at once.
func Plan(zones []Zone, start time.Time, maxParallel int) []Run {
	sorted := append([]Zone(nil), zones...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Name < sorted[j].Name })
	lanes := make([]time.Time, maxParallel)
	for i := range lanes {
		lanes[i] = start
	}
	var runs []Run
	for _, z := range sorted {
		best := 0
		for i := range lanes {
			if lanes[i].Before(lanes[best]) {
				best = i
			}
		}
		d := Duration(z)
		runs = append(runs, Run{Zone: z.Name, Start: lanes[best], Dur: d})
		lanes[best] = lanes[best].Add(d)
	}
	return runs
}

// Describe renders a run for the controller display.
func Describe(r Run) string {
	return fmt.Sprintf("%s %s for %d min", r.Start.Format("15:04"), r.Zone, int(r.Dur.Minutes()))
}
EOF
cat > schedule/schedule_test.go <<'EOF'
package schedule

import (
	"testing"
	"time"
)

var t0 = time.Date(2024, 6, 1, 5, 0, 0, 0, time.UTC)

func TestDurationWholeMinutes(t *testing.T) {
	z := Zone{Name: "tomatoes", LitresPerM2: 4, AreaM2: 6, FlowLPM: 8}
	if got := Duration(z); got != 3*time.Minute {
		t.Fatalf("Duration = %v, want 3m", got)
	}
}

func TestDurationRoundsUp(t *testing.T) {
	z := Zone{Name: "basil", LitresPerM2: 2.5, AreaM2: 3, FlowLPM: 2}
	if got := Duration(z); got != 4*time.Minute {
		t.Errorf("Duration = %v, want 4m0s (3.75 min rounded up)", got)
	}
}

func TestPlanSingleLane(t *testing.T) {
	zones := []Zone{
		{Name: "b-cucumbers", LitresPerM2: 5, AreaM2: 4, FlowLPM: 10},
		{Name: "a-lettuce", LitresPerM2: 2, AreaM2: 5, FlowLPM: 10},
	}
	runs := Plan(zones, t0, 1)
	if len(runs) != 2 {
		t.Fatalf("got %d runs", len(runs))
	}
	if runs[0].Zone != "a-lettuce" || !runs[1].Start.Equal(t0.Add(time.Minute)) {
		t.Errorf("unexpected plan: %+v", runs)
	}
}

func TestPlanTwoLanes(t *testing.T) {
	zones := []Zone{
		{Name: "peppers", LitresPerM2: 3, AreaM2: 10, FlowLPM: 5},
		{Name: "herbs", LitresPerM2: 2, AreaM2: 5, FlowLPM: 5},
		{Name: "seedlings", LitresPerM2: 1, AreaM2: 10, FlowLPM: 5},
	}
	runs := Plan(zones, t0, 2)
	want := map[string]time.Time{"herbs": t0, "peppers": t0, "seedlings": t0.Add(2 * time.Minute)}
	for _, r := range runs {
		if !r.Start.Equal(want[r.Zone]) {
			t.Errorf("%s starts at %s, want %s", r.Zone, r.Start.Format("15:04"), want[r.Zone].Format("15:04"))
		}
	}
}

func TestDescribe(t *testing.T) {
	r := Run{Zone: "herbs", Start: t0, Dur: 2 * time.Minute}
	if got := Describe(r); got != "05:00 herbs for 2 min" {
		t.Errorf("Describe = %q", got)
	}
}
EOF
cat > sensors/moisture.go <<'EOF'
package sensors

import (
	"fmt"
	"log"
)

// Reading is a raw capacitive probe value (dry ~ 3200, wet ~ 1400).
type Reading struct {
	Probe string
	Raw   int
}

const (
	Dry = 3200
	Wet = 1400
)

// Percent converts a raw reading to volumetric moisture percent.
func Percent(r Reading) float64 {
	if r.Raw >= Dry {
		return 0
	}
	if r.Raw <= Wet {
		return 100
	}
	return float64(Dry-r.Raw) / float64(Dry-Wet) * 100
}

// NeedsWater reports whether the bed is below its threshold.
func NeedsWater(r Reading, threshold float64) bool {
	p := Percent(r)
	log.Printf("probe %s: raw=%d moisture=%.1f%% threshold=%d", r.Probe, r.Raw, p, threshold)
	return p < threshold
}

// Label is used on the greenhouse dashboard.
func Label(r Reading) string {
	return fmt.Sprintf("%s: %.0f%%", r.Probe, Percent(r), r.Raw)
}
EOF
cat > sensors/moisture_test.go <<'EOF'
package sensors

import "testing"

func TestPercentBounds(t *testing.T) {
	if Percent(Reading{"p1", 3500}) != 0 {
		t.Fatal("expected 0")
	}
}
EOF
cat > valves/valves.go <<'EOF'
package valves

import (
	"errors"
	"sync"
	"time"
)

var ErrBusy = errors.New("valve already open")

// Bank tracks which valves are open.
type Bank struct {
	mu   sync.Mutex
	open map[string]time.Time
	max  int
}

func NewBank(max int) *Bank {
	return &Bank{open: map[string]time.Time{}, max: max}
}

func (b *Bank) Open(name string, at time.Time) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.open[name]; ok {
		return ErrBusy
	}
	if len(b.open) > b.max {
		return errors.New("too many valves open")
	}
	b.open[name] = at
	return nil
}

func (b *Bank) Close(name string, at time.Time) time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	started, ok := b.open[name]
	if !ok {
		return 0
	}
	delete(b.open, name)
	return at.Sub(started)
}

func (b *Bank) OpenCount() int {
	return len(b.open)
}
EOF
cat > valves/valves_test.go <<'EOF'
package valves

import (
	"errors"
	"testing"
	"time"
)

func TestOpenTwiceIsBusy(t *testing.T) {
	b := NewBank(2)
	now := time.Now()
	if err := b.Open("v1", now); err != nil {
		t.Fatal(err)
	}
	if err := b.Open("v1", now); !errors.Is(err, ErrBusy) {
		t.Fatalf("err = %v, want ErrBusy", err)
	}
}

func TestMaxOpen(t *testing.T) {
	b := NewBank(2)
	now := time.Now()
	_ = b.Open("v1", now)
	_ = b.Open("v2", now)
	if err := b.Open("v3", now); err == nil {
		t.Errorf("opened a third valve with max=2 (open now: %d)", b.OpenCount())
	}
}

func TestCloseReturnsElapsed(t *testing.T) {
	b := NewBank(1)
	t0 := time.Date(2024, 6, 1, 5, 0, 0, 0, time.UTC)
	_ = b.Open("v1", t0)
	if d := b.Close("v1", t0.Add(90*time.Second)); d != 90*time.Second {
		t.Errorf("Close = %v", d)
	}
}

func TestCloseUnknown(t *testing.T) {
	if d := NewBank(1).Close("nope", time.Now()); d != 0 {
		t.Errorf("Close unknown = %v", d)
	}
}
EOF
{
  echo '$ go vet ./...'
  go vet ./... 2>&1
  echo "[exit status: $?]"
  echo
  echo '$ go test -v ./...'
  go test -v ./... 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/go-test-greenhouse.txt"
