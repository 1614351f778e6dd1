#!/bin/bash
# rake test (minitest, verbose) on a bowyer's workshop library: draw-weight and arrow-spine calculations,
# many passing tests, one failure, one error with backtrace, one skip
set -u
WORK=${WORK:-/home/dev}
P=$WORK/bowyer
rm -rf "$P"; mkdir -p "$P/lib/bowyer" "$P/test"
cat > "$P/Rakefile" <<'EOF'
require "rake/testtask"

Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/*_test.rb"]
  t.options = "--verbose --seed=4242"
  t.warning = false
end

task default: :test
EOF
cat > "$P/lib/bowyer.rb" <<'EOF'
require "bowyer/limb"
require "bowyer/spine"
require "bowyer/string_calc"
EOF
cat > "$P/lib/bowyer/limb.rb" <<'EOF'
module Bowyer
  # A bow limb tapered from fade to tip; wood constants in GPa.
  class Limb
    WOODS = {
      "osage" => 11.0, "yew" => 9.5, "hickory" => 14.9, "ash" => 12.3,
      "elm" => 9.2, "maple" => 12.6, "ipe" => 21.0, "bamboo" => 18.0
    }.freeze

    attr_reader :wood, :length_in, :width_in, :thickness_in

    def initialize(wood:, length_in:, width_in:, thickness_in:)
      @wood = wood
      @length_in = length_in
      @width_in = width_in
      @thickness_in = thickness_in
    end

    def modulus
      WOODS.fetch(wood) { raise ArgumentError, "no elastic modulus for #{wood.inspect}" }
    end

    # rough draw weight (lb) at 28" for a pair of limbs
    def draw_weight(draw_in = 28)
      k = modulus * width_in * thickness_in**3 / (length_in**3) * 1.0e4
      (k * draw_in / 28.0).round(1)
    end
  end
end
EOF
cat > "$P/lib/bowyer/spine.rb" <<'EOF'
module Bowyer
  module Spine
    # static spine (deflection in thousandths) suggested for a draw weight
    TABLE = [[30, 700], [35, 600], [40, 500], [45, 450], [50, 400], [55, 350], [60, 340], [70, 300]].freeze

    def self.for_weight(lb, arrow_len_in: 28)
      row = TABLE.find { |w, _| lb <= w } || TABLE.last
      spine = row[1]
      spine -= 25 * (arrow_len_in - 28) if arrow_len_in > 28
      spine
    end

    def self.grains_per_pound(arrow_gr, lb)
      (arrow_gr.to_f / lb).round(2)
    end
  end
end
EOF
cat > "$P/lib/bowyer/string_calc.rb" <<'EOF'
module Bowyer
  module StringCalc
    MATERIALS = { "dacron" => 50, "fastflight" => 100, "linen" => 35 }.freeze

    def self.strands(peak_lb, material)
      per = MATERIALS[material]
      safety = 4
      (peak_lb * safety / per.to_f).ceil.then { |n| n.even? ? n : n + 1 }
    end

    def self.length(bow_len_in, brace_in)
      bow_len_in - 3.5 - (brace_in - 6) * 0.5
    end
  end
end
EOF
{
echo 'require "minitest/autorun"'
echo 'require "bowyer"'
echo
echo 'class LimbTest < Minitest::Test'
for w in osage yew hickory ash elm maple ipe bamboo; do
  for t in 0.55 0.60 0.65 0.70; do
   for wd in 1.25 1.5 1.75; do
    tt=${t/./_}; wdd=${wd/./_}
    cat <<EOF
  def test_${w}_draw_weight_positive_at_${tt}_by_${wdd}
    limb = Bowyer::Limb.new(wood: "$w", length_in: 34, width_in: $wd, thickness_in: $t)
    assert_operator limb.draw_weight, :>, 0
  end

EOF
   done
  done
done
cat <<'EOF'
  def test_shorter_draw_is_lighter
    limb = Bowyer::Limb.new(wood: "yew", length_in: 34, width_in: 1.5, thickness_in: 0.62)
    assert_operator limb.draw_weight(26), :<, limb.draw_weight(28)
  end

  def test_osage_flatbow_target_weight
    limb = Bowyer::Limb.new(wood: "osage", length_in: 34, width_in: 1.5, thickness_in: 0.62)
    assert_in_delta 45.0, limb.draw_weight, 2.0, "osage flatbow should pull about 45 lb at 28\""
  end

  def test_unknown_wood_raises
    limb = Bowyer::Limb.new(wood: "balsa", length_in: 34, width_in: 1.5, thickness_in: 0.62)
    assert_raises(ArgumentError) { limb.draw_weight }
  end
end
EOF
} > "$P/test/limb_test.rb"
{
echo 'require "minitest/autorun"'
echo 'require "bowyer"'
echo
echo 'class SpineTest < Minitest::Test'
for lb in 25 30 32 35 38 40 42 45 48 50 52 55 58 60 65 70 75 80; do
 for al in 27 28 29; do
  cat <<EOF
  def test_spine_for_${lb}_lb_${al}in_arrow_is_in_table_range
    assert_includes 250..700, Bowyer::Spine.for_weight($lb, arrow_len_in: $al)
  end

EOF
 done
done
cat <<'EOF'
  def test_long_arrow_stiffer
    assert_equal 450, Bowyer::Spine.for_weight(45, arrow_len_in: 30)
  end

  def test_grains_per_pound_traditional_minimum
    skip "gpp guidance for primitive bows still being reviewed by the club"
  end
end
EOF
} > "$P/test/spine_test.rb"
{
echo 'require "minitest/autorun"'
echo 'require "bowyer"'
echo
echo 'class StringCalcTest < Minitest::Test'
for m in dacron fastflight linen; do
  for lb in 25 30 35 40 45 50 55 60; do
    cat <<EOF
  def test_${m}_strands_even_at_${lb}
    assert Bowyer::StringCalc.strands($lb, "$m").even?
  end

EOF
  done
done
cat <<'EOF'
  def test_string_length_for_68in_bow
    assert_in_delta 64.0, Bowyer::StringCalc.length(68, 7), 0.01
  end

  def test_b50_strands_for_warbow
    assert_equal 24, Bowyer::StringCalc.strands(120, "b50")
  end
end
EOF
} > "$P/test/string_calc_test.rb"
cd "$P"
{
echo '$ rake test'
timeout 120 rake test 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
  -e 's#/usr/lib/ruby/gems/3.1.0/gems/#/usr/lib/ruby/gems/3.1.0/gems/#g'
