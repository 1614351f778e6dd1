#!/bin/bash
# mushroom-foraging journal: build and run the report tool, which crashes with a segfault
source "$(dirname "$0")/_common.sh"
fresh forage-journal
mkdir -p data
cat > journal.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ENTRIES 256

typedef struct species {
    const char *latin;
    const char *common;
    int edible;         /* 1 edible, 0 inedible, -1 toxic */
} species;

typedef struct entry {
    char date[11];
    char site[32];
    char latin[48];
    int count;
    double cap_cm;
    const species *sp;
} entry;

static const species KNOWN[] = {
    { "Boletus edulis", "Penny bun", 1 },
    { "Cantharellus cibarius", "Chanterelle", 1 },
    { "Amanita muscaria", "Fly agaric", -1 },
    { "Laetiporus sulphureus", "Chicken of the woods", 1 },
    { "Hypholoma fasciculare", "Sulphur tuft", -1 },
    { "Craterellus cornucopioides", "Horn of plenty", 1 },
};

static const species *find_species(const char *latin) {
    for (size_t i = 0; i < sizeof KNOWN / sizeof KNOWN[0]; i++)
        if (strcmp(KNOWN[i].latin, latin) == 0) return &KNOWN[i];
    return NULL;
}

static int load(const char *path, entry *e, int max) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(1); }
    char line[256];
    int n = 0;
    while (fgets(line, sizeof line, f) && n < max) {
        if (line[0] == '#') continue;
        if (sscanf(line, "%10[^;];%31[^;];%47[^;];%d;%lf", e[n].date, e[n].site, e[n].latin, &e[n].count, &e[n].cap_cm) == 5) {
            e[n].sp = find_species(e[n].latin);
            fprintf(stderr, "[load] %s %-14s %-28s x%d\n", e[n].date, e[n].site, e[n].latin, e[n].count);
            n++;
        }
    }
    fclose(f);
    return n;
}

static void per_site(entry *e, int n) {
    const char *sites[32];
    int totals[32] = {0}, ns = 0;
    for (int i = 0; i < n; i++) {
        int j = 0;
        while (j < ns && strcmp(sites[j], e[i].site) != 0) j++;
        if (j == ns) sites[ns++] = e[i].site;
        totals[j] += e[i].count;
    }
    for (int j = 0; j < ns; j++) fprintf(stderr, "[site] %-14s %3d finds\n", sites[j], totals[j]);
}

static void edibility_report(entry *e, int n) {
    for (int i = 0; i < n; i++) {
        const species *sp = e[i].sp;
        const char *verdict = sp->edible > 0 ? "edible" : sp->edible < 0 ? "TOXIC" : "inedible";
        fprintf(stderr, "[edible] %s %-22s %s\n", e[i].date, sp->common, verdict);
    }
}

int main(int argc, char **argv) {
    static entry entries[MAX_ENTRIES];
    int n = load(argc > 1 ? argv[1] : "data/2024-autumn.txt", entries, MAX_ENTRIES);
    fprintf(stderr, "loaded %d entries\n", n);
    per_site(entries, n);
    edibility_report(entries, n);
    fprintf(stderr, "done\n");
    return 0;
}
EOF
cat > data/2024-autumn.txt <<'EOF'
# date;site;latin name;count;cap diameter cm
2024-09-14;Holm Wood;Boletus edulis;3;14.5
2024-09-14;Holm Wood;Amanita muscaria;7;11.0
2024-09-21;Ridge Path;Cantharellus cibarius;22;4.2
2024-09-21;Ridge Path;Hypholoma fasciculare;15;3.1
2024-09-28;Beech Hanger;Craterellus cornucopioides;40;3.5
2024-10-02;Holm Wood;Laetiporus sulphureus;1;28.0
2024-10-05;Mill Stream;Boletus edulis;2;17.2
2024-10-05;Mill Stream;Hypholoma fasciculare;30;2.8
2024-10-05;Mill Stream;Craterellus cornucopioides;12;4.0
2024-10-06;Holm Wood;Cantharellus cibarius;8;5.1
2024-10-06;Holm Wood;Boletus edulis;1;21.0
2024-10-05;Mill Stream;Pleurotus ostreatus;9;9.5
2024-10-12;Beech Hanger;Cantharellus cibarius;11;3.9
2024-10-12;Ridge Path;Amanita muscaria;4;13.4
2024-10-19;Beech Hanger;Laetiporus sulphureus;2;31.5
2024-10-19;Holm Wood;Amanita muscaria;3;9.8
EOF
{
  echo '$ gcc -g -O0 -Wall -o journal journal.c && ./journal data/2024-autumn.txt'
  bash -c 'gcc -g -O0 -Wall -o journal journal.c && ./journal data/2024-autumn.txt; rc=$?; echo "[exit status: $rc]"' 2>&1
} | neut > "$OUTDIR/c-segfault-mushroom.txt"
