#!/bin/bash
# rake test (minitest, verbose) on a quarry-lorry weighbridge ticketing library: a failure, an error, skips
source "$(dirname "$0")/d-lib.sh"
P=$WORK/quarrylorry
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"
cd "$P"
cat > Rakefile <<'T'
require "rake/testtask"
Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/*_test.rb"]
  t.options = "-v"
end
task default: :test
T
cat > lib/ticket.rb <<'T'
class Ticket
  AGGREGATES = { "MOT Type 1" => 11.5, "20mm clean" => 14.0, "Scalpings" => 9.75, "Dust" => 8.0, "Armour stone" => 32.0 }.freeze
  attr_reader :reg, :gross_kg, :tare_kg, :product

  def initialize(reg:, gross_kg:, tare_kg:, product:)
    @reg, @gross_kg, @tare_kg, @product = reg, gross_kg, tare_kg, product
  end

  def net_tonnes
    ((gross_kg - tare_kg) / 1000.0).round(2)
  end

  def price_pounds
    (net_tonnes * AGGREGATES.fetch(product)).round(2)
  end

  def overweight?(plated_kg)
    gross_kg > plated_kg
  end

  def vat_pounds
    (price_pounds * 0.2).floor(2)
  end
end
T
{
echo 'require "minitest/autorun"'
echo 'require "ticket"'
echo 'class TicketNetTest < Minitest::Test'
for g in $(seq 18000 250 44000); do for t in 11000 12500 14000; do
  echo "  def test_net_g${g}_t${t}; assert_in_delta $(( g - t ))/1000.0, Ticket.new(reg: \"YX19 LOR\", gross_kg: $g, tare_kg: $t, product: \"Dust\").net_tonnes, 0.01; end"
done; done
echo 'end'
echo 'class TicketPriceTest < Minitest::Test'
for p in "MOT Type 1" "20mm clean" "Scalpings" "Dust" "Armour stone"; do n=$(echo "$p" | tr -dc 'a-zA-Z0-9' | tr A-Z a-z); for g in 20000 26000 32000; do
  echo "  def test_price_${n}_${g}; assert_operator Ticket.new(reg: \"KN68 QRY\", gross_kg: $g, tare_kg: 12000, product: \"$p\").price_pounds, :>, 0; end"
done; done
echo '  def test_price_type1_full_load; assert_equal 230.0, Ticket.new(reg: "KN68 QRY", gross_kg: 32000, tare_kg: 12000, product: "MOT Type 1").price_pounds; end'
echo '  def test_price_unknown_product; assert_equal 0, Ticket.new(reg: "KN68 QRY", gross_kg: 32000, tare_kg: 12000, product: "Topsoil").price_pounds; end'
echo '  def test_vat_rounds_to_pence; assert_equal 46.0, Ticket.new(reg: "KN68 QRY", gross_kg: 32000, tare_kg: 12000, product: "MOT Type 1").vat_pounds; end'
echo '  def test_vat_on_odd_weight; assert_equal 3.54, Ticket.new(reg: "KN68 QRY", gross_kg: 14213, tare_kg: 12000, product: "Dust").vat_pounds; end'
echo '  def test_price_list_sync; skip "price list API not mocked yet"; end'
echo 'end'
echo 'class TicketPlateTest < Minitest::Test'
for pl in 26000 32000 44000; do
  echo "  def test_overweight_plate_${pl}; refute Ticket.new(reg: \"AB12 CDE\", gross_kg: $((pl - 100)), tare_kg: 12000, product: \"Dust\").overweight?($pl); end"
done
echo '  def test_axle_weights; skip "needs per-axle weighbridge export"; end'
echo 'end'
} > test/ticket_test.rb
{ run "rake test"; } | neutral | sed -E 's/--seed [0-9]+/--seed 40213/; s/ = [0-9]+\.[0-9]+ s = / = 0.00 s = /; s/Finished in [0-9.]+s, [0-9.]+ runs\/s, [0-9.]+ assertions\/s/Finished in 0.021843s, 6318.7106 runs\/s, 6318.7106 assertions\/s/' > "$OUTDIR/d-rake-test-v-quarrylorry.txt"
