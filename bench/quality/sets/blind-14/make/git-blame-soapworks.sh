#!/usr/bin/env bash
# `git blame` of the lye calculator of a cold-process soap recipe tool, edited by four people.
# Output: outputs/git-blame-soapworks.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/soapworks
rm -rf "$P"; mkdir -p "$P/saponify"
cd "$P" && git init -q -b main && git config commit.gpgsign false
t=1685600000
c() { GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
      GIT_AUTHOR_DATE="@$t +0200" GIT_COMMITTER_DATE="@$t +0200" git commit -q -am "$3"; t=$((t + 9 * 86400 + 3700)); }
cat > saponify/lye.py <<'T'
"""Lye calculation for cold-process soap.

SAP values are grams of NaOH needed to saponify one gram of oil.
"""
from dataclasses import dataclass, field

SAP_NAOH = {
    "olive": 0.134,
    "coconut": 0.178,
    "palm": 0.141,
    "castor": 0.128,
    "shea": 0.128,
    "cocoa": 0.137,
    "sunflower": 0.134,
    "lard": 0.138,
    "tallow": 0.140,
}

KOH_PER_NAOH = 1.403

DEFAULT_SUPERFAT = 0.05
DEFAULT_WATER_RATIO = 0.38


@dataclass
class Recipe:
    name: str
    oils_g: dict[str, float]
    superfat: float = DEFAULT_SUPERFAT
    water_ratio: float = DEFAULT_WATER_RATIO
    fragrance_g: float = 0.0
    additives: list[str] = field(default_factory=list)

    def total_oils(self) -> float:
        return sum(self.oils_g.values())


def naoh_needed(recipe: Recipe) -> float:
    raw = 0.0
    for oil, grams in recipe.oils_g.items():
        raw += SAP_NAOH[oil] * grams
    return raw * (1 - recipe.superfat)


def koh_needed(recipe: Recipe) -> float:
    return naoh_needed(recipe) * KOH_PER_NAOH


def water_needed(recipe: Recipe) -> float:
    return recipe.total_oils() * recipe.water_ratio


def batch_sheet(recipe: Recipe) -> str:
    lines = [f"Recipe: {recipe.name}"]
    for oil, grams in recipe.oils_g.items():
        lines.append(f"  {oil:<10} {grams:7.1f} g")
    lines.append(f"  NaOH       {naoh_needed(recipe):7.1f} g")
    lines.append(f"  water      {water_needed(recipe):7.1f} g")
    return "\n".join(lines)
T
git add -A && c "Mags Oduya" mags@soapworks.coop "Lye calculator with SAP table"
sed -i 's/    "olive": 0.134,/    "olive": 0.1353,/' saponify/lye.py && c "Dafydd Rees" dafydd@soapworks.coop "Use supplier SAP for pomace olive"
python3 - <<'T'
p = "saponify/lye.py"
s = open(p).read()
s = s.replace('''    "tallow": 0.140,
}''', '''    "tallow": 0.140,
    "avocado": 0.133,
    "babassu": 0.175,
    "rice bran": 0.128,
}''')
s = s.replace('''def water_needed(recipe: Recipe) -> float:
    return recipe.total_oils() * recipe.water_ratio''', '''def water_needed(recipe: Recipe, lye_concentration: float | None = None) -> float:
    """Water by ratio of oils, or from a target lye concentration (e.g. 0.33)."""
    if lye_concentration is not None:
        lye = naoh_needed(recipe)
        return lye / lye_concentration - lye
    return recipe.total_oils() * recipe.water_ratio''')
open(p, "w").write(s)
T
c "Hana Kobayashi" hana@soapworks.coop "Water from lye concentration; more oils"
sed -i 's/^DEFAULT_SUPERFAT = 0.05/DEFAULT_SUPERFAT = 0.06  # shop standard since spring fair complaints/' saponify/lye.py && c "Mags Oduya" mags@soapworks.coop "Bump default superfat to 6%"
python3 - <<'T'
p = "saponify/lye.py"
s = open(p).read()
s = s.replace('''def naoh_needed(recipe: Recipe) -> float:
    raw = 0.0
    for oil, grams in recipe.oils_g.items():
        raw += SAP_NAOH[oil] * grams
    return raw * (1 - recipe.superfat)''', '''class UnknownOil(KeyError):
    pass


def naoh_needed(recipe: Recipe, purity: float = 0.99) -> float:
    """NaOH in grams, corrected for the purity of the lye flakes."""
    raw = 0.0
    for oil, grams in recipe.oils_g.items():
        try:
            raw += SAP_NAOH[oil] * grams
        except KeyError:
            raise UnknownOil(oil) from None
    return raw * (1 - recipe.superfat) / purity''')
s = s.replace('''    lines.append(f"  water      {water_needed(recipe):7.1f} g")
    return "\\n".join(lines)''', '''    lines.append(f"  water      {water_needed(recipe):7.1f} g")
    if recipe.fragrance_g:
        pct = recipe.fragrance_g / recipe.total_oils() * 100
        lines.append(f"  fragrance  {recipe.fragrance_g:7.1f} g ({pct:.1f}% of oils)")
    for a in recipe.additives:
        lines.append(f"  + {a}")
    return "\\n".join(lines)''')
open(p, "w").write(s)
T
c "Ines Carvalho" ines@soapworks.coop "Lye purity correction, fragrance load on batch sheet"
sed -i 's/    "coconut": 0.178,/    "coconut": 0.183,/; s/    "castor": 0.128,/    "castor": 0.1286,/' saponify/lye.py && c "Dafydd Rees" dafydd@soapworks.coop "Coconut and castor SAP from new supplier COA"
{
  capture git blame saponify/lye.py
} 2>&1 | neutral > "$SETDIR/outputs/git-blame-soapworks.txt"
