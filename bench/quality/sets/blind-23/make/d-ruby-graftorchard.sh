#!/bin/bash
# a Ruby orchard grafting-plan script dies with a wrapped exception (cause chain)
WORK=${WORK:-/home/dev}; P=$WORK/graftplan
rm -rf "$P"; mkdir -p "$P/lib" "$P/data"; cd "$P"
cat > data/stocks.yml <<'EOF'
M9:
  vigour: dwarfing
  spacing_m: 1.2
MM106:
  vigour: semi-vigorous
  spacing_m: 3.5
M26:
  vigour: semi-dwarfing
  spacing_m 2.4
EOF
cat > data/plan.csv <<'EOF'
row,scion,rootstock,count
1,Cox's Orange Pippin,M9,40
2,Discovery,MM106,18
3,Egremont Russet,M26,25
EOF
cat > lib/stock_catalog.rb <<'EOF'
require "yaml"

class RootstockCatalog
  class CatalogError < StandardError; end

  def self.load(path)
    new(YAML.safe_load(File.read(path)))
  rescue Psych::SyntaxError => e
    raise CatalogError, "rootstock catalog #{File.basename(path)} is not valid YAML"
  end

  def initialize(entries)
    @entries = entries
  end

  def spacing(name)
    @entries.fetch(name).fetch("spacing_m")
  end
end
EOF
cat > lib/graft_plan.rb <<'EOF'
require "csv"
require_relative "stock_catalog"

class GraftPlan
  def initialize(plan_csv, catalog_path)
    @rows = CSV.read(plan_csv, headers: true)
    @catalog_path = catalog_path
  end

  def catalog
    @catalog ||= RootstockCatalog.load(@catalog_path)
  end

  def row_lengths
    @rows.map do |r|
      [r["row"].to_i, r["count"].to_i * catalog.spacing(r["rootstock"])]
    end
  end
end
EOF
cat > graft.rb <<'EOF'
require_relative "lib/graft_plan"

plan = GraftPlan.new("data/plan.csv", "data/stocks.yml")
puts "Planning #{File.readlines('data/plan.csv').size - 1} rows"
plan.row_lengths.each do |row, len|
  puts format("row %d needs %.1f m", row, len)
end
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
run ruby graft.rb | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's#/usr/lib/ruby/3.1.0/#/usr/lib/ruby/3.1.0/#g'
