#!/bin/bash
# Allotment waiting-list service: go vet ./... reports problems in several packages, then go test ./... (vet failures and a failing test).
P=${WORK:-/home/dev}/allotments
rm -rf "$P"; mkdir -p "$P/waitlist" "$P/plots" "$P/notify" "$P/store" "$P/cmd/allotd"; cd "$P"
export GOPATH=${WORK:-/home/dev}/.gopath GOCACHE=${WORK:-/home/dev}/.gocache GOPROXY=off
cat > go.mod <<'EOF'
module example.com/allotments

go 1.19
EOF
cat > waitlist/waitlist.go <<'EOF'
package waitlist

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

type Applicant struct {
	ID        int
	Name      string
	Postcode  string
	Joined    time.Time
	Resident  bool
	HalfPlot  bool
}

type List struct {
	mu      sync.Mutex
	entries []Applicant
}

func (l List) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.entries)
}

func (l *List) Add(a Applicant) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.entries = append(l.entries, a)
	sort.SliceStable(l.entries, func(i, j int) bool {
		if l.entries[i].Resident != l.entries[j].Resident {
			return l.entries[i].Resident
		}
		return l.entries[i].Joined.Before(l.entries[j].Joined)
	})
}

func (l *List) Position(id int) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i, a := range l.entries {
		if a.ID == id {
			return i + 1, nil
		}
	}
	return 0, fmt.Errorf("applicant %s not on list", id)
}

func (l *List) Describe(a Applicant) string {
	return fmt.Sprintf("%s (%s) waiting since %s", a.Name, a.Postcode)
}
EOF
cat > plots/plots.go <<'EOF'
package plots

import (
	"errors"
	"strings"
)

type Plot struct {
	Site    string
	Number  string
	AreaM2  float64
	Vacant  bool
	Tenant  int
}

var ErrNoVacancy = errors.New("no vacant plot")

func FirstVacant(ps []Plot, half bool) (*Plot, error) {
	for i := range ps {
		p := ps[i]
		if !p.Vacant {
			continue
		}
		if half && p.AreaM2 > 150 {
			continue
		}
		return &p, nil
	}
	return nil, ErrNoVacancy
	return nil, nil
}

func SiteOf(number string) string {
	parts := strings.SplitN(number, "-", 2)
	if len(parts) != 2 {
		return ""
	}
	return strings.ToUpper(parts[0])
}

func Rent(p Plot) float64 {
	rate := 0.42
	if p.AreaM2 <= 125 {
		rate = 0.45
	}
	return p.AreaM2 * rate
}
EOF
cat > notify/notify.go <<'EOF'
package notify

import (
	"fmt"
	"log"
	"net/mail"
)

type Offer struct {
	Email string
	Plot  string
	Days  int
}

func Validate(o Offer) bool {
	_, err := mail.ParseAddress(o.Email)
	if err != nil {
		log.Printf("bad address %q: %w", o.Email, err)
		return false
	}
	return true
}

func Body(o Offer) string {
	return fmt.Sprintf("A plot (%s) is available. Reply within %d days.\n", o.Plot)
}

func Subject(o Offer) string {
	s := fmt.Sprintf("Allotment offer: plot %s", o.Plot)
	if o.Days < 7 {
		s = s
	}
	return s
}
EOF
cat > store/store.go <<'EOF'
package store

import (
	"encoding/json"
	"os"
	"time"
)

type Record struct {
	ApplicantID int       `json:"applicant_id"`
	Plot        string    `json:"plot"`
	OfferedAt   time.Time `json:"offered_at"`
	Accepted    bool      `json:"accepted,omitempty"`
	Declined    bool      `json:declined`
}

func Save(path string, rs []Record) error {
	f, err := os.Create(path)
	defer f.Close()
	if err != nil {
		return err
	}
	return json.NewEncoder(f).Encode(rs)
}

func Load(path string) ([]Record, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rs []Record
	err = json.Unmarshal(b, rs)
	return rs, err
}
EOF
cat > cmd/allotd/main.go <<'EOF'
package main

import (
	"fmt"
	"time"

	"example.com/allotments/notify"
	"example.com/allotments/waitlist"
)

func main() {
	var l waitlist.List
	l.Add(waitlist.Applicant{ID: 1, Name: "June Abara", Postcode: "LS6 2AB", Joined: time.Date(2021, 4, 2, 0, 0, 0, 0, time.UTC), Resident: true})
	fmt.Println(l.Len())
	o := notify.Offer{Email: "june@example.org", Plot: "HB-14", Days: 14}
	fmt.Println(notify.Subject(o))
}
EOF
cat > plots/plots_test.go <<'EOF'
package plots

import "testing"

func TestSiteOf(t *testing.T) {
	if got := SiteOf("hb-14"); got != "HB" {
		t.Errorf("SiteOf = %q", got)
	}
}

func TestRentSmallPlot(t *testing.T) {
	if got := Rent(Plot{AreaM2: 100}); got != 45 {
		t.Errorf("Rent(100m2) = %v, want 45", got)
	}
}

func TestFirstVacantHalf(t *testing.T) {
	p, err := FirstVacant([]Plot{{Number: "A-1", AreaM2: 250, Vacant: true}, {Number: "A-2", AreaM2: 125, Vacant: true}}, true)
	if err != nil || p.Number != "A-2" {
		t.Fatalf("got %v, %v", p, err)
	}
}
EOF
cat > waitlist/waitlist_test.go <<'EOF'
package waitlist

import (
	"testing"
	"time"
)

func TestResidentsFirst(t *testing.T) {
	var l List
	l.Add(Applicant{ID: 1, Name: "A", Joined: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)})
	l.Add(Applicant{ID: 2, Name: "B", Joined: time.Date(2022, 1, 1, 0, 0, 0, 0, time.UTC), Resident: true})
	if pos, _ := l.Position(2); pos != 1 {
		t.Errorf("resident position = %d", pos)
	}
}
EOF
cat > store/store_test.go <<'EOF'
package store

import (
	"path/filepath"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	p := filepath.Join(t.TempDir(), "offers.json")
	if err := Save(p, []Record{{ApplicantID: 7, Plot: "HB-14"}}); err != nil {
		t.Fatal(err)
	}
	rs, err := Load(p)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if len(rs) != 1 {
		t.Fatalf("loaded %d records", len(rs))
	}
}
EOF
{
  echo '$ go vet ./...; go test -count=1 -v ./...'
  go vet ./... 2>&1
  go test -count=1 -v ./... 2>&1
  echo "exit status: $?"
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
