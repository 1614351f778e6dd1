#!/usr/bin/env bash
# d18d: go test -v ./... on "tulipauction" (flower clock-auction engine): many passing subtests, one skipped, two failures.
WORK=${WORK:-/home/dev}
P=$WORK/tulipauction
rm -rf "$P"; mkdir -p "$P/clock" "$P/lots"; cd "$P" || exit 1
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's#/usr/lib/go-1.19/#/usr/local/go/#g'; }
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE=$WORK/.gocache-tulip
cat > go.mod <<'G'
module example.com/tulipauction

go 1.19
G
cat > clock/clock.go <<'G'
package clock

import "errors"

// Clock is a Dutch (descending) auction clock, prices in euro cents per stem.
type Clock struct {
	StartCents int
	FloorCents int
	StepCents  int
	ticks      int
}

var ErrBelowFloor = errors.New("clock passed the floor price")

func (c *Clock) Tick() (int, error) {
	c.ticks++
	p := c.StartCents - c.ticks*c.StepCents
	if p < c.FloorCents {
		return c.FloorCents, ErrBelowFloor
	}
	return p, nil
}

// Buy returns the amount due for a number of stems at the current price, with the 4.5% buyer commission.
func Buy(priceCents, stems int) int {
	gross := priceCents * stems
	return gross + gross*45/1000
}
G
cat > lots/lots.go <<'G'
package lots

import (
	"fmt"
	"strings"
)

type Lot struct {
	Grower  string
	Variety string
	Stems   int
	Length  int // cm
	Quality string
}

func ParseLot(s string) (Lot, error) {
	f := strings.Split(s, "|")
	if len(f) != 5 {
		return Lot{}, fmt.Errorf("lot %q: want 5 fields, got %d", s, len(f))
	}
	var l Lot
	l.Grower, l.Variety, l.Quality = f[0], f[1], f[4]
	fmt.Sscanf(f[2], "%d", &l.Stems)
	fmt.Sscanf(f[3], "%d", &l.Length)
	return l, nil
}

func TrolleyCount(stemsPerBucket, buckets int) int {
	perTrolley := 6 * 4 // 6 shelves of 4 buckets
	return (buckets + perTrolley - 1) / perTrolley
}
G
{
cat <<'G'
package clock

import "testing"

func TestTickDescends(t *testing.T) {
	c := &Clock{StartCents: 120, FloorCents: 10, StepCents: 2}
	prev := 121
	for i := 0; i < 50; i++ {
		p, err := c.Tick()
		if err != nil {
			t.Fatalf("tick %d: %v", i, err)
		}
		if p >= prev {
			t.Fatalf("price did not descend: %d -> %d", prev, p)
		}
		prev = p
	}
}

func TestTickStopsAtFloor(t *testing.T) {
	c := &Clock{StartCents: 30, FloorCents: 20, StepCents: 5}
	c.Tick()
	c.Tick()
	p, err := c.Tick()
	if err != ErrBelowFloor || p != 20 {
		t.Fatalf("got %d, %v", p, err)
	}
}

func TestBuyCommission(t *testing.T) {
	cases := []struct {
		name        string
		price, stems int
		want        int
	}{
G
for v in 18 22 25 31 34 40 47 52 58 63 70 75 81 88 95; do
  for s in 50 100 250 600; do
    w=$(( v*s + v*s*45/1000 ))
    [ "$v" = 63 ] && [ "$s" = 250 ] && w=$(( v*s + (v*s*45+999)/1000 ))
    echo "		{\"price_${v}c_${s}_stems\", $v, $s, $w},"
  done
done
cat <<'G'
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Buy(tc.price, tc.stems); got != tc.want {
				t.Errorf("Buy(%d, %d) = %d, want %d", tc.price, tc.stems, got, tc.want)
			}
		})
	}
}
G
} > clock/clock_test.go
cat > lots/lots_test.go <<'G'
package lots

import (
	"os"
	"testing"
)

func TestParseLot(t *testing.T) {
	for _, s := range []string{
		"Van Dijk|Queen of Night|400|40|A1",
		"Bakker|Apricot Beauty|250|35|A1",
		"De Vries|Ballerina|600|45|A2",
		"Jansen|Black Parrot|150|38|B1",
		"Visser|Angelique|300|42|A1",
	} {
		s := s
		t.Run(s[:6], func(t *testing.T) {
			l, err := ParseLot(s)
			if err != nil {
				t.Fatal(err)
			}
			if l.Stems == 0 || l.Length == 0 {
				t.Errorf("empty lot %+v", l)
			}
		})
	}
}

func TestParseLotRejectsShortLine(t *testing.T) {
	if _, err := ParseLot("Bakker|Apricot Beauty|250"); err == nil {
		t.Fatal("expected error")
	}
}

func TestTrolleyCount(t *testing.T) {
	cases := map[int]int{1: 1, 24: 1, 25: 2, 48: 2, 49: 3, 100: 5}
	for buckets, want := range cases {
		if got := TrolleyCount(50, buckets); got != want {
			t.Errorf("TrolleyCount(50, %d) = %d, want %d", buckets, got, want)
		}
	}
}

func TestLiveFeed(t *testing.T) {
	if os.Getenv("FLORA_FEED_URL") == "" {
		t.Skip("FLORA_FEED_URL not set; skipping live clock feed test")
	}
}
G
{
echo "\$ go test -v ./... 2>&1"
timeout 120 $GO test -v -count=1 ./... 2>&1
echo "exit status: $?"
} | head -c 3000000 | neutral
