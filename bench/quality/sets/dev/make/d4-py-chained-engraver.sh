#!/usr/bin/env bash
# Sheet-music engraver (Python): lays out a string-quartet part bar by bar, printing progress. A bar
# uses a clef the glyph table does not know (KeyError), which the layout code re-raises as a
# LayoutError `from` the KeyError; while writing the partial PDF on the way out, the cleanup hits a
# missing output directory, so the traceback shows three chained exceptions.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/engraver
rm -rf "$P"; mkdir -p "$P/engraver" "$P/scores"; cd "$P"

cat > engraver/__init__.py <<'EOF'
EOF

cat > engraver/glyphs.py <<'EOF'
CLEF_GLYPHS = {
    "treble": "\ue050",
    "bass": "\ue062",
    "alto": "\ue05c",
    "percussion": "\ue069",
}


def clef_glyph(name):
    return CLEF_GLYPHS[name]
EOF

cat > engraver/layout.py <<'EOF'
from .glyphs import clef_glyph


class LayoutError(Exception):
    pass


def layout_bar(bar):
    items = []
    if bar.get("clef"):
        try:
            items.append(("clef", clef_glyph(bar["clef"])))
        except KeyError as exc:
            raise LayoutError(f"bar {bar['number']}: cannot draw clef {bar['clef']!r}") from exc
    for note in bar["notes"]:
        items.append(("note", note))
    return items


def layout_part(part, progress):
    pages = []
    for bar in part["bars"]:
        pages.append(layout_bar(bar))
        if bar["number"] % 8 == 0:
            progress(f"  laid out bars {bar['number'] - 7}-{bar['number']} ({len(pages)} so far)")
    return pages
EOF

cat > engraver/pdf.py <<'EOF'
import os


class PartialWriter:
    def __init__(self, path):
        self.path = path
        self.pages = []

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            self.flush(suffix=".partial")
        return False

    def flush(self, suffix=""):
        with open(self.path + suffix, "w") as fh:
            fh.write("%PDF-1.4\n% partial: " + str(len(self.pages)) + " bars\n")
EOF

cat > engraver/cli.py <<'EOF'
import json
import sys

from .layout import layout_part
from .pdf import PartialWriter


def main(score_path, out_path):
    score = json.load(open(score_path))
    for part in score["parts"]:
        print(f"engraving {score['title']} / {part['name']} ({len(part['bars'])} bars)")
        with PartialWriter(out_path) as writer:
            writer.pages = layout_part(part, print)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
EOF

python3 - <<'PYEOF'
import json, random
random.seed(12)
parts = []
for name, clef in [("Violin I", "treble"), ("Violin II", "treble"), ("Viola", "alto"), ("Violoncello", "bass")]:
    bars = []
    for n in range(1, 97):
        b = {"number": n, "notes": [random.choice("CDEFGAB") + str(random.randint(3, 6)) for _ in range(4)]}
        if n == 1:
            b["clef"] = clef
        if name == "Violoncello" and n == 61:
            b["clef"] = "tenor"
        if name == "Violoncello" and n == 69:
            b["clef"] = "bass"
        bars.append(b)
    parts.append({"name": name, "bars": bars})
json.dump({"title": "Quartet in G minor, mvt. 3", "parts": parts}, open("scores/quartet-g-minor.json", "w"))
PYEOF

neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ python3 -m engraver.cli scores/quartet-g-minor.json out/quartet-g-minor.pdf'
  python3 -m engraver.cli scores/quartet-g-minor.json out/quartet-g-minor.pdf 2>&1
  echo "exit status: $?"
} | neutral
