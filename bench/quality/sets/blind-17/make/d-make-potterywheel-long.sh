#!/usr/bin/env bash
# long successful verbose make of a pottery-wheel / kiln controller firmware tree (~2000 objects, one warning), then size of the images
set -u
WORK=${WORK:-/home/dev}
P=$WORK/potterywheel-fw
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random
random.seed(4411)
comps = {"motor": 400, "pedal": 250, "kiln": 420, "thermo": 330, "display": 350, "usb": 250}
os.makedirs("include", exist_ok=True)
open("include/wheel.h","w").write("#ifndef WHEEL_H\n#define WHEEL_H\n#include <stdint.h>\nstruct wheel_state { uint16_t rpm; int16_t temp_c; uint8_t pedal; uint32_t ticks; };\n#endif\n")
mk = ["CC = gcc", "CFLAGS = -Os -g -Wall -Wextra -Iinclude -ffunction-sections -fdata-sections", ""]
for c, n in comps.items():
    os.makedirs(f"src/{c}", exist_ok=True)
    objs = []
    for i in range(n):
        fn = f"src/{c}/{c}_{i:03d}.c"
        if c == "thermo" and i == 141:
            code = ('#include "wheel.h"\nstatic int16_t table[8] = {0, 120, 240, 480, 700, 900, 1100, 1260};\n'
                    f'int {c}_{i:03d}(struct wheel_state *s, int k)\n{{\n    int16_t t = s->temp_c;\n'
                    '    if (k < 0 || k > 8) return -1;\n    return t - table[k];\n}\n'
                    f'static int {c}_{i:03d}_calib(int raw) {{ return raw * 3 / 4; }}\n')
        else:
            arr = random.randint(0, 3)
            code = (f'#include "wheel.h"\n' + (f'static uint8_t buf_{i}[{64 * arr}];\n' if arr else '') +
                    f'int {c}_{i:03d}(struct wheel_state *s, int k)\n{{\n' +
                    (f'    buf_{i}[k & 63] = (uint8_t)k;\n' if arr else '') +
                    f'    return s->rpm * {random.randint(2,31)} + k + s->pedal;\n}}\n')
        open(fn,"w").write(code)
        objs.append(f"build/{c}/{c}_{i:03d}.o")
    mk.append(f"{c.upper()}_OBJS = " + " ".join(objs))
mk += ["", "all: build/wheel.elf build/kiln.elf build/bootloader.elf build/test-bench.elf", "",
       "build/%.o: src/%.c include/wheel.h", "\t@mkdir -p $(dir $@)", "\t$(CC) $(CFLAGS) -c $< -o $@", ""]
for c in comps:
    mk += [f"build/lib{c}.a: $({c.upper()}_OBJS)", "\t@echo \"  AR      $@\"", "\t@ar rcs $@ $^", ""]
mains = {"wheel": ["motor", "pedal", "display"], "kiln": ["kiln", "thermo", "display"], "bootloader": ["usb"], "test-bench": ["motor", "pedal", "kiln", "thermo", "display", "usb"]}
for m, libs in mains.items():
    fns = [f"{l}_{i:03d}" for l in libs for i in range(comps[l]) if (i * 7 + len(m)) % (3 if m != 'bootloader' else 1) == 0]
    src = ['#include <stdio.h>', '#include "wheel.h"'] + [f'int {f}(struct wheel_state *s, int k);' for f in fns]
    src += ['static int (*const handlers[])(struct wheel_state *, int) = {'] + [f'    {f},' for f in fns] + ['};']
    src += ['int main(int argc, char **argv)', '{', '    struct wheel_state s = { 120, 21, 0, 0 };', '    (void)argv;',
            f'    printf("{m}: %d handlers, first=%d\\n", (int)(sizeof handlers / sizeof handlers[0]), handlers[argc % (sizeof handlers / sizeof handlers[0])](&s, argc));',
            '    return 0;', '}']
    open(f"src/main_{m.replace('-','_')}.c","w").write("\n".join(src) + "\n")
    mk += [f"build/{m}.elf: src/main_{m.replace('-','_')}.c " + " ".join(f"build/lib{l}.a" for l in libs),
           f"\t$(CC) $(CFLAGS) -Wl,--gc-sections -o $@ $< " + " ".join(f"build/lib{l}.a" for l in libs), ""]
open("Makefile","w").write("\n".join(mk) + "\n")
PY
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{
echo '$ make -j2 && size build/*.elf'
( make -j2 && size build/*.elf ) 2>&1; echo "exit status: $?"
} | neutral
