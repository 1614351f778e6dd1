#!/usr/bin/env bash
# rake test (minitest -v, fixed seed) of an ice-sculpture commission planner: ~1500 tests, 1 failure, 1 error, skips
set -u
WORK=${WORK:-/home/dev}
P=$WORK/icesculpt
rm -rf "$P"; mkdir -p "$P/lib/icesculpt" "$P/test"
cd "$P"
cat > Rakefile <<'EOF'
require "rake/testtask"
Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/*_test.rb"]
  t.warning = false
end
task default: :test
EOF
cat > lib/icesculpt/block.rb <<'EOF'
module Icesculpt
  # A standard clear-ice block is 100 x 50 x 25 cm and weighs ~ 115 kg.
  Block = Struct.new(:length_cm, :width_cm, :height_cm) do
    DENSITY = 0.917 # kg per litre

    def litres = length_cm * width_cm * height_cm / 1000.0
    def kg = (litres * DENSITY).round(1)
  end
end
EOF
cat > lib/icesculpt/melt.rb <<'EOF'
module Icesculpt
  module Melt
    module_function

    # minutes until a feature of the given thickness loses its shape
    def minutes_until_soft(thickness_mm, ambient_c, in_sun: false)
      rate = 0.4 + [ambient_c, 0].max * 0.18
      rate *= 2.5 if in_sun
      (thickness_mm / rate).floor
    end
  end
end
EOF
cat > lib/icesculpt/quote.rb <<'EOF'
require "icesculpt/block"
module Icesculpt
  class Quote
    attr_reader :blocks, :carving_hours, :delivery_km

    def initialize(blocks:, carving_hours:, delivery_km: 0, client: nil)
      @blocks, @carving_hours, @delivery_km, @client = blocks, carving_hours, delivery_km, client
    end

    def total_pence
      blocks * 9_500 + carving_hours * 6_000 + delivery_fee
    end

    def delivery_fee
      return 0 if delivery_km <= 15
      (delivery_km - 15) * 120 + 2_500
    end

    def invoice_heading
      "#{@client.name.upcase} - #{blocks} block(s)"
    end
  end
end
EOF
cat > lib/icesculpt.rb <<'EOF'
require "icesculpt/block"
require "icesculpt/melt"
require "icesculpt/quote"
EOF
cat > test/test_helper.rb <<'EOF'
require "minitest/autorun"
require "icesculpt"
EOF
cat > test/block_test.rb <<'EOF'
require "test_helper"
class BlockTest < Minitest::Test
  (1..420).each do |i|
    define_method("test_volume_#{format('%03d', i)}") do
      b = Icesculpt::Block.new(20 + i % 80, 50, 25)
      assert_in_delta (20 + i % 80) * 50 * 25 / 1000.0, b.litres, 0.001
    end
  end
  def test_standard_block_weight
    assert_equal 114.6, Icesculpt::Block.new(100, 50, 25).kg
  end
end
EOF
cat > test/melt_test.rb <<'EOF'
require "test_helper"
class MeltTest < Minitest::Test
  (1..400).each do |i|
    define_method("test_shade_curve_#{format('%03d', i)}") do
      assert_operator Icesculpt::Melt.minutes_until_soft(10 + i, -5), :>, 0
    end
  end
  def test_wedding_swan_neck_in_sun
    # 18 mm swan neck, marquee at 21C, direct sun: planners assume 6 minutes
    assert_equal 6, Icesculpt::Melt.minutes_until_soft(18, 21, in_sun: true)
  end
  def test_freezer_van_telemetry
    skip "needs the van's CAN bus dongle"
  end
end
EOF
cat > test/quote_test.rb <<'EOF'
require "test_helper"
class QuoteTest < Minitest::Test
  (1..380).each do |i|
    define_method("test_delivery_band_#{format('%03d', i)}") do
      q = Icesculpt::Quote.new(blocks: 1, carving_hours: 2, delivery_km: i % 15)
      assert_equal 0, q.delivery_fee
    end
  end
  def test_long_delivery
    q = Icesculpt::Quote.new(blocks: 3, carving_hours: 10, delivery_km: 40)
    assert_equal 3 * 9_500 + 10 * 6_000 + 25 * 120 + 2_500, q.total_pence
  end
  def test_invoice_heading_for_walk_in
    q = Icesculpt::Quote.new(blocks: 2, carving_hours: 4)
    assert_equal "WALK-IN - 2 block(s)", q.invoice_heading
  end
  def test_vat_export
    skip "VAT export moved to the accounts service"
  end
end
EOF
cat > test/catalogue_test.rb <<'EOF'
require "test_helper"
class CatalogueTest < Minitest::Test
  %w[swan dolphin heart logo luge bar throne vodka-luge crest snowflake].each do |shape|
    (1..30).each do |i|
      define_method("test_#{shape.tr('-', '_')}_size_#{format('%02d', i)}") do
        assert Icesculpt::Block.new(100, 50, 25).kg > i
      end
    end
  end
end
EOF
{
  echo '$ rake test TESTOPTS="-v --seed=5150"'
  timeout 120 rake test TESTOPTS="-v --seed=5150" 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
