#!/usr/bin/env bash
# ruby exception from a fountain-pen nib repair ticket importer
W=${WORK:-/home/dev}
P=$W/nib-repairs
rm -rf "$P"; mkdir -p "$P/lib/nib" "$P/bin" "$P/data"; cd "$P"
cat > lib/nib/ticket.rb <<'T'
module Nib
  class TicketError < StandardError; end

  Ticket = Struct.new(:number, :brand, :nib_size, :fault, :quote_pence, keyword_init: true) do
    SIZES = %w[EF F M B BB stub italic].freeze

    def self.from_row(row)
      size = row.fetch("nib")
      raise TicketError, "ticket #{row['no']}: unknown nib size #{size.inspect}" unless SIZES.include?(size)
      new(number: Integer(row["no"]), brand: row["brand"].strip, nib_size: size,
          fault: row["fault"].to_sym, quote_pence: (Float(row["quote"]) * 100).round)
    end
  end
end
T
cat > lib/nib/importer.rb <<'T'
require "csv"
require_relative "ticket"

module Nib
  class Importer
    def initialize(path)
      @path = path
    end

    def tickets
      CSV.foreach(@path, headers: true).map.with_index(2) do |row, line|
        Ticket.from_row(row.to_h)
      rescue ArgumentError, KeyError => e
        raise TicketError, "#{File.basename(@path)}:#{line}: #{e.message}"
      end
    end

    def by_fault
      tickets.group_by(&:fault).transform_values(&:size)
    end
  end
end
T
cat > bin/import <<'T'
#!/usr/bin/env ruby
require_relative "../lib/nib/importer"

imp = Nib::Importer.new(ARGV.fetch(0))
totals = imp.by_fault
totals.sort_by { |_, n| -n }.each { |fault, n| puts format("%-12s %3d", fault, n) }
T
cat > data/tickets.csv <<'T'
no,brand,nib,fault,quote
4101,Pelikan,M,scratchy,18.00
4102,Parker,F,baby_bottom,22.50
4103,Sheaffer,EF,misaligned,12.00
4104,Waterman,B,hard_start,15.00
4105,Lamy,M,scratchy,9.50
4106,Pilot,F,cracked_feed,
4107,Montblanc,BB,misaligned,30.00
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#/usr/lib/ruby/3.1.0/#/usr/lib/ruby/3.1.0/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ ruby bin/import data/tickets.csv'; ruby bin/import data/tickets.csv 2>&1; echo "exit status: $?"; } | neutral
