#!/usr/bin/env bash
# Gliding-competition scorer in Go (no external modules): IGC B-record parser, task leg distances,
# handicapped speeds, daily points and ranking. `go test -v ./...` runs about 750 table-driven
# subtests; two tests are skipped with reasons, the ranking tie-break test is slow, and one
# subtest of the day-points table fails (the day devaluation for few finishers is not applied).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/gliderscore
rm -rf "$P"; mkdir -p "$P"/{igc,task,score,ranking,cmd/scorer}; cd "$P"

cat > go.mod <<'EOF'
module gliderscore

go 1.19
EOF

cat > igc/parse.go <<'EOF'
// Package igc reads the B (fix) records of an IGC flight log.
package igc

import (
	"fmt"
	"strconv"
)

type Fix struct {
	Seconds  int     // since midnight UTC
	Lat, Lon float64 // decimal degrees
	Valid    bool    // 'A' = 3D fix, 'V' = 2D / no GPS
	Pressure int     // metres
	GNSS     int     // metres
}

func ParseB(line string) (Fix, error) {
	if len(line) < 35 || line[0] != 'B' {
		return Fix{}, fmt.Errorf("igc: not a B record: %q", line)
	}
	hh, _ := strconv.Atoi(line[1:3])
	mm, _ := strconv.Atoi(line[3:5])
	ss, _ := strconv.Atoi(line[5:7])
	latD, _ := strconv.Atoi(line[7:9])
	latM, _ := strconv.Atoi(line[9:14])
	lonD, _ := strconv.Atoi(line[15:18])
	lonM, _ := strconv.Atoi(line[18:23])
	lat := float64(latD) + float64(latM)/60000
	lon := float64(lonD) + float64(lonM)/60000
	if line[14] == 'S' {
		lat = -lat
	}
	if line[23] == 'W' {
		lon = -lon
	}
	p, err := strconv.Atoi(line[25:30])
	if err != nil {
		return Fix{}, fmt.Errorf("igc: bad pressure altitude in %q", line)
	}
	g, _ := strconv.Atoi(line[30:35])
	return Fix{hh*3600 + mm*60 + ss, lat, lon, line[24] == 'A', p, g}, nil
}
EOF

cat > task/distance.go <<'EOF'
// Package task computes turnpoint leg distances on the FAI sphere.
package task

import "math"

const EarthRadiusKm = 6371.0

type Turnpoint struct {
	Code     string
	Lat, Lon float64
}

func LegKm(a, b Turnpoint) float64 {
	la1, la2 := a.Lat*math.Pi/180, b.Lat*math.Pi/180
	dla := la2 - la1
	dlo := (b.Lon - a.Lon) * math.Pi / 180
	h := math.Sin(dla/2)*math.Sin(dla/2) + math.Cos(la1)*math.Cos(la2)*math.Sin(dlo/2)*math.Sin(dlo/2)
	return 2 * EarthRadiusKm * math.Asin(math.Sqrt(h))
}
EOF

cat > score/handicap.go <<'EOF'
// Package score turns flown speeds into handicapped speeds and daily points.
package score

var Handicaps = map[string]float64{
	"ASK-21": 92, "Discus-2b": 108, "LS8-18": 118, "Ventus-3T": 122, "ASG-29": 124,
	"DG-808C": 125, "Arcus-M": 122, "Duo Discus": 110, "Astir CS": 92, "Pegase": 100,
	"LS4": 100, "ASW-28": 107, "Jantar Std 3": 100, "SZD-55": 107, "JS3-18": 126,
}

func HandicappedSpeed(kmh float64, glider string) float64 {
	h, ok := Handicaps[glider]
	if !ok {
		h = 100
	}
	return kmh * 100 / h
}
EOF

cat > score/points.go <<'EOF'
package score

import "math"

// Day describes one contest day's results.
type Day struct {
	Number    int
	Starters  int
	Finishers int
	BestSpeed float64 // handicapped km/h
	TaskKm    float64
}

// WinnerPoints is the maximum score available on the day (1000 on a full day).
// A day with a short task is devalued proportionally; a day where fewer than a
// third of the starters finished should be devalued as well (rule 8.4.2).
func WinnerPoints(d Day) int {
	p := 1000.0
	if d.TaskKm < 250 {
		p = math.Min(p, 1000*d.TaskKm/250)
	}
	return int(math.Round(p))
}

// Points scores one pilot's handicapped speed against the day's best.
func Points(d Day, speed float64) int {
	if d.BestSpeed == 0 {
		return 0
	}
	return int(math.Round(float64(WinnerPoints(d)) * speed / d.BestSpeed))
}
EOF

cat > ranking/ranking.go <<'EOF'
// Package ranking totals daily points and breaks ties.
package ranking

import "sort"

type Entry struct {
	Pilot  string
	Daily  []int
	Total  int
}

func Rank(entries []Entry) []Entry {
	for i := range entries {
		t := 0
		for _, p := range entries[i].Daily {
			t += p
		}
		entries[i].Total = t
	}
	sort.SliceStable(entries, func(i, j int) bool {
		if entries[i].Total != entries[j].Total {
			return entries[i].Total > entries[j].Total
		}
		return bestDays(entries[i]) > bestDays(entries[j])
	})
	return entries
}

func bestDays(e Entry) int {
	n := 0
	for _, p := range e.Daily {
		if p >= 900 {
			n++
		}
	}
	return n
}
EOF

cat > cmd/scorer/main.go <<'EOF'
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: scorer <results-dir>")
		os.Exit(2)
	}
	fmt.Println("scoring", os.Args[1])
}
EOF

python3 - <<'PYEOF'
import random, math
random.seed(71)

# igc tests: one subtest per B record of a practice flight
recs = []
t = 11 * 3600 + 20 * 60
lat, lon = 51.71234, -1.01567
for i in range(260):
    t += random.choice([4, 4, 4, 5, 8])
    lat += random.uniform(-0.004, 0.006); lon += random.uniform(-0.003, 0.008)
    alt = 600 + int(900 * math.sin(i / 40) ** 2) + random.randint(0, 40)
    hh, mm, ss = t // 3600, t // 60 % 60, t % 60
    la, lo = abs(lat), abs(lon)
    rec = "B%02d%02d%02d%02d%05dN%03d%05dWA%05d%05d" % (hh, mm, ss, int(la), round((la % 1) * 60000), int(lo), round((lo % 1) * 60000), alt, alt + 48)
    recs.append((rec, hh * 3600 + mm * 60 + ss, alt))
with open("igc/parse_test.go", "w") as f:
    f.write('package igc\n\nimport (\n\t"os"\n\t"testing"\n)\n\nvar practiceFlight = []struct {\n\tline string\n\tsec  int\n\talt  int\n}{\n')
    for rec, sec, alt in recs:
        f.write('\t{"%s", %d, %d},\n' % (rec, sec, alt))
    f.write('}\n\n')
    f.write('''func TestParseB(t *testing.T) {
	for _, c := range practiceFlight {
		c := c
		t.Run(c.line[:7], func(t *testing.T) {
			fix, err := ParseB(c.line)
			if err != nil {
				t.Fatal(err)
			}
			if fix.Seconds != c.sec || fix.Pressure != c.alt {
				t.Errorf("got %d s / %d m, want %d s / %d m", fix.Seconds, fix.Pressure, c.sec, c.alt)
			}
			if fix.Lon >= 0 {
				t.Errorf("longitude %v should be west", fix.Lon)
			}
		})
	}
}

func TestParseBRejectsHeader(t *testing.T) {
	if _, err := ParseB("HFDTE150724"); err == nil {
		t.Fatal("header accepted as fix")
	}
}

func TestGRecordSignature(t *testing.T) {
	if os.Getenv("IGC_VALI_KEY") == "" {
		t.Skip("G-record check needs the logger vendor's public key (set IGC_VALI_KEY)")
	}
}
''')

# task legs between turnpoints
tps = []
codes = ["AST", "BIC", "BUR", "CHA", "DID", "ENS", "FAR", "GRE", "HUN", "KEM", "LEC", "MAR", "NEW", "OXF", "POD", "RUF", "SAL", "THA", "UPT", "WAN", "WIN", "YEO"]
for c in codes:
    tps.append((c, round(random.uniform(50.9, 52.4), 4), round(random.uniform(-2.6, -0.2), 4)))
def hav(a, b):
    la1, la2 = math.radians(a[1]), math.radians(b[1])
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin(math.radians(b[2] - a[2]) / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(h))
with open("task/distance_test.go", "w") as f:
    f.write('package task\n\nimport (\n\t"math"\n\t"testing"\n)\n\nvar tp = map[string]Turnpoint{\n')
    for c, la, lo in tps:
        f.write('\t"%s": {"%s", %.4f, %.4f},\n' % (c, c, la, lo))
    f.write('}\n\nvar legs = []struct {\n\tfrom, to string\n\tkm       float64\n}{\n')
    n = 0
    for i, a in enumerate(tps):
        for b in tps[i + 1:]:
            if random.random() < 0.78:
                f.write('\t{"%s", "%s", %.3f},\n' % (a[0], b[0], hav(a, b)))
                n += 1
    f.write('}\n\n')
    f.write('''func TestLegKm(t *testing.T) {
	for _, l := range legs {
		l := l
		t.Run(l.from+"-"+l.to, func(t *testing.T) {
			got := LegKm(tp[l.from], tp[l.to])
			if math.Abs(got-l.km) > 0.001 {
				t.Errorf("LegKm(%s, %s) = %.3f, want %.3f", l.from, l.to, got, l.km)
			}
		})
	}
}

func TestOptimisedOLCDistance(t *testing.T) {
	t.Skip("OLC optimiser not ported yet (see issue #41)")
}
''')

# handicap table
gliders = ["ASK-21", "Discus-2b", "LS8-18", "Ventus-3T", "ASG-29", "DG-808C", "Arcus-M", "Duo Discus",
           "Astir CS", "Pegase", "LS4", "ASW-28", "Jantar Std 3", "SZD-55", "JS3-18"]
H = {"ASK-21": 92, "Discus-2b": 108, "LS8-18": 118, "Ventus-3T": 122, "ASG-29": 124, "DG-808C": 125, "Arcus-M": 122,
     "Duo Discus": 110, "Astir CS": 92, "Pegase": 100, "LS4": 100, "ASW-28": 107, "Jantar Std 3": 100, "SZD-55": 107, "JS3-18": 126}
with open("score/handicap_test.go", "w") as f:
    f.write('package score\n\nimport (\n\t"fmt"\n\t"math"\n\t"testing"\n)\n\nfunc TestHandicappedSpeed(t *testing.T) {\n\tcases := []struct {\n\t\tglider string\n\t\tkmh    float64\n\t\twant   float64\n\t}{\n')
    for g in gliders:
        for s in random.sample(range(62, 131), 9):
            f.write('\t\t{"%s", %d, %.4f},\n' % (g, s, s * 100 / H[g]))
    f.write('''\t}
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("%s@%.0f", c.glider, c.kmh), func(t *testing.T) {
			if got := HandicappedSpeed(c.kmh, c.glider); math.Abs(got-c.want) > 1e-3 {
				t.Errorf("HandicappedSpeed(%v, %q) = %.4f, want %.4f", c.kmh, c.glider, got, c.want)
			}
		})
	}
}
''')

days = []
with open("score/points_test.go", "w") as f:
    f.write('package score\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\nfunc TestWinnerPoints(t *testing.T) {\n\tcases := []struct {\n\t\tday  Day\n\t\twant int\n\t}{\n')
    for n in range(1, 13):
        st = random.randint(24, 31)
        km = random.choice([182.4, 215.0, 254.7, 301.2, 347.9, 402.5, 233.1, 288.0])
        fin = random.randint(st // 2, st)
        if n == 7:
            fin, km = 7, 301.2
        want = round(min(1000, 1000 * km / 250))
        if fin * 3 < st:
            want = round(want * 3 * fin / st) if False else round(want * fin / (st / 3))
        f.write('\t\t{Day{Number: %d, Starters: %d, Finishers: %d, BestSpeed: %.1f, TaskKm: %.1f}, %d},\n' % (n, st, fin, random.uniform(88, 121), km, want))
    f.write('''\t}
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("day_%02d", c.day.Number), func(t *testing.T) {
			if got := WinnerPoints(c.day); got != c.want {
				t.Errorf("day %d (%d of %d finished, %.1f km): WinnerPoints = %d, want %d",
					c.day.Number, c.day.Finishers, c.day.Starters, c.day.TaskKm, got, c.want)
			}
		})
	}
}

func TestPointsScale(t *testing.T) {
	d := Day{Number: 1, Starters: 20, Finishers: 18, BestSpeed: 100, TaskKm: 300}
	for s := 40; s <= 100; s++ {
		s := s
		t.Run(fmt.Sprintf("speed_%d", s), func(t *testing.T) {
			if got := Points(d, float64(s)); got != s*10 {
				t.Errorf("Points(%d) = %d, want %d", s, got, s*10)
			}
		})
	}
}
''')

pilots = ["Ansell", "Brook", "Cairns", "Dacre", "Elms", "Fenwick", "Garside", "Holt", "Ingram", "Jessop", "Kerr", "Lowther",
          "Mabey", "Nash", "Orme", "Pryce", "Quill", "Redfern", "Soames", "Tulk", "Umber", "Vane", "Wyatt", "Yarrow"]
with open("ranking/ranking_test.go", "w") as f:
    f.write('package ranking\n\nimport (\n\t"math/rand"\n\t"testing"\n)\n\n')
    f.write('func TestRankTotals(t *testing.T) {\n\tfor _, name := range []string{')
    f.write(", ".join('"%s"' % p for p in pilots))
    f.write('''} {
		name := name
		t.Run(name, func(t *testing.T) {
			e := Rank([]Entry{{Pilot: name, Daily: []int{812, 944, 1000, 0, 655}}})
			if e[0].Total != 3411 {
				t.Errorf("total %d", e[0].Total)
			}
		})
	}
}

// Shuffles a synthetic 60-pilot, 12-day grid many times and checks that the
// ranking does not depend on input order.
func TestRankStableUnderShuffle(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	base := make([]Entry, 60)
	for i := range base {
		base[i].Pilot = string(rune('A'+i%26)) + string(rune('a'+i/26))
		base[i].Daily = make([]int, 12)
		for d := range base[i].Daily {
			base[i].Daily[d] = 500 + r.Intn(501)
		}
	}
	want := Rank(append([]Entry(nil), base...))
	for round := 0; round < 60000; round++ {
		s := append([]Entry(nil), base...)
		r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
		got := Rank(s)
		if got[0].Pilot != want[0].Pilot {
			t.Fatalf("round %d: winner %s, want %s", round, got[0].Pilot, want[0].Pilot)
		}
	}
}
''')
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GOFLAGS=-count=1
{
  echo '$ go test -v ./...'
  go test -v ./... 2>&1
  echo "exit status: $?"
} | neutral
