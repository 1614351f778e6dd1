#!/bin/bash
# laundry-machine scheduler: rebasing a feature branch onto main stops on a conflict
source "$(dirname "$0")/_common.sh"
fresh laundry-scheduler
gitinit
mkdir -p src/laundry test
cat > src/laundry/slots.py <<'EOF'
from datetime import datetime, timedelta

WASH_MINUTES = {"cotton": 90, "synthetics": 60, "quick": 30, "wool": 45}
DRY_MINUTES = 50
BUFFER_MINUTES = 5


def wash_end(start: datetime, program: str) -> datetime:
    return start + timedelta(minutes=WASH_MINUTES[program] + BUFFER_MINUTES)


def free_slots(bookings, day_start, day_end, program):
    need = timedelta(minutes=WASH_MINUTES[program] + BUFFER_MINUTES)
    t = day_start
    for b in sorted(bookings, key=lambda b: b.start):
        if b.start - t >= need:
            yield t
        t = max(t, b.end)
    if day_end - t >= need:
        yield t
EOF
cat > src/laundry/residents.py <<'EOF'
MAX_BOOKINGS_PER_WEEK = 3


def can_book(resident, week_bookings):
    mine = [b for b in week_bookings if b.resident == resident]
    return len(mine) < MAX_BOOKINGS_PER_WEEK
EOF
cat > src/laundry/notify.py <<'EOF'
def done_message(booking):
    return f"Machine {booking.machine}: your {booking.program} wash is done."
EOF
cat > test/test_slots.py <<'EOF'
from laundry.slots import wash_end
EOF
git add -A && gc "2024-05-01T08:00:00" "Lea Brandt" "Slot finder and weekly booking limit"
cat >> src/laundry/notify.py <<'EOF'


def reminder_message(booking):
    return f"Reminder: machine {booking.machine} booked for {booking.start:%H:%M}."
EOF
gc "2024-05-02T10:00:00" "Lea Brandt" "Add reminder message"
git checkout -q -b feature/dryer-chaining
python3 - <<'EOF'
p = "src/laundry/slots.py"
s = open(p).read()
s = s.replace('''def wash_end(start: datetime, program: str) -> datetime:
    return start + timedelta(minutes=WASH_MINUTES[program] + BUFFER_MINUTES)''', '''def wash_end(start: datetime, program: str, with_dryer: bool = False) -> datetime:
    minutes = WASH_MINUTES[program] + BUFFER_MINUTES
    if with_dryer:
        minutes += DRY_MINUTES + BUFFER_MINUTES
    return start + timedelta(minutes=minutes)''')
open(p, "w").write(s)
EOF
gc "2024-05-03T09:00:00" "Sami Koski" "Chain dryer after wash in wash_end"
cat >> test/test_slots.py <<'EOF'
from datetime import datetime


def test_wash_end_with_dryer():
    assert wash_end(datetime(2024, 5, 3, 8, 0), "quick", with_dryer=True) == datetime(2024, 5, 3, 9, 30)
EOF
gc "2024-05-03T09:30:00" "Sami Koski" "Test dryer chaining"
python3 - <<'EOF'
p = "src/laundry/residents.py"
s = open(p).read()
s = s.replace("MAX_BOOKINGS_PER_WEEK = 3", "MAX_BOOKINGS_PER_WEEK = 3\nDRYER_COUNTS_AS_BOOKING = False")
open(p, "w").write(s)
EOF
gc "2024-05-03T11:00:00" "Sami Koski" "Dryer does not count against weekly limit"
git checkout -q main
python3 - <<'EOF'
p = "src/laundry/slots.py"
s = open(p).read()
s = s.replace('''def wash_end(start: datetime, program: str) -> datetime:
    return start + timedelta(minutes=WASH_MINUTES[program] + BUFFER_MINUTES)''', '''def wash_end(start: datetime, program: str, eco: bool = False) -> datetime:
    minutes = WASH_MINUTES[program] * (1.3 if eco else 1.0)
    return start + timedelta(minutes=round(minutes) + BUFFER_MINUTES)''')
s = s.replace('"wool": 45}', '"wool": 45, "delicates": 40}')
open(p, "w").write(s)
EOF
gc "2024-05-04T14:00:00" "Lea Brandt" "Eco mode lengthens wash by 30%; delicates program"
python3 - <<'EOF'
p = "src/laundry/residents.py"
s = open(p).read()
s = s.replace("MAX_BOOKINGS_PER_WEEK = 3", "MAX_BOOKINGS_PER_WEEK = 4")
open(p, "w").write(s)
EOF
gc "2024-05-05T09:00:00" "Lea Brandt" "Allow four bookings per week"
git checkout -q feature/dryer-chaining
{
  echo '$ git rebase main'
  git rebase main 2>&1
  echo
  echo '$ git status'
  git status 2>&1
  echo
  echo '$ git diff'
  git --no-pager diff 2>&1
} | neut > "$OUTDIR/git-rebase-laundry.txt"
