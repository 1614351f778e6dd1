#!/usr/bin/env bash
# Aquaponics nutrient-dosing daemon in C: the parent forks a loader child that reads ~190 probe
# definition files and the pump calibration named in the main config; that file is missing, the
# child exits with status 3 and the parent gives up. `strace -f` of one start.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/aquadose
rm -rf "$P"; mkdir -p "$P/conf/probes.d" "$P/src"; cd "$P"

cat > src/aquadose.c <<'EOF'
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int load_file(const char *path, char *buf, size_t len) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    size_t n = fread(buf, 1, len - 1, f);
    buf[n] = '\0';
    fclose(f);
    return (int)n;
}

static int cmp(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int loader(const char *confdir) {
    char path[512], buf[4096], calib[256] = "";
    snprintf(path, sizeof path, "%s/aquadose.conf", confdir);
    if (load_file(path, buf, sizeof buf) < 0) {
        fprintf(stderr, "loader: cannot read %s: %s\n", path, strerror(errno));
        return 2;
    }
    char *line = strstr(buf, "pump_calibration = ");
    if (line) sscanf(line, "pump_calibration = %255s", calib);

    snprintf(path, sizeof path, "%s/probes.d", confdir);
    DIR *d = opendir(path);
    if (!d) return 2;
    char *names[1024];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 1024)
        if (strstr(e->d_name, ".probe")) names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    double total_ph = 0;
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/probes.d/%s", confdir, names[i]);
        if (load_file(path, buf, sizeof buf) > 0) {
            double ph = 0;
            char *p = strstr(buf, "target_ph=");
            if (p) ph = atof(p + 10);
            total_ph += ph;
        }
    }
    printf("loader: %d probes, mean target pH %.2f\n", n, n ? total_ph / n : 0.0);
    fflush(stdout);

    snprintf(path, sizeof path, "%s/%s", confdir, calib);
    if (load_file(path, buf, sizeof buf) < 0) {
        fprintf(stderr, "loader: pump calibration %s: %s\n", path, strerror(errno));
        return 3;
    }
    return 0;
}

int main(int argc, char **argv) {
    const char *confdir = argc > 1 ? argv[1] : "conf";
    pid_t pid = fork();
    if (pid == 0) _exit(loader(confdir));
    int status = 0;
    waitpid(pid, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
        fprintf(stderr, "aquadose: configuration loader failed (exit %d); pumps stay off\n", WEXITSTATUS(status));
        return 1;
    }
    puts("aquadose: dosing schedule armed");
    return 0;
}
EOF

cat > conf/aquadose.conf <<'EOF'
# Aquaponics nutrient dosing, greenhouse 2
tank_litres = 1800
pump_calibration = pumps/peristaltic-2024-09.cal
dose_window = 06:00-20:00
EOF
mkdir -p conf/pumps
cat > conf/pumps/peristaltic-2024-03.cal <<'EOF'
pump A ml_per_s=1.82
pump B ml_per_s=1.77
pump pH-down ml_per_s=0.41
EOF

for bed in $(seq 1 12); do
  for probe in ph ec do temp water-level nitrate nitrite ammonia phosphate potassium calcium iron orp turbidity flow redox; do
    printf 'bed=%d\nkind=%s\ntarget_ph=%s\nmodbus_addr=%d\n' "$bed" "$probe" "6.$((bed % 5 + 3))" $((bed * 16)) > "conf/probes.d/bed$(printf %02d "$bed")-$probe.probe"
  done
done

gcc -O1 -g -o aquadose src/aquadose.c

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ strace -f ./aquadose conf'
  strace -f ./aquadose conf 2>&1
  echo "exit status: $?"
} | neutral
