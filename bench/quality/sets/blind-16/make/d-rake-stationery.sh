#!/usr/bin/env bash
# d-rake-stationery: `rake test TESTOPTS=-v` for an envelope / paper-weight
# calculator gem; minitest reports a failure and an error.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-rake-stationery.txt}
P=$WORK/stationery
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/--seed [0-9]*/--seed 40417/'; }
rm -rf "$P"; mkdir -p "$P/lib/stationery" "$P/test"; cd "$P"
cat > Rakefile <<'EOF'
require "rake/testtask"

Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/test_*.rb"]
  t.warning = false
end

task default: :test
EOF
cat > lib/stationery.rb <<'EOF'
require_relative "stationery/paper"
require_relative "stationery/envelope"
require_relative "stationery/postage"
EOF
cat > lib/stationery/paper.rb <<'EOF'
module Stationery
  SHEETS_MM = {
    "A3" => [297, 420], "A4" => [210, 297], "A5" => [148, 210], "A6" => [105, 148],
    "DL" => [99, 210], "letter" => [216, 279],
  }.freeze

  module_function

  def sheet_area_m2(size)
    w, h = SHEETS_MM.fetch(size)
    w * h / 1_000_000.0
  end

  def sheet_weight_g(size, gsm)
    (sheet_area_m2(size) * gsm).round(2)
  end

  def ream_weight_kg(size, gsm, sheets: 500)
    (sheet_weight_g(size, gsm) * sheets / 1000.0).round(2)
  end

  def fold(size, times = 1)
    w, h = SHEETS_MM.fetch(size)
    times.times { w, h = h / 2, w }
    [w, h]
  end
end
EOF
cat > lib/stationery/envelope.rb <<'EOF'
module Stationery
  ENVELOPES_MM = {
    "C4" => [229, 324], "C5" => [162, 229], "C6" => [114, 162], "DL" => [110, 220],
  }.freeze

  module_function

  def fits?(envelope, size, folds: 0)
    ew, eh = ENVELOPES_MM.fetch(envelope)
    w, h = fold(size, folds)
    [w, h].min <= [ew, eh].min - 5 && [w, h].max <= [ew, eh].max - 5
  end

  def smallest_envelope(size, folds: 0)
    ENVELOPES_MM.keys.sort_by { |e| ENVELOPES_MM[e].reduce(:*) }.find { |e| fits?(e, size, folds: folds) }
  end
end
EOF
cat > lib/stationery/postage.rb <<'EOF'
module Stationery
  # Royal-Mail-like letter bands: [max grams, max thickness mm, pence]
  BANDS = [
    [100, 5, 85],
    [250, 25, 155],
    [500, 25, 205],
    [750, 25, 270],
  ].freeze

  module_function

  def postage_pence(grams, thickness_mm)
    band = BANDS.find { |g, t, _| grams <= g && thickness_mm <= t }
    band.last
  end

  def mailing_cost(sheets, size, gsm, envelope_g: 5)
    grams = sheets * sheet_weight_g(size, gsm) + envelope_g
    postage_pence(grams, sheets * gsm / 1000.0 * 1.2)
  end
end
EOF
cat > test/test_paper.rb <<'EOF'
require "minitest/autorun"
require "stationery"

class TestPaper < Minitest::Test
  def test_a4_area
    assert_in_delta 0.06237, Stationery.sheet_area_m2("A4"), 1e-6
  end

  def test_a4_80gsm_sheet_weight
    assert_equal 4.99, Stationery.sheet_weight_g("A4", 80)
  end

  def test_ream_of_a4_80gsm
    assert_equal 2.5, Stationery.ream_weight_kg("A4", 80)
  end

  def test_fold_a4_once_gives_a5
    assert_equal [148, 210], Stationery.fold("A4")
  end

  def test_fold_a4_twice_gives_a6
    assert_equal [105, 148], Stationery.fold("A4", 2)
  end

  def test_unknown_size
    assert_raises(KeyError) { Stationery.sheet_area_m2("B5") }
  end
end
EOF
cat > test/test_envelope.rb <<'EOF'
require "minitest/autorun"
require "stationery"

class TestEnvelope < Minitest::Test
  def test_a4_flat_needs_c4
    assert_equal "C4", Stationery.smallest_envelope("A4")
  end

  def test_a4_folded_once_fits_c5
    assert Stationery.fits?("C5", "A4", folds: 1)
  end

  def test_a4_folded_twice_fits_c6
    assert_equal "C6", Stationery.smallest_envelope("A4", folds: 2)
  end

  def test_a3_flat_fits_nothing
    assert_nil Stationery.smallest_envelope("A3")
  end

  def test_dl_sheet_fits_dl_envelope
    skip "DL window envelopes need a 20mm address offset check"
  end
end
EOF
cat > test/test_postage.rb <<'EOF'
require "minitest/autorun"
require "stationery"

class TestPostage < Minitest::Test
  def test_single_letter_is_first_band
    assert_equal 85, Stationery.postage_pence(20, 1)
  end

  def test_ten_sheets_a4
    assert_equal 85, Stationery.mailing_cost(10, "A4", 80)
  end

  def test_large_letter_band
    assert_equal 155, Stationery.postage_pence(180, 12)
  end

  def test_heavy_parcel_is_rejected
    assert_raises(ArgumentError) { Stationery.postage_pence(1200, 30) }
  end
end
EOF
{ echo '$ rake test TESTOPTS=-v'; rake test TESTOPTS=-v 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
