#!/bin/bash
# Choir rehearsal attendance book: a project with ~45 commits by several authors, then git log --stat.
P=${WORK:-/home/dev}/choir-attendance
rm -rf $P && mkdir -p $P && cd $P
git init -q -b main .
export GIT_COMMITTER_NAME="CI Bot" GIT_COMMITTER_EMAIL="ci@choir.example"
commit() { # author email date message files...
  local a="$1" e="$2" d="$3" m="$4"; shift 4
  for f in "$@"; do
    mkdir -p "$(dirname "$f")"
    if [ -f "$f" ] && [ $((RANDOM % 3)) -eq 0 ]; then sed -i "1,$((RANDOM % 6 + 1))d" "$f"; fi
    for i in $(seq $((RANDOM % 40 + 1))); do printf '%s line %s\n' "$m" "$RANDOM" >> "$f"; done
  done
  git add -A
  GIT_AUTHOR_NAME="$a" GIT_AUTHOR_EMAIL="$e" GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -qm "$m"
}
RANDOM=42
S="Siobhan Carrow"; SE="siobhan@choir.example"
T="Tomasz Wilk"; TE="tomasz@choir.example"
H="Hettie Blake"; HE="hettie@choir.example"
commit "$S" $SE "2024-01-08T19:00:00" "Initial attendance book: members and rehearsals" attendance/__init__.py attendance/members.py attendance/rehearsals.py README.md setup.cfg
commit "$S" $SE "2024-01-09T20:15:00" "Add voice parts (SATB) to member records" attendance/members.py attendance/parts.py tests/test_members.py
commit "$T" $TE "2024-01-12T18:40:00" "CSV import of the old paper register" attendance/importers/csv_register.py attendance/importers/__init__.py tests/test_csv_register.py tests/fixtures/register_2023.csv
commit "$S" $SE "2024-01-15T21:05:00" "Mark present/absent/apologies per rehearsal" attendance/rehearsals.py attendance/marks.py tests/test_marks.py
commit "$T" $TE "2024-01-18T17:30:00" "Fix CSV import dropping members with accented names" attendance/importers/csv_register.py tests/test_csv_register.py
commit "$H" $HE "2024-01-22T19:45:00" "Attendance percentage per member and per part" attendance/stats.py tests/test_stats.py
commit "$S" $SE "2024-01-25T20:00:00" "CLI: attendance mark / attendance report" attendance/cli.py setup.cfg README.md
commit "$H" $HE "2024-01-29T18:10:00" "Warn when a part drops below two singers" attendance/stats.py attendance/alerts.py tests/test_alerts.py
commit "$T" $TE "2024-02-02T16:55:00" "Store rehearsals in SQLite instead of JSON" attendance/store.py attendance/rehearsals.py attendance/marks.py migrations/001_initial.sql tests/test_store.py
commit "$T" $TE "2024-02-03T11:20:00" "Migration script for existing JSON books" scripts/json_to_sqlite.py migrations/002_import_json.sql
commit "$S" $SE "2024-02-06T19:30:00" "Concert eligibility: 75% of rehearsals in the term" attendance/eligibility.py tests/test_eligibility.py
commit "$H" $HE "2024-02-09T20:40:00" "Term calendar with half-term breaks" attendance/terms.py tests/test_terms.py tests/fixtures/terms_2024.yaml
commit "$S" $SE "2024-02-12T18:00:00" "Eligibility ignores cancelled rehearsals" attendance/eligibility.py attendance/rehearsals.py tests/test_eligibility.py
commit "$T" $TE "2024-02-15T21:15:00" "Speed up report query with an index on marks" migrations/003_marks_index.sql attendance/store.py
commit "$H" $HE "2024-02-19T19:05:00" "Sectional rehearsals count half towards eligibility" attendance/eligibility.py attendance/rehearsals.py tests/test_eligibility.py docs/eligibility.md
commit "$S" $SE "2024-02-22T20:30:00" "Email reminders the day before rehearsal" attendance/reminders.py attendance/mailer.py tests/test_reminders.py templates/reminder.txt
commit "$T" $TE "2024-02-26T17:45:00" "Do not email members on leave" attendance/reminders.py attendance/members.py tests/test_reminders.py
commit "$H" $HE "2024-03-01T18:25:00" "Report: export term summary as PDF" attendance/reports/pdf.py attendance/reports/__init__.py templates/term_summary.html
commit "$H" $HE "2024-03-02T10:10:00" "PDF report: page break per voice part" attendance/reports/pdf.py templates/term_summary.html
commit "$S" $SE "2024-03-05T19:50:00" "Bump version to 0.4.0" setup.cfg CHANGELOG.md
commit "$T" $TE "2024-03-08T20:20:00" "Guest singers: record without membership" attendance/members.py attendance/marks.py migrations/004_guests.sql tests/test_members.py
commit "$S" $SE "2024-03-11T18:35:00" "Fix off-by-one in term week numbers" attendance/terms.py tests/test_terms.py
commit "$H" $HE "2024-03-14T21:00:00" "Late arrivals: mark after the warm-up as late" attendance/marks.py attendance/stats.py tests/test_marks.py tests/test_stats.py
commit "$T" $TE "2024-03-18T17:15:00" "Keep JSON store read-only during the migration" attendance/json_store.py
git rm -q attendance/json_store.py && GIT_AUTHOR_NAME="$T" GIT_AUTHOR_EMAIL=$TE GIT_AUTHOR_DATE="2024-03-18T17:20:00" GIT_COMMITTER_DATE="2024-03-18T17:20:00" git commit -qm "Delete json_store.py (replaced by SQLite store)"
commit "$S" $SE "2024-03-21T19:40:00" "Seating plan for concerts from attendance ranking" attendance/seating.py tests/test_seating.py docs/seating.md
commit "$H" $HE "2024-03-25T20:05:00" "Music library loans linked to members" attendance/library.py migrations/005_loans.sql tests/test_library.py
commit "$T" $TE "2024-03-28T16:50:00" "CI: run tests on Python 3.10-3.12" .github/workflows/tests.yml tox.ini
commit "$S" $SE "2024-04-02T19:10:00" "Reminder text mentions the rehearsal venue" templates/reminder.txt attendance/reminders.py
commit "$H" $HE "2024-04-05T18:45:00" "Loans: overdue list in weekly report" attendance/library.py attendance/reports/weekly.py tests/test_library.py
commit "$T" $TE "2024-04-09T21:30:00" "Handle venue changes for a single rehearsal" attendance/rehearsals.py migrations/006_venue_override.sql tests/test_rehearsals.py
commit "$S" $SE "2024-04-12T19:25:00" "Fix eligibility when a member joins mid-term" attendance/eligibility.py tests/test_eligibility.py
commit "$H" $HE "2024-04-16T20:15:00" "Part balance chart in term report" attendance/reports/charts.py attendance/reports/pdf.py templates/term_summary.html
commit "$T" $TE "2024-04-19T17:05:00" "Vendor fonts for the PDF report" attendance/reports/fonts/SourceSans3-Regular.ttf.txt attendance/reports/fonts/SourceSans3-Bold.ttf.txt attendance/reports/fonts/LICENSE.txt
commit "$S" $SE "2024-04-23T19:55:00" "Bump version to 0.5.0" setup.cfg CHANGELOG.md
commit "$H" $HE "2024-04-26T18:30:00" "Register sign-in via QR code at the door" attendance/checkin.py attendance/cli.py tests/test_checkin.py templates/qr_sheet.html
commit "$T" $TE "2024-04-30T20:45:00" "QR check-in: reject codes from a previous rehearsal" attendance/checkin.py tests/test_checkin.py
commit "$S" $SE "2024-05-03T19:15:00" "Reminders: skip bank holidays" attendance/reminders.py attendance/terms.py tests/test_reminders.py tests/fixtures/terms_2024.yaml
commit "$H" $HE "2024-05-07T21:10:00" "Subscriptions: flag unpaid members on the register" attendance/subs.py attendance/reports/weekly.py migrations/007_subs.sql tests/test_subs.py
commit "$T" $TE "2024-05-10T16:40:00" "Refactor store into repository classes" attendance/store.py attendance/repos/__init__.py attendance/repos/members.py attendance/repos/rehearsals.py attendance/repos/marks.py tests/test_store.py
commit "$S" $SE "2024-05-14T19:35:00" "Fix CLI crash when no rehearsals this term" attendance/cli.py tests/test_cli.py
commit "$H" $HE "2024-05-17T20:50:00" "Docs: how eligibility and sectionals interact" docs/eligibility.md README.md
commit "$T" $TE "2024-05-21T18:20:00" "Speed up seating plan for large choirs" attendance/seating.py tests/test_seating.py
commit "$S" $SE "2024-05-24T19:00:00" "Bump version to 0.6.0" setup.cfg CHANGELOG.md
git log --stat 2>&1
