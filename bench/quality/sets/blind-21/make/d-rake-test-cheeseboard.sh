#!/bin/bash
# rake test on a cheese-counter pricing gem: minitest with one failure, one error, skips, many passes.
WORK=${WORK:-/home/dev}; P=$WORK/cheesecounter; rm -rf "$P"; mkdir -p "$P/lib/cheesecounter" "$P/test"; cd "$P"
cat > Rakefile <<'T'
require "rake/testtask"
Rake::TestTask.new(:test) do |t|
  t.libs << "test" << "lib"
  t.test_files = FileList["test/**/*_test.rb"]
  t.options = "--verbose"
end
task default: :test
T
cat > lib/cheesecounter.rb <<'T'
require_relative "cheesecounter/wheel"
require_relative "cheesecounter/pricing"
require_relative "cheesecounter/affinage"
T
cat > lib/cheesecounter/wheel.rb <<'T'
module Cheesecounter
  Wheel = Struct.new(:name, :milk, :weight_g, :price_per_kg, :age_months, keyword_init: true) do
    def cut(grams)
      raise ArgumentError, "cannot cut #{grams} g from #{name} (#{weight_g} g left)" if grams > weight_g
      self.weight_g -= grams
      grams
    end
  end
end
T
cat > lib/cheesecounter/pricing.rb <<'T'
module Cheesecounter
  module Pricing
    module_function
    def price_pence(wheel, grams)
      (wheel.price_per_kg * grams / 1000.0 * 100).round
    end
    def loyalty(total_pence, stamps)
      stamps >= 10 ? (total_pence * 0.9).floor : total_pence
    end
  end
end
T
cat > lib/cheesecounter/affinage.rb <<'T'
module Cheesecounter
  module Affinage
    module_function
    STAGES = { fresh: 0..1, young: 2..5, mature: 6..11, vintage: 12..36 }
    def stage(wheel)
      STAGES.find { |_, r| r.cover?(wheel.age_months) }.first
    end
  end
end
T
ruby - <<'R'
cheeses = %w[cheddar stilton brie comte gouda manchego wensleydale gruyere taleggio roquefort caerphilly lancashire red_leicester halloumi feta parmesan emmental raclette epoisses reblochon]
File.open("test/pricing_test.rb", "w") do |f|
  f.puts 'require "minitest/autorun"', 'require "cheesecounter"', '', 'class PricingTest < Minitest::Test', '  include Cheesecounter'
  cheeses.each_with_index do |c, i|
    [100, 150, 250, 500].each do |g|
      ppk = 18 + i
      f.puts "  def test_price_#{c}_#{g}g", "    w = Wheel.new(name: #{c.inspect}, weight_g: 4000, price_per_kg: #{ppk})", "    assert_equal #{(ppk * g / 10.0).round}, Pricing.price_pence(w, #{g})", "  end"
    end
  end
  f.puts "  def test_loyalty_ten_stamps", "    assert_equal 900, Pricing.loyalty(1000, 10)", "  end"
  f.puts "  def test_loyalty_nine_stamps", "    assert_equal 1000, Pricing.loyalty(1000, 9)", "  end"
  f.puts "  def test_loyalty_rounds_half_up", "    assert_equal 1112, Pricing.loyalty(1235, 12)", "  end"
  f.puts "end"
end
File.open("test/wheel_test.rb", "w") do |f|
  f.puts 'require "minitest/autorun"', 'require "cheesecounter"', '', 'class WheelTest < Minitest::Test', '  include Cheesecounter'
  cheeses.each do |c|
    f.puts "  def test_cut_#{c}", "    w = Wheel.new(name: #{c.inspect}, weight_g: 1200)", "    w.cut(300)", "    assert_equal 900, w.weight_g", "  end"
  end
  f.puts "  def test_cut_too_much_raises", "    w = Wheel.new(name: \"stilton\", weight_g: 200)", "    assert_raises(ArgumentError) { w.cut(250) }", "  end"
  f.puts "  def test_vacuum_pack_label", "    skip \"label printer driver not installed\"", "  end"
  f.puts "end"
end
File.open("test/affinage_test.rb", "w") do |f|
  f.puts 'require "minitest/autorun"', 'require "cheesecounter"', '', 'class AffinageTest < Minitest::Test', '  include Cheesecounter'
  { 0 => :fresh, 3 => :young, 8 => :mature, 18 => :vintage, 24 => :vintage }.each do |m, s|
    f.puts "  def test_stage_#{m}_months", "    assert_equal #{s.inspect}, Affinage.stage(Wheel.new(name: \"x\", age_months: #{m}))", "  end"
  end
  f.puts "  def test_stage_48_months_is_vintage", "    assert_equal :vintage, Affinage.stage(Wheel.new(name: \"parmesan\", age_months: 48))", "  end"
  f.puts "  def test_cave_humidity_log", "    skip \"needs cave sensor export\"", "  end"
  f.puts "end"
end
R
{ echo '$ rake test'; rake test TESTOPTS="--seed=4711 --verbose" 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/ = [0-9.]* s = / = 0.00 s = /' \
       -e 's/Finished in [0-9.]*s, [0-9.]* runs\/s, [0-9.]* assertions\/s/Finished in 0.021870s, 5303.6125 runs\/s, 5166.4381 assertions\/s/' -e 's#/usr/lib/ruby/vendor_ruby/#/usr/lib/ruby/vendor_ruby/#g'
