#!/usr/bin/env bash
# A carillon recital scheduler crashing on a bad score file: chained Python exceptions.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/py-carillon-traceback.txt
PYBASE=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/carillon
rm -rf "$P"; mkdir -p "$P/carillon" "$P/scores"; cd "$P"
cat > carillon/__init__.py <<'X'
X
cat > carillon/bells.py <<'X'
"""The instrument: 49 bells, bourdon is G2 at MIDI 43."""
BOURDON_MIDI = 43
BELL_COUNT = 49

NOTE_NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]


def midi_of(name: str) -> int:
    pitch, octave = name[:-1], int(name[-1])
    return NOTE_NAMES.index(pitch) + 12 * (octave + 1)


def bell_for(name: str) -> int:
    midi = midi_of(name)
    bell = midi - BOURDON_MIDI
    if not 0 <= bell < BELL_COUNT:
        raise LookupError(f"no bell sounds {name} (midi {midi})")
    return bell
X
cat > carillon/score.py <<'X'
import json
from dataclasses import dataclass

from .bells import bell_for


class ScoreError(Exception):
    pass


@dataclass
class Stroke:
    beat: float
    bell: int
    force: int


def parse_stroke(raw: dict) -> Stroke:
    try:
        return Stroke(float(raw["beat"]), bell_for(raw["note"]), int(raw.get("force", 3)))
    except (LookupError, ValueError) as exc:
        raise ScoreError(f"bad stroke {raw!r}") from exc


def load_score(path: str) -> list[Stroke]:
    with open(path, encoding="utf-8") as fh:
        doc = json.load(fh)
    strokes = []
    for i, raw in enumerate(doc["strokes"]):
        strokes.append(parse_stroke(raw))
    return strokes
X
cat > carillon/recital.py <<'X'
import logging
import sys

from .score import ScoreError, load_score

log = logging.getLogger("carillon.recital")


class Recital:
    def __init__(self, title, pieces):
        self.title = title
        self.pieces = pieces
        self.loaded = {}

    def prepare(self):
        for piece in self.pieces:
            try:
                self.loaded[piece] = load_score(piece)
            except ScoreError:
                log.error("cannot prepare %s", piece)
                self.report_failure(piece)
                raise

    def report_failure(self, piece):
        # remember the failure in the programme notes
        notes = self.loaded[piece]
        notes.append("withdrawn")

    def duration(self):
        return sum(s[-1].beat for s in self.loaded.values())


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    r = Recital("Sunday evening", argv)
    r.prepare()
    log.info("ready: %s, %.1f beats", r.title, r.duration())


if __name__ == "__main__":
    main(sys.argv[1:])
X
cat > scores/westminster.json <<'X'
{"title": "Westminster Quarters", "strokes": [
  {"beat": 0, "note": "G#4"}, {"beat": 1, "note": "F#4"}, {"beat": 2, "note": "E4"}, {"beat": 3, "note": "B3", "force": 5}
]}
X
cat > scores/prelude_in_d.json <<'X'
{"title": "Prelude in D (van den Gheyn)", "strokes": [
  {"beat": 0, "note": "D4"}, {"beat": 0.5, "note": "F#4"}, {"beat": 1, "note": "A4"},
  {"beat": 1.5, "note": "D5"}, {"beat": 2, "note": "A5"}, {"beat": 2.5, "note": "D6", "force": 4},
  {"beat": 3, "note": "F#6"}, {"beat": 3.5, "note": "A6"}, {"beat": 4, "note": "D7", "force": 5}
]}
X
{ echo '$ python -m carillon.recital scores/westminster.json scores/prelude_in_d.json'; python -m carillon.recital scores/westminster.json scores/prelude_in_d.json 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
