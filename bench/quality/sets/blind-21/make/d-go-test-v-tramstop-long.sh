#!/bin/bash
# go test -v ./... on a tram-stop departure-board service: many table-driven subtests, two failures, some skips.
WORK=${WORK:-/home/dev}; P=$WORK/tramboard; rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE=$WORK/.gocache-tram
rm -rf "$GOCACHE"
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
cat > go.mod <<'T'
module example.org/tramboard

go 1.19
T
mkdir -p eta headway platform fares
cat > eta/eta.go <<'T'
package eta

import "time"

// Minutes until departure, rounded down; "due" under one minute.
func Label(now, dep time.Time) string {
	d := dep.Sub(now)
	if d < time.Minute {
		return "due"
	}
	m := int(d / time.Minute)
	if m >= 60 {
		return dep.Format("15:04")
	}
	return itoa(m) + " min"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}
T
cat > headway/headway.go <<'T'
package headway

// Mean gap in seconds between consecutive departures.
func Mean(departures []int) float64 {
	if len(departures) < 2 {
		return 0
	}
	total := 0
	for i := 1; i < len(departures); i++ {
		total += departures[i] - departures[i-1]
	}
	return float64(total) / float64(len(departures))
}

// Bunched reports whether any gap is under a third of the mean.
func Bunched(departures []int) bool {
	m := Mean(departures)
	for i := 1; i < len(departures); i++ {
		if float64(departures[i]-departures[i-1]) < m/3 {
			return true
		}
	}
	return false
}
T
cat > platform/platform.go <<'T'
package platform

import "strings"

func Normalise(code string) string {
	c := strings.ToUpper(strings.TrimSpace(code))
	c = strings.TrimPrefix(c, "PLATFORM ")
	c = strings.TrimPrefix(c, "P")
	return c
}
T
cat > fares/fares.go <<'T'
package fares

// Zone fare in pence for a journey crossing n zone boundaries.
func Price(zonesCrossed int, peak bool, concession bool) int {
	base := 180 + 70*zonesCrossed
	if peak {
		base += 40
	}
	if concession {
		base = base / 2
	}
	return base
}
T
gen() { python3 - "$@"; }
python3 - <<'PY'
import itertools
# eta tests
L=['package eta','','import (','\t"testing"','\t"time"',')','','func TestLabel(t *testing.T) {','\tnow := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)','\tcases := []struct {','\t\tname string','\t\tsecs int','\t\twant string','\t}{']
for s in range(0, 3600*2, 8):
    m=s//60
    if s<60: w='due'
    elif m>=60:
        hh=8+ (s//3600); mm=(s%3600)//60
        w='%02d:%02d'%(hh,mm)
    else: w='%d min'%m
    L.append('\t\t{"in_%ds", %d, "%s"},'%(s,s,w))
L+=['\t}','\tfor _, c := range cases {','\t\tt.Run(c.name, func(t *testing.T) {','\t\t\tgot := Label(now, now.Add(time.Duration(c.secs)*time.Second))','\t\t\tif got != c.want {','\t\t\t\tt.Errorf("Label(+%ds) = %q, want %q", c.secs, got, c.want)','\t\t\t}','\t\t})','\t}','}']
open('eta/eta_test.go','w').write('\n'.join(L)+'\n')
# headway tests
L=['package headway','','import "testing"','','func TestMean(t *testing.T) {','\tcases := []struct {','\t\tname string','\t\tdeps []int','\t\twant float64','\t}{']
for n in range(2,7):
    deps=[i*300 for i in range(n)]
    L.append('\t\t{"every5min_x%d", []int{%s}, 300},'%(n,','.join(map(str,deps))))
L+=['\t}','\tfor _, c := range cases {','\t\tt.Run(c.name, func(t *testing.T) {','\t\t\tif got := Mean(c.deps); got != c.want {','\t\t\t\tt.Errorf("Mean(%v) = %.2f, want %.2f", c.deps, got, c.want)','\t\t\t}','\t\t})','\t}','}','',
 'func TestBunched(t *testing.T) {','\tif Bunched([]int{0, 600, 1200, 1800}) {','\t\tt.Error("even 10-minute service reported as bunched")','\t}','\tif !Bunched([]int{0, 600, 660, 1200}) {','\t\tt.Error("60s gap not reported as bunched")','\t}','}']
open('headway/headway_test.go','w').write('\n'.join(L)+'\n')
# platform tests
L=['package platform','','import "testing"','','func TestNormalise(t *testing.T) {','\tcases := map[string]string{']
for p in range(1,30):
    L.append('\t\t"Platform %d": "%d", "p%d": "%d", " P%d ": "%d",'%(p,p,p,p,p,p))
L.append('\t\t"PL4": "L4",')
L+=['\t}','\tfor in, want := range cases {','\t\tin, want := in, want','\t\tt.Run(in, func(t *testing.T) {','\t\t\tif got := Normalise(in); got != want {','\t\t\t\tt.Errorf("Normalise(%q) = %q, want %q", in, got, want)','\t\t\t}','\t\t})','\t}','}','',
 'func TestLiveFeed(t *testing.T) {','\tt.Skip("needs TRAM_FEED_URL; live departure feed not reachable in CI")','}']
open('platform/platform_test.go','w').write('\n'.join(L)+'\n')
# fares tests
L=['package fares','','import "testing"','','func TestPrice(t *testing.T) {','\tcases := []struct {','\t\tname string','\t\tzones int','\t\tpeak, conc bool','\t\twant int','\t}{']
for z in range(0,9):
  for pk in (False,True):
    for cc in (False,True):
      b=180+70*z+(40 if pk else 0)
      if cc: b=b//2
      if z==6 and pk and cc: b=b+1
      L.append('\t\t{"z%d_peak=%s_conc=%s", %d, %s, %s, %d},'%(z,str(pk).lower(),str(cc).lower(),z,str(pk).lower(),str(cc).lower(),b))
L+=['\t}','\tfor _, c := range cases {','\t\tt.Run(c.name, func(t *testing.T) {','\t\t\tif got := Price(c.zones, c.peak, c.conc); got != c.want {','\t\t\t\tt.Fatalf("Price(%d, peak=%v, concession=%v) = %dp, want %dp", c.zones, c.peak, c.conc, got, c.want)','\t\t\t}','\t\t})','\t}','}','',
 'func TestCappedDaily(t *testing.T) {','\tif testing.Short() {','\t\tt.Skip("daily cap simulation is slow")','\t}','}']
open('fares/fares_test.go','w').write('\n'.join(L)+'\n')
PY
$GO vet ./... >/dev/null 2>&1
{ echo '$ go test -v ./...'; $GO test -v ./... 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/(0\.[0-9]*s)/(0.00s)/g' \
       -e 's/\t0\.[0-9]*s$/\t0.004s/' -e 's/\t[0-9]\.[0-9]*s$/\t0.004s/'
