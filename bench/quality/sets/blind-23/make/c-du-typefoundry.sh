#!/bin/bash
# `du -ah` listing of a type-foundry font project (sources, masters, build output), one stray large file in it.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/typefoundry-serif; fresh "$P"; cd "$P"
python3 - <<'PY'
import os, random
random.seed(99)
def mk(path, size):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as fh: fh.write(os.urandom(min(size, 4096)) * (size // 4096) + os.urandom(size % 4096))
weights = ["Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Black"]
glyphs = ["A","B","C","D","E","F","G","H","I","J","K","L","M","N","O","P","Q","R","S","T","U","V","W","X","Y","Z",
          "a","b","c","d","e","f","g","h","i","j","k","l","m","n","o","p","q","r","s","t","u","v","w","x","y","z",
          "zero","one","two","three","four","five","six","seven","eight","nine","ampersand","at","section","paragraph",
          "Aacute","Eacute","Oslash","Lslash","aacute","eacute","oslash","lslash","fi","fl","ffi","germandbls","Eng","eng"]
for master in ["Thin", "Regular", "Black", "ThinItalic", "Italic", "BlackItalic"]:
    for g in glyphs:
        mk(f"sources/Quillon-{master}.ufo/glyphs/{g}.glif", random.randint(600, 9000))
    for f in ["fontinfo.plist", "kerning.plist", "groups.plist", "lib.plist", "metainfo.plist", "features.fea"]:
        mk(f"sources/Quillon-{master}.ufo/{f}", random.randint(300, 120000))
for w in weights:
    for it in ["", "Italic"]:
        mk(f"build/otf/Quillon-{w}{it}.otf", random.randint(90000, 180000))
        mk(f"build/ttf/Quillon-{w}{it}.ttf", random.randint(140000, 260000))
        mk(f"build/woff2/Quillon-{w}{it}.woff2", random.randint(40000, 80000))
mk("build/variable/Quillon[wght].ttf", 612_000); mk("build/variable/Quillon-Italic[wght].ttf", 640_000)
for i in range(40):
    mk(f"proofs/2025-{i%12+1:02d}/waterfall-{i:02d}.pdf", random.randint(200_000, 900_000))
mk("proofs/scans/specimen-press-proof-A2-600dpi.tiff", 187_000_000)
mk("sources/Quillon.designspace", 14000); mk("README.md", 3000); mk("OFL.txt", 4400); mk("Makefile", 1800)
PY
capture du-typefoundry "$P" 'du -ah .'
