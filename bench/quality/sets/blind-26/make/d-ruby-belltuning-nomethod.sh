#!/bin/bash
# a ruby script that schedules church-bell tuning jobs and dies with a NoMethodError deep in the call chain
source "$(dirname "$0")/d-lib.sh"
P=$WORK/belltuning
rm -rf "$P"; mkdir -p "$P/lib/belltuning" "$P/data"
cd "$P"
cat > lib/belltuning/bell.rb <<'T'
module Belltuning
  Bell = Struct.new(:tower, :position, :weight_kg, :strike_hz, :hum_hz, keyword_init: true) do
    def hum_ratio
      hum_hz / strike_hz
    end

    def cents_off(target_ratio = 0.5)
      1200 * Math.log2(hum_ratio / target_ratio)
    end
  end
end
T
cat > lib/belltuning/loader.rb <<'T'
require "csv"
require_relative "bell"

module Belltuning
  class Loader
    def initialize(path)
      @path = path
    end

    def bells
      CSV.read(@path, headers: true).map do |row|
        Bell.new(tower: row["tower"], position: row["position"].to_i, weight_kg: row["weight_kg"].to_f,
                 strike_hz: row["strike_hz"]&.to_f, hum_hz: row["hum_hz"]&.to_f)
      end
    end
  end
end
T
cat > lib/belltuning/scheduler.rb <<'T'
require_relative "loader"

module Belltuning
  class Scheduler
    LATHE_KG_PER_HOUR = 180.0

    def initialize(loader, tolerance_cents: 8)
      @loader = loader
      @tolerance = tolerance_cents
    end

    def jobs
      @loader.bells.select { |b| needs_tuning?(b) }.map { |b| job_for(b) }
    end

    private

    def needs_tuning?(bell)
      bell.cents_off.abs > @tolerance
    end

    def job_for(bell)
      { tower: bell.tower, bell: bell.position, hours: (bell.weight_kg / LATHE_KG_PER_HOUR).ceil(1) }
    end
  end
end
T
cat > tune.rb <<'T'
require_relative "lib/belltuning/scheduler"

loader = Belltuning::Loader.new(ARGV.fetch(0))
puts "loaded #{loader.bells.size} bells"
sched = Belltuning::Scheduler.new(loader)
sched.jobs.each { |j| puts format("%-22s bell %2d  %5.1f h", j[:tower], j[:bell], j[:hours]) }
T
{
echo "tower,position,weight_kg,strike_hz,hum_hz"
for i in 1 2 3 4 5 6 7 8; do echo "St Cuthbert Wells,$i,$((300 + i*90)),$((880 - i*60)),$(( (880 - i*60)/2 + i%3 ))"; done
for i in 1 2 3 4 5 6; do if [ $i = 4 ]; then echo "All Saints Ashby,$i,$((280 + i*70)),,"; else echo "All Saints Ashby,$i,$((280 + i*70)),$((760 - i*55)),$(( (760 - i*55)/2 - i ))"; fi; done
} > data/towers.csv
{ run "ruby tune.rb data/towers.csv"; } | neutral > "$OUTDIR/d-ruby-belltuning-nomethod.txt"
