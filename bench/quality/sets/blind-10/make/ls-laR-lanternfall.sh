#!/usr/bin/env bash
# ls -laR of a 2D game's asset tree (sprites, audio, levels, tools), one oversized file.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/lanternfall
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P"; cd "$P"
RANDOM=777
mk() { # path size date
  mkdir -p "$(dirname "$1")"; truncate -s "$2" "$1"; touch -d "$3" "$1"
}
day() { printf "2024-%02d-%02d %02d:%02d" $((1 + RANDOM % 5)) $((1 + RANDOM % 28)) $((8 + RANDOM % 11)) $((RANDOM % 60)); }
for ch in hero wisp lantern_keeper moth_swarm ferryman crow heron bog_spirit lamplighter eel; do
  for anim in idle walk run jump fall climb attack hurt death; do
    n=$((10 + RANDOM % 21))
    for f in $(seq -w 1 $n); do
      mk assets/sprites/$ch/${anim}_$f.png $((1800 + RANDOM % 9000)) "$(day)"
    done
    mk assets/sprites/$ch/$anim.atlas.json $((300 + RANDOM % 700)) "$(day)"
  done
done
for t in moss stone brick reed water ash lantern_glow fog; do
  for v in a b c d; do mk assets/tiles/${t}_$v.png $((4000 + RANDOM % 12000)) "$(day)"; done
done
for s in step_grass step_stone step_wood lantern_light lantern_out moth_flutter crow_caw door_creak chest_open coin splash wind_gust ferry_bell hurt_01 hurt_02 death menu_move menu_select; do
  mk assets/audio/sfx/$s.ogg $((9000 + RANDOM * 3)) "$(day)"
done
for m in title_theme marsh_night ferry_crossing lighthouse boss_theme credits; do
  mk assets/audio/music/$m.ogg $((2000000 + RANDOM * 120)) "$(day)"
done
mk assets/audio/music/boss_theme_master.wav 431977472 "2024-05-21 23:48"
for l in $(seq -w 1 24); do
  mk levels/marsh_$l.json $((12000 + RANDOM * 2)) "$(day)"
  mk levels/marsh_$l.tmx $((30000 + RANDOM * 3)) "$(day)"
done
for sh in fog.frag fog.vert lantern_light.frag water.frag crt.frag; do mk shaders/$sh $((800 + RANDOM % 3000)) "$(day)"; done
for sc in ai/crow.lua ai/moth.lua ai/ferryman.lua ui/menu.lua ui/hud.lua ui/dialog.lua world/spawn.lua world/save.lua world/weather.lua; do
  mk scripts/$sc $((1500 + RANDOM % 8000)) "$(day)"
done
mk tools/pack_atlas.py 6120 "2024-03-02 10:15"; chmod +x tools/pack_atlas.py
mk tools/export_levels.sh 1890 "2024-03-09 16:40"; chmod +x tools/export_levels.sh
mk tools/README.md 2210 "2024-02-11 09:05"
mk project.godot 3920 "2024-05-20 18:12"
mk export_presets.cfg 1488 "2024-05-02 11:31"
find . -type d -exec touch -d "2024-05-22 08:00" {} +
{
  echo '$ ls -laR'
  ls -laR 2>&1
  echo "exit status: $?"
} | neutral
