#!/bin/bash
# A winery blending script dies with a NoMethodError raised inside a nested rescue (ruby "cause" chain)
. "$(dirname "$0")/d-lib.sh"
proj vintner
mkdir -p lib/cellar data
cat > data/tanks.csv <<'CSV'
tank,varietal,litres,brix,ph
T01,Syrah,4200,24.1,3.61
T02,Grenache,3800,25.3,3.52
T03,Mourvedre,2100,23.8,3.70
T04,Viognier,900,,3.45
CSV
cat > lib/cellar/tank.rb <<'RB'
module Cellar
  Tank = Struct.new(:id, :varietal, :litres, :brix, :ph, keyword_init: true) do
    def potential_abv
      (brix * 0.59).round(1)
    end
  end
end
RB
cat > lib/cellar/inventory.rb <<'RB'
require "csv"
require_relative "tank"

module Cellar
  class InventoryError < StandardError; end

  class Inventory
    def self.load(path)
      rows = CSV.read(path, headers: true)
      new(rows.map do |r|
        Tank.new(id: r["tank"], varietal: r["varietal"], litres: Integer(r["litres"]),
                 brix: r["brix"]&.to_f, ph: Float(r["ph"]))
      end)
    rescue Errno::ENOENT => e
      raise InventoryError, "tank sheet missing: #{e.message}"
    end

    def initialize(tanks) = @tanks = tanks
    def [](id) = @tanks.find { |t| t.id == id }
    def each(&blk) = @tanks.each(&blk)
  end
end
RB
cat > lib/cellar/blend.rb <<'RB'
module Cellar
  class BlendError < StandardError; end

  class Blend
    def initialize(inventory) = @inv = inventory

    # parts: { "T01" => 0.6, ... } fractions summing to 1
    def abv(parts)
      parts.sum do |id, frac|
        tank = @inv[id] or raise BlendError, "unknown tank #{id}"
        tank.potential_abv * frac
      end
    rescue NoMethodError => e
      raise BlendError, "cannot compute ABV for blend #{parts.keys.join('+')}"
    end
  end
end
RB
cat > blend.rb <<'RB'
#!/usr/bin/env ruby
require_relative "lib/cellar/inventory"
require_relative "lib/cellar/blend"

inv = Cellar::Inventory.load(File.join(__dir__, "data/tanks.csv"))
inv.each { |t| puts format("%-4s %-10s %6d L  brix %s", t.id, t.varietal, t.litres, t.brix.inspect) }
b = Cellar::Blend.new(inv)
puts "GSM:  #{b.abv('T02' => 0.5, 'T01' => 0.3, 'T03' => 0.2)}% potential"
puts "Syrah-Viognier: #{b.abv('T01' => 0.95, 'T04' => 0.05)}% potential"
RB
capture d-ruby-vintner 'ruby blend.rb'
