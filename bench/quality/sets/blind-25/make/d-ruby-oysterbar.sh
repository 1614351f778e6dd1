#!/usr/bin/env bash
# A Ruby oyster-bar tab splitter raises a KeyError deep inside a method chain (with a cause).
source "$(dirname "$0")/d-lib.sh"
P=$WORK/oysterbar
rm -rf "$P"; mkdir -p "$P/lib/oysterbar" "$P/bin" "$P/data"
cat > "$P/data/tab_table9.csv" <<'T'
guest,item,qty
ines,rock oysters (6),1
ines,muscadet glass,2
tom,native oysters (12),1
tom,soda bread,1
priya,carlingford (6),2
priya,stout,1
T
cat > "$P/lib/oysterbar/menu.rb" <<'T'
module Oysterbar
  class Menu
    PRICES = {
      "rock oysters (6)" => 16.50,
      "native oysters (12)" => 42.00,
      "muscadet glass" => 8.75,
      "soda bread" => 3.50,
      "stout" => 6.20,
    }.freeze

    def price_of(item)
      PRICES.fetch(item)
    end
  end
end
T
cat > "$P/lib/oysterbar/tab.rb" <<'T'
require "csv"
require_relative "menu"

module Oysterbar
  class PricingError < StandardError; end

  class Tab
    SERVICE = 0.125

    def initialize(path, menu: Menu.new)
      @rows = CSV.read(path, headers: true)
      @menu = menu
    end

    def line_total(row)
      @menu.price_of(row["item"]) * Integer(row["qty"])
    rescue KeyError => e
      raise PricingError, "no price for #{row['item'].inspect} (guest #{row['guest']})"
    end

    def per_guest
      @rows.group_by { |r| r["guest"] }.transform_values do |rows|
        rows.sum { |r| line_total(r) }
      end
    end

    def split_with_service
      per_guest.transform_values { |v| (v * (1 + SERVICE)).round(2) }
    end
  end
end
T
cat > "$P/bin/split_tab" <<'T'
#!/usr/bin/env ruby
require_relative "../lib/oysterbar/tab"

tab = Oysterbar::Tab.new(ARGV.fetch(0))
tab.split_with_service.each { |guest, amount| puts format("%-8s £%.2f", guest, amount) }
T
run d-ruby-oysterbar "$P" ruby bin/split_tab data/tab_table9.csv
