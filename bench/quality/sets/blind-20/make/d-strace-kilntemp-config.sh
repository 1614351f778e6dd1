#!/bin/bash
# strace -f -e trace=execve,openat,faccessat2,... of a tiny kiln-temperature logger script that cannot find its config.
WORK=${WORK:-/home/dev}; P=$WORK/kilntemp
rm -rf "$P"; mkdir -p "$P/conf.d"; cd "$P"
export PATH=/usr/local/bin:/usr/bin:/bin
cat > conf.d/cone-schedule.conf <<'EOF'
ramp1="100C/h to 600C"
ramp2="150C/h to 1222C"
hold=15min
EOF
cat > kilntemp.sh <<'EOF'
#!/bin/sh
CONF=${KILN_CONF:-/etc/kilntemp/kiln.conf}
for f in conf.d/*.conf; do . ./"$f" 2>/dev/null || true; done
if [ ! -r "$CONF" ]; then
  echo "kilntemp: cannot read $CONF" >&2
  exit 3
fi
cat "$CONF"
EOF
chmod +x kilntemp.sh
{ echo '$ strace -f -e trace=execve,openat,access,faccessat,faccessat2,newfstatat,exit_group ./kilntemp.sh'; strace -f -e trace=execve,openat,access,faccessat,faccessat2,newfstatat,exit_group ./kilntemp.sh 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^\[pid *[0-9]*\]/[pid 5150]/' -e 's/= [0-9][0-9]*$/&/'
