#!/bin/bash
# Long verbose pytest run (hundreds of passing tests) of a maritime signal-flag codec, with one skip,
# one xfail and one deprecation warning somewhere in it.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/signalflags
rm -rf "$P"; mkdir -p "$P/signalflags" "$P/tests"
cat > "$P/signalflags/__init__.py" <<'PY'
PY
cat > "$P/signalflags/codec.py" <<'PY'
import string
import warnings

FLAGS = {c: f"flag-{c.lower()}" for c in string.ascii_uppercase}
PENNANTS = {str(d): f"pennant-{d}" for d in range(10)}
SUBSTITUTES = ["first-substitute", "second-substitute", "third-substitute"]
MEANINGS = {"A": "diver down", "B": "dangerous cargo", "O": "man overboard", "V": "require assistance"}


def encode(text):
    hoist, last = [], None
    for ch in text.upper():
        sym = FLAGS.get(ch) or PENNANTS.get(ch)
        if sym is None:
            raise ValueError(f"cannot signal {ch!r}")
        if sym == last:
            idx = hoist.count(sym) - 1
            hoist.append(SUBSTITUTES[min(idx, 2)])
        else:
            hoist.append(sym)
        last = sym
    return hoist


def decode(hoist):
    out = []
    rev = {v: k for k, v in {**FLAGS, **PENNANTS}.items()}
    for i, sym in enumerate(hoist):
        if sym in SUBSTITUTES:
            out.append(out[-1])
        else:
            out.append(rev[sym])
    return "".join(out)


def meaning(letter):
    return MEANINGS.get(letter.upper(), "no single-flag meaning")


def legacy_meaning(letter):
    warnings.warn("legacy_meaning() is deprecated; use meaning()", DeprecationWarning, stacklevel=2)
    return meaning(letter)
PY
python3 - "$P/tests" <<'PY'
import sys, string, random
d = sys.argv[1]
rnd = random.Random(25)
words = ["HARBOUR", "PILOT", "ANCHOR", "KEEL", "TIDE", "MOOR", "BUOY", "CREW", "HELM", "SLIP", "DOCK", "QUAY",
         "STERN", "BEAM", "SPAR", "YARD", "SAIL", "REEF", "GALE", "NORTH"]
with open(f"{d}/test_encode.py", "w") as f:
    f.write("import pytest\nfrom signalflags.codec import encode, decode\n\n")
    f.write("@pytest.mark.parametrize('letter', list('ABCDEFGHIJKLMNOPQRSTUVWXYZ'))\n")
    f.write("def test_single_letter(letter):\n    assert encode(letter) == [f'flag-{letter.lower()}']\n\n")
    f.write("@pytest.mark.parametrize('digit', list('0123456789'))\n")
    f.write("def test_single_digit(digit):\n    assert encode(digit) == [f'pennant-{digit}']\n\n")
    pairs = [w + str(rnd.randint(0, 99)) for w in words for _ in range(8)]
    f.write(f"WORDS = {pairs!r}\n\n")
    f.write("@pytest.mark.parametrize('word', WORDS)\ndef test_roundtrip(word):\n    assert decode(encode(word)) == word\n\n")
    f.write("@pytest.mark.parametrize('word', ['BOOK', 'COOL', 'ADD', '1100', 'TOOTH'])\n")
    f.write("def test_substitute_used(word):\n    assert any('substitute' in s for s in encode(word))\n\n")
    f.write("def test_rejects_lowercase_punct():\n    with pytest.raises(ValueError):\n        encode('SOS!')\n\n")
    f.write("@pytest.mark.xfail(reason='third repeat needs a third substitute (issue 41)')\n")
    f.write("def test_triple_repeat():\n    assert decode(encode('AAAA')) == 'AAAA' and encode('AAAA')[3] == 'third-substitute'\n")
with open(f"{d}/test_meaning.py", "w") as f:
    f.write("import sys\nimport pytest\nfrom signalflags.codec import meaning, legacy_meaning\n\n")
    f.write("@pytest.mark.parametrize('letter,text', [('A','diver down'),('B','dangerous cargo'),('O','man overboard'),('V','require assistance')])\n")
    f.write("def test_known(letter, text):\n    assert meaning(letter) == text\n\n")
    f.write("@pytest.mark.parametrize('letter', list('CDEFGHIJKLMNPQRSTUWXYZ'))\n")
    f.write("def test_unknown(letter):\n    assert meaning(letter) == 'no single-flag meaning'\n\n")
    f.write("def test_legacy_still_works():\n    assert legacy_meaning('o') == 'man overboard'\n\n")
    f.write("@pytest.mark.skipif(sys.platform.startswith('linux'), reason='semaphore font only bundled on macOS')\n")
    f.write("def test_render_semaphore_glyphs():\n    assert False\n")
with open(f"{d}/test_hoists.py", "w") as f:
    f.write("import pytest\nfrom signalflags.codec import encode\n\n")
    calls = ["W" + str(rnd.randint(100, 999)) + rnd.choice(string.ascii_uppercase) for _ in range(1750)]
    f.write(f"CALLSIGNS = {calls!r}\n\n")
    f.write("@pytest.mark.parametrize('call', CALLSIGNS)\ndef test_callsign_length(call):\n    assert len(encode(call)) == len(call)\n")
PY
cd "$P"
run python3 -m pytest tests -v -p no:cacheprovider -rs | neut
