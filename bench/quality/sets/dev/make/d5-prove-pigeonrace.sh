#!/usr/bin/env bash
# d5: prove -v on a Perl pigeon-racing results module (velocity, clock corrections,
# pooling); one failing subtest with got/expected, a skip and a TODO.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pigeon-race
rm -rf "$P"; mkdir -p "$P/lib/Loft" "$P/t"; cd "$P"
cat > lib/Loft/Race.pm <<'EOF'
package Loft::Race;
use strict;
use warnings;
use POSIX qw(floor);

# yards per minute, from the liberation point distance (miles + yards) and flying time
sub velocity {
    my (%a) = @_;
    my $yards = $a{miles} * 1760 + $a{yards};
    my $minutes = $a{fly_seconds} / 60;
    die "flying time must be positive\n" unless $minutes > 0;
    return sprintf("%.3f", $yards / $minutes) + 0;
}

# clock variation is spread linearly across the race (in seconds)
sub corrected_seconds {
    my ($clocked, $race_seconds, $variation) = @_;
    return $clocked - floor($variation * $clocked / $race_seconds);
}

sub pool_payout {
    my ($stake, $entries, $places) = @_;
    my $pot = $stake * $entries;
    my @split = (0.5, 0.3, 0.2);
    return map { sprintf("%.2f", $pot * $split[$_]) } 0 .. $places - 1;
}

1;
EOF
cat > t/01-velocity.t <<'EOF'
use strict;
use warnings;
use Test::More;
use Loft::Race;

for my $miles (50, 75, 100, 150, 200, 250, 300, 400, 500) {
    for my $mins (60, 90, 120, 180, 240, 300, 420, 600) {
        my $v = Loft::Race::velocity(miles => $miles, yards => 0, fly_seconds => $mins * 60);
        cmp_ok($v, '>', 0, "velocity positive for $miles miles in $mins min");
    }
}
is(Loft::Race::velocity(miles => 212, yards => 1304, fly_seconds => 5 * 3600 + 41 * 60 + 17), 1097.062,
   'Guernsey liberation, blue chequer cock GB24N05121');
eval { Loft::Race::velocity(miles => 10, yards => 0, fly_seconds => 0) };
like($@, qr/flying time must be positive/, 'zero flying time rejected');
done_testing;
EOF
cat > t/02-clock.t <<'EOF'
use strict;
use warnings;
use Test::More;
use Loft::Race;

subtest 'no variation' => sub {
    for my $t (map { $_ * 600 } 1 .. 30) {
        is(Loft::Race::corrected_seconds($t, 36000, 0), $t, "unchanged at $t s");
    }
};
subtest 'clock gained 12 s over the race' => sub {
    is(Loft::Race::corrected_seconds(18000, 36000, 12), 17994, 'half way: 6 s taken off');
    is(Loft::Race::corrected_seconds(36000, 36000, 12), 35988, 'at close: 12 s taken off');
    is(Loft::Race::corrected_seconds(9000, 36000, -8), 9002, 'slow clock adds time back');
};
SKIP: {
    skip 'ETS antenna log parser needs the Benzing export format', 2;
    ok(0); ok(0);
}
done_testing;
EOF
cat > t/03-pools.t <<'EOF'
use strict;
use warnings;
use Test::More;
use Loft::Race;

for my $entries (5 .. 40) {
    my @p = Loft::Race::pool_payout(2, $entries, 3);
    is(scalar @p, 3, "three places paid with $entries entries");
}
is_deeply([Loft::Race::pool_payout(5, 23, 3)], ['57.50', '34.50', '23.00'], 'nomination pool, 23 entries');
TODO: {
    local $TODO = 'club retains 10% from 2025 season';
    is_deeply([Loft::Race::pool_payout(5, 20, 3)], ['45.00', '27.00', '18.00'], 'club retention applied');
}
done_testing;
EOF
CMD="prove -v -Ilib t/"
echo "\$ $CMD"
prove -v -Ilib t/ 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
