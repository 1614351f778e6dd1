#!/usr/bin/env bash
# ruby script of a morris-dance side's booking tool: loads the season's bookings, then raises a nested exception
set -u
WORK=${WORK:-/home/dev}
P=$WORK/morris-bookings
rm -rf "$P"; mkdir -p "$P/lib/morris" "$P/data"; cd "$P"
cat > data/season.csv <<'T'
date,venue,dances,fee
2025-05-01,Village Green,6,120
2025-05-10,The Plough Inn,4,80
2025-05-24,Abbey Fair,8,200
2025-06-07,Harbour Festival,10,250
2025-06-21,Midsummer Ale,five,90
2025-07-05,Church Fete,5,100
T
cat > lib/morris/booking.rb <<'T'
# frozen_string_literal: true

module Morris
  Booking = Struct.new(:date, :venue, :dances, :fee) do
    def minutes
      dances * 7
    end
  end

  class BookingError < StandardError; end

  module Loader
    module_function

    def parse_row(row, lineno)
      date, venue, dances, fee = row.split(',')
      Booking.new(date, venue, Integer(dances), Integer(fee))
    rescue ArgumentError => e
      raise BookingError, "data/season.csv:#{lineno}: bad booking for #{venue}"
    end

    def load(path)
      File.readlines(path, chomp: true).drop(1).each_with_index.map do |row, i|
        parse_row(row, i + 2)
      end
    end
  end
end
T
cat > lib/morris/season.rb <<'T'
# frozen_string_literal: true

require_relative 'booking'

module Morris
  class Season
    attr_reader :bookings

    def initialize(path)
      @bookings = Loader.load(path)
    end

    def total_fees
      bookings.sum(&:fee)
    end

    def longest
      bookings.max_by(&:minutes)
    end
  end
end
T
cat > bin_report.rb <<'T'
# frozen_string_literal: true

require_relative 'lib/morris/season'

puts "Loading season for Ravensbourne Morris..."
season = Morris::Season.new('data/season.csv')
puts "#{season.bookings.size} bookings, fees #{season.total_fees} GBP"
puts "longest set: #{season.longest.venue}"
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ ruby bin_report.rb'; ruby bin_report.rb 2>&1; echo "exit status: $?"; } | neutral
