#!/bin/bash
# Street-market stall licence register: rebasing a 4-commit feature branch onto main stops on a conflict; then git status and git diff.
P=${WORK:-/home/dev}/stall-register
rm -rf "$P"; mkdir -p "$P/register" "$P/tests"; cd "$P"
git init -q -b main
git config user.name "Dev Patel"; git config user.email "dev@markets.test"
n=0
commit() { n=$((n+1)); export GIT_AUTHOR_DATE="2024-06-1${n}T14:00:00+01:00" GIT_COMMITTER_DATE="2024-06-1${n}T14:00:00+01:00"; git add -A; git commit -q -m "$1"; }
cat > register/fees.py <<'EOF'
PITCH_FEES = {
    "standard": 28.00,
    "corner": 34.00,
    "food": 41.50,
}


def weekly_fee(kind, days):
    return PITCH_FEES[kind] * days


def late_penalty(amount, days_late):
    if days_late <= 7:
        return 0.0
    return round(amount * 0.05, 2)
EOF
cat > register/licence.py <<'EOF'
from datetime import date, timedelta


class Licence:
    def __init__(self, holder, pitch, kind, start):
        self.holder = holder
        self.pitch = pitch
        self.kind = kind
        self.start = start
        self.expires = start + timedelta(days=365)

    def active(self, on=None):
        on = on or date.today()
        return self.start <= on < self.expires
EOF
cat > tests/test_fees.py <<'EOF'
from register.fees import weekly_fee


def test_weekly_fee_standard():
    assert weekly_fee("standard", 2) == 56.0
EOF
commit "Licence register: fees and licence model"
git checkout -q -b feature/seasonal-pitches
python3 - <<'EOF'
p = "register/fees.py"
s = open(p).read().replace('''    "food": 41.50,
}''', '''    "food": 41.50,
    "seasonal": 22.00,
}''')
open(p, "w").write(s)
EOF
commit "Add seasonal pitch kind"
cat >> register/licence.py <<'EOF'


class SeasonalLicence(Licence):
    """Christmas and summer markets: 8-week licences."""

    def __init__(self, holder, pitch, start):
        super().__init__(holder, pitch, "seasonal", start)
        self.expires = start + timedelta(weeks=8)
EOF
commit "SeasonalLicence with 8-week term"
python3 - <<'EOF'
p = "register/fees.py"
s = open(p).read().replace('''def weekly_fee(kind, days):
    return PITCH_FEES[kind] * days''', '''def weekly_fee(kind, days):
    fee = PITCH_FEES[kind] * days
    if kind == "seasonal" and days >= 5:
        fee *= 0.9
    return round(fee, 2)''')
open(p, "w").write(s)
EOF
commit "Seasonal traders get 10% off five-day weeks"
cat >> tests/test_fees.py <<'EOF'


def test_seasonal_discount():
    assert weekly_fee("seasonal", 5) == 99.0
EOF
commit "Test seasonal discount"
git checkout -q main
python3 - <<'EOF'
p = "register/fees.py"
s = open(p).read()
s = s.replace('''    "food": 41.50,
}''', '''    "food": 41.50,
    "charity": 0.00,
}''')
s = s.replace('''def weekly_fee(kind, days):
    return PITCH_FEES[kind] * days''', '''def weekly_fee(kind, days):
    if days < 1 or days > 6:
        raise ValueError("market runs Monday to Saturday")
    return PITCH_FEES[kind] * days''')
open(p, "w").write(s)
EOF
commit "Charity pitches are free; validate trading days"
git checkout -q feature/seasonal-pitches
{
  echo '$ git rebase main'
  git rebase main 2>&1
  echo '$ git status'
  git status 2>&1
  echo '$ git diff'
  git -c color.ui=never diff 2>&1
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
