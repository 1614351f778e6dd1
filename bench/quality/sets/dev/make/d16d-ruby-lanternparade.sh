#!/usr/bin/env bash
# ruby script for a lantern-parade route planner: logs progress, then raises inside a block (NoMethodError with backtrace)
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/lanternparade
rm -rf "$P"; mkdir -p "$P/lib/parade" "$P/bin" "$P/data"; cd "$P"
cat > lib/parade/section.rb <<'T'
module Parade
  Section = Struct.new(:name, :lanterns, :walkers, :float, keyword_init: true) do
    def lantern_load
      lanterns.to_f / walkers
    end
  end
end
T
cat > lib/parade/route.rb <<'T'
require "yaml"
require_relative "section"

module Parade
  class RouteError < StandardError; end

  class Route
    attr_reader :stops

    def initialize(path)
      @doc = YAML.safe_load(File.read(path))
      @stops = @doc.fetch("stops")
      @sections = @doc.fetch("sections").map { |h| Section.new(**h.transform_keys(&:to_sym)) }
    end

    def width_at(stop)
      stop["street_width_m"]
    end

    def check_clearance!
      @stops.each_with_index do |stop, i|
        widest = @sections.select(&:float).map { |s| s.float["width_m"] }.max
        next if width_at(stop) >= widest + 1.0
        raise RouteError, "stop #{i} (#{stop['name']}) too narrow for floats"
      end
    end

    def timetable(start_min)
      t = start_min
      @stops.map do |stop|
        t += (stop["distance_m"] / 40.0).ceil
        format("%02d:%02d %s", t / 60, t % 60, stop["name"])
      end
    end
  end
end
T
cat > bin/plan <<'T'
#!/usr/bin/env ruby
$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "parade/route"

route = Parade::Route.new(ARGV.fetch(0))
puts "loaded #{route.stops.size} stops"
route.timetable(18 * 60 + 30).each { |line| puts line }
route.check_clearance!
puts "clearance ok"
T
python3 - <<'T'
import random
random.seed(7)
names=["Old Bridge","Tanners Row","Market Cross","Chapel Steps","Wool Hall","Riverside Walk","Mill Lane","Bell Yard","Guild Square","Orchard Gate"]
with open("data/route-2026.yml","w") as f:
    f.write("stops:\n")
    for i in range(60):
        n=f"{names[i%10]} {i//10+1}"
        f.write(f"  - name: \"{n}\"\n    distance_m: {random.randint(80,420)}\n")
        if i!=37:
            f.write(f"    street_width_m: {random.choice([5.5,6.0,7.5,8.0,9.5])}\n")
    f.write("sections:\n")
    f.write("  - {name: drummers, lanterns: 24, walkers: 12, float: null}\n")
    f.write("  - {name: dragon, lanterns: 80, walkers: 20, float: {width_m: 3.2}}\n")
    f.write("  - {name: schools, lanterns: 150, walkers: 90, float: null}\n")
    f.write("  - {name: moon-barge, lanterns: 40, walkers: 8, float: {width_m: 4.1}}\n")
T
chmod +x bin/plan
run ruby bin/plan data/route-2026.yml | neutral
