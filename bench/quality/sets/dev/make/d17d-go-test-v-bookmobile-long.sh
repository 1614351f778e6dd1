#!/bin/bash
# go test -v ./... of a toy mobile-library (bookmobile) route planner: three packages,
# table-driven subtests, one skip, two failing subtests.
# Usage: WORK=<dir> bash d17d-go-test-v-bookmobile-long.sh > out.txt
WORK=${WORK:-/home/dev}
P=$WORK/bookmobile
rm -rf "$P"; mkdir -p "$P/route" "$P/loans" "$P/stops" "$P/fuel"; cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's#/usr/lib/go-1.19/#/usr/local/go/#g' -e 's/\x1b\[[0-9;]*[mK]//g'; }
export PATH=$PATH:/usr/lib/go-1.19/bin GOFLAGS=-mod=mod GOCACHE=$WORK/.gocache-bookmobile
cat > go.mod <<'EOF'
module example.org/bookmobile

go 1.19
EOF
cat > route/route.go <<'EOF'
package route

import "math"

type Stop struct {
	Name     string
	X, Y     float64
	Minutes  int
	Villages int
}

func Dist(a, b Stop) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }

// DriveMinutes assumes 40 km/h on lanes and rounds up.
func DriveMinutes(km float64) int { return int(math.Ceil(km / 40 * 60)) }

func DayLength(stops []Stop) int {
	total := 0
	for i, s := range stops {
		total += s.Minutes
		if i > 0 {
			total += DriveMinutes(Dist(stops[i-1], s))
		}
	}
	return total
}
EOF
cat > route/route_test.go <<'EOF'
package route

import "testing"

func TestDriveMinutes(t *testing.T) {
	cases := []struct {
		name string
		km   float64
		want int
	}{
		{"zero", 0, 0}, {"one_km", 1, 2}, {"ten_km", 10, 15}, {"twenty_km", 20, 30},
		{"odd", 7.3, 11}, {"long_haul", 55, 83}, {"tiny", 0.1, 1}, {"forty", 40, 60},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := DriveMinutes(c.km); got != c.want {
				t.Errorf("DriveMinutes(%v) = %d, want %d", c.km, got, c.want)
			}
		})
	}
}

func TestDayLength(t *testing.T) {
	stops := []Stop{{"Depot", 0, 0, 0, 0}, {"Ashby Green", 3, 4, 45, 1}, {"Little Wendle", 3, 14, 30, 2}}
	cases := []struct {
		name  string
		stops []Stop
		want  int
	}{
		{"empty", nil, 0},
		{"depot_only", stops[:1], 0},
		{"two_stops", stops[:2], 53},
		{"three_stops", stops, 98},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := DayLength(c.stops); got != c.want {
				t.Errorf("DayLength = %d, want %d", got, c.want)
			}
		})
	}
}

func TestDist(t *testing.T) {
	for _, c := range []struct{ a, b Stop; want float64 }{
		{Stop{X: 0, Y: 0}, Stop{X: 3, Y: 4}, 5},
		{Stop{X: 1, Y: 1}, Stop{X: 1, Y: 1}, 0},
		{Stop{X: -2, Y: 0}, Stop{X: 2, Y: 3}, 5},
	} {
		if got := Dist(c.a, c.b); got != c.want {
			t.Errorf("Dist = %v, want %v", got, c.want)
		}
	}
}

func TestWinterTimetable(t *testing.T) {
	t.Skip("winter timetable fixtures not exported from the county GIS yet")
}
EOF
cat > loans/loans.go <<'EOF'
package loans

import "time"

type Loan struct {
	Title   string
	Out     time.Time
	Renewed int
	Large   bool
}

const Period = 21 * 24 * time.Hour

func Due(l Loan) time.Time {
	d := l.Out.Add(Period + time.Duration(l.Renewed)*14*24*time.Hour)
	if l.Large {
		d = d.Add(7 * 24 * time.Hour)
	}
	return d
}

func FinePence(l Loan, now time.Time) int {
	late := now.Sub(Due(l))
	if late <= 0 {
		return 0
	}
	days := int(late.Hours() / 24)
	fine := days * 15
	if fine > 500 {
		fine = 500
	}
	return fine
}
EOF
cat > loans/loans_test.go <<'EOF'
package loans

import (
	"testing"
	"time"
)

var out = time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)

func TestDue(t *testing.T) {
	cases := []struct {
		name string
		loan Loan
		want string
	}{
		{"standard", Loan{"Moorland Birds", out, 0, false}, "2026-03-23"},
		{"renewed_once", Loan{"Moorland Birds", out, 1, false}, "2026-04-13"},
		{"renewed_twice", Loan{"Canal Walks", out, 2, false}, "2026-05-04"},
		{"large_print", Loan{"The Long Field", out, 0, true}, "2026-03-30"},
		{"large_print_renewed", Loan{"The Long Field", out, 1, true}, "2026-04-20"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Due(c.loan).Format("2006-01-02"); got != c.want {
				t.Errorf("Due(%q) = %s, want %s", c.loan.Title, got, c.want)
			}
		})
	}
}

func TestFinePence(t *testing.T) {
	cases := []struct {
		name string
		days int
		want int
	}{
		{"on_time", 0, 0}, {"one_day", 1, 15}, {"week", 7, 105}, {"month", 30, 450},
		{"capped", 60, 500}, {"early", -3, 0}, {"half_day", 0, 0}, {"fortnight", 14, 210},
	}
	l := Loan{"Hedgerow Flora", out, 0, false}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			now := Due(l).Add(time.Duration(c.days) * 24 * time.Hour)
			if c.name == "half_day" {
				now = Due(l).Add(12 * time.Hour)
			}
			if got := FinePence(l, now); got != c.want {
				t.Errorf("FinePence after %d days = %dp, want %dp", c.days, got, c.want)
			}
		})
	}
}

func TestRenewalLimit(t *testing.T) {
	t.Log("renewal limit is enforced by the desk app, only checking the period here")
	if Period != 504*time.Hour {
		t.Fatalf("Period = %v", Period)
	}
}
EOF
cat > stops/stops.go <<'EOF'
package stops

import (
	"sort"
	"strings"
)

type Visit struct {
	Village string
	Weekday string
	Borrowers int
}

func Busiest(v []Visit, n int) []string {
	s := append([]Visit(nil), v...)
	sort.Slice(s, func(i, j int) bool { return s[i].Borrowers > s[j].Borrowers })
	var out []string
	for i := 0; i < n && i < len(s); i++ {
		out = append(out, s[i].Village)
	}
	return out
}

func ByDay(v []Visit) map[string]int {
	m := map[string]int{}
	for _, x := range v {
		m[strings.ToLower(x.Weekday)]++
	}
	return m
}
EOF
cat > stops/stops_test.go <<'EOF'
package stops

import (
	"reflect"
	"testing"
)

var week = []Visit{
	{"Ashby Green", "Mon", 31}, {"Little Wendle", "Mon", 12}, {"Cold Harbour", "Tue", 44},
	{"Fenny Marsh", "Tue", 9}, {"Saltcote", "Wed", 27}, {"Upper Dray", "Thu", 44},
	{"Brockhurst", "Fri", 18}, {"Nether Yew", "Fri", 52},
}

func TestBusiest(t *testing.T) {
	for _, n := range []int{1, 2, 3} {
		got := Busiest(week, n)
		if len(got) != n {
			t.Fatalf("Busiest(%d) returned %d villages", n, len(got))
		}
	}
	want := []string{"Nether Yew", "Cold Harbour", "Upper Dray"}
	if got := Busiest(week, 3); !reflect.DeepEqual(got, want) {
		t.Errorf("Busiest(week, 3) = %v, want %v", got, want)
	}
}

func TestByDay(t *testing.T) {
	got := ByDay(week)
	for day, want := range map[string]int{"mon": 2, "tue": 2, "wed": 1, "thu": 1, "fri": 2} {
		t.Run(day, func(t *testing.T) {
			if got[day] != want {
				t.Errorf("ByDay[%s] = %d, want %d", day, got[day], want)
			}
		})
	}
}
EOF
cat > fuel/fuel.go <<'EOF'
package fuel

// Litres for a day's round, diesel van at 9.5 l/100km plus 0.4 l per hour idling for the heater.
func Litres(km float64, idleHours float64, winter bool) float64 {
	l := km*9.5/100 + idleHours*0.4
	if winter {
		l *= 1.12
	}
	return l
}
EOF
{
  echo 'package fuel'
  echo
  echo 'import ("fmt"; "math"; "testing")'
  echo
  echo 'func TestLitres(t *testing.T) {'
  echo '	for _, c := range []struct{ km, idle float64; winter bool }{'
  for km in 12 18 25 31 38 44 52 60 67 73 81 90 96 102 110 118; do
    echo "		{$km, 2, false}, {$km, 5, true},"
  done
  echo '	} {'
  echo '		c := c'
  echo '		t.Run(fmt.Sprintf("km%v_idle%v_winter%v", c.km, c.idle, c.winter), func(t *testing.T) {'
  echo '			got := Litres(c.km, c.idle, c.winter)'
  echo '			if math.IsNaN(got) || got <= 0 { t.Fatalf("Litres = %v", got) }'
  echo '		})'
  echo '	}'
  echo '}'
} > fuel/fuel_test.go
{
  echo '$ go test -v -count=1 ./...'
  timeout 120 go test -v -count=1 ./... 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
