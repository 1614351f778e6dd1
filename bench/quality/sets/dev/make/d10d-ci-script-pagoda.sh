#!/usr/bin/env bash
# A shell CI job (set -x) for a temple-bell schedule service in Go: lint (gofmt, go vet; non-blocking),
# test (go test -v -cover), package (cross-build + tarball). The package step fails.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pagoda-bells
rm -rf "$P"; mkdir -p "$P/schedule" "$P/chime" "$P/cmd/belld" "$P/ci"
cd "$P"
cat > go.mod <<'MOD'
module example.com/pagoda-bells

go 1.19
MOD
cat > schedule/schedule.go <<'GO'
package schedule

import (
	"fmt"
	"sort"
	"time"
)

// Strike is one scheduled bell strike.
type Strike struct {
	At    time.Duration // offset from midnight
	Bell  string
	Count int
}

// Daily returns the strikes for a normal day: dawn, noon, dusk and the evening 108.
func Daily(dawn, dusk time.Duration) []Strike {
	s := []Strike{
		{At: dawn, Bell: "great", Count: 18},
		{At: 12 * time.Hour, Bell: "hand", Count: 3},
		{At: dusk, Bell: "great", Count: 18},
		{At: 22 * time.Hour, Bell: "great", Count: 108},
	}
	sort.Slice(s, func(i, j int) bool { return s[i].At < s[j].At })
	return s
}

func Describe(s Strike) string {
	return fmt.Sprintf("%s x%d at %s", s.Bell, s.Count, s.At)
}

func Total(ss []Strike) int {
	n := 0
	for _, s := range ss {
		n += s.Count
	}
	return n
}

func Festival(day int) bool {
	switch day {
	case 1, 8, 15, 23:
		return true
	}
	return false
}
GO
cat > schedule/schedule_test.go <<'GO'
package schedule

import (
	"fmt"
	"testing"
	"time"
)

func TestDailyOrder(t *testing.T) {
	s := Daily(5*time.Hour+40*time.Minute, 19*time.Hour)
	for i := 1; i < len(s); i++ {
		if s[i-1].At > s[i].At {
			t.Fatalf("not sorted at %d", i)
		}
	}
}

func TestTotal(t *testing.T) {
	if got := Total(Daily(6*time.Hour, 18*time.Hour)); got != 147 {
		t.Fatalf("Total = %d, want 147", got)
	}
}

func TestDescribe(t *testing.T) {
	for m := 0; m < 24*60; m += 20 {
		m := m
		t.Run(fmt.Sprintf("at=%02d:%02d", m/60, m%60), func(t *testing.T) {
			d := Describe(Strike{At: time.Duration(m) * time.Minute, Bell: "hand", Count: 1})
			if d == "" {
				t.Fatal("empty")
			}
		})
	}
}

func TestFestivalSkipsLeapMonth(t *testing.T) {
	t.Skip("lunisolar leap-month table not loaded in CI")
}

func TestFestival(t *testing.T) {
	for day := 1; day <= 30; day++ {
		day := day
		t.Run(fmt.Sprintf("day=%d", day), func(t *testing.T) {
			_ = Festival(day)
		})
	}
}
GO
cat > chime/chime.go <<'GO'
package chime

import (
	"fmt"
	"sync"
)

type Ringer struct {
	mu    sync.Mutex
	rung  int
	Bells map[string]float64 // bell -> fundamental Hz
}

func (r Ringer) Rung() int { return r.rung }

func (r *Ringer) Ring(bell string, n int) error {
	hz, ok := r.Bells[bell]
	if !ok {
		return fmt.Errorf("no such bell %q", bell)
	}
	r.mu.Lock()
	r.rung += n
	r.mu.Unlock()
	if n < 0 {
		return fmt.Errorf("cannot ring %d times", n)
		r.rung = 0
	}
	fmt.Printf("ringing %s (%.1f Hz) %d times\n", bell, hz, n)
	return nil
}

func Decay(hz float64) float64 {
	if hz != hz {
		return 0
	}
	return 40.0 / hz
}
GO
cat > chime/chime_test.go <<'GO'
package chime

import (
	"fmt"
	"testing"
)

func TestRingUnknown(t *testing.T) {
	r := &Ringer{Bells: map[string]float64{"great": 64}}
	if err := r.Ring("tiny", 1); err == nil {
		t.Fatal("want error")
	}
}

func TestDecay(t *testing.T) {
	for _, hz := range []float64{32, 64, 128, 256, 440, 512, 880, 1024} {
		hz := hz
		t.Run(fmt.Sprint(hz), func(t *testing.T) {
			if Decay(hz) <= 0 {
				t.Fatal("non-positive decay")
			}
		})
	}
}
GO
cat > cmd/belld/main.go <<'GO'
package main

import (
	"fmt"
	"time"

	"example.com/pagoda-bells/schedule"
)

func main() {
	for _, s := range schedule.Daily(5*time.Hour, 19*time.Hour) {
		fmt.Println(schedule.Describe(s))
	}
}
GO
cat > README.md <<'MD'
# pagoda-bells
Bell-strike scheduler for a temple compound.
MD
cat > ci/run.sh <<'SH'
#!/usr/bin/env bash
set -euxo pipefail
VERSION=$(git describe --tags 2>/dev/null || echo 0.3.0-dev)
DIST=dist

echo "::group::lint"
test -z "$(gofmt -l .)"
go vet ./... || echo "::warning:: go vet reported problems (non-blocking)"
echo "::endgroup::"

echo "::group::test"
go test -v -count=1 -cover ./...
echo "::endgroup::"

echo "::group::package"
rm -rf "$DIST"
for target in linux/amd64 linux/arm64 linux/arm darwin/arm64; do
  os=${target%/*}; arch=${target#*/}
  out="$DIST/belld-$VERSION-$os-$arch"
  mkdir -p "$out"
  GOOS=$os GOARCH=$arch CGO_ENABLED=0 go build -trimpath -o "$out/belld" ./cmd/belld
  cp README.md LICENSE "$out/"
  tar -C "$DIST" -czf "$out.tar.gz" "belld-$VERSION-$os-$arch"
done
sha256sum "$DIST"/*.tar.gz > "$DIST/SHA256SUMS"
echo "::endgroup::"
SH
chmod +x ci/run.sh
gofmt -w . >/dev/null
{
  echo '$ ./ci/run.sh'
  ./ci/run.sh 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
