#!/bin/bash
# valgrind memcheck over a fresco-restoration pigment mixer: recipe output interleaved with
# an uninitialised-value error, an invalid read after free, and leaks
set -u
WORK=${WORK:-/home/dev}
P=$WORK/frescomix
rm -rf "$P"; mkdir -p "$P"
cat > "$P/pigments.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char name[24]; double lab[3]; double lime_ratio; int lightfast; } pigment_t;
typedef struct { const char *wall; const char *zone; pigment_t *mix[4]; double parts[4]; int n; } patch_t;

static pigment_t *pigment(const char *name, double L, double a, double b, double lime, int lf) {
    pigment_t *p = malloc(sizeof *p);
    strncpy(p->name, name, sizeof p->name - 1);
    p->name[sizeof p->name - 1] = 0;
    p->lab[0] = L; p->lab[1] = a; p->lab[2] = b; p->lime_ratio = lime; p->lightfast = lf;
    return p;
}

static void blend(const patch_t *pt, double out[3]) {
    double total = 0;
    for (int i = 0; i < pt->n; i++) total += pt->parts[i];
    for (int c = 0; c < 3; c++) {
        out[c] = 0;
        for (int i = 0; i < pt->n; i++) out[c] += pt->mix[i]->lab[c] * pt->parts[i] / total;
    }
}

static int lime_needed(const patch_t *pt, double grams) {
    double lime;
    for (int i = 0; i < pt->n; i++) if (pt->mix[i]->lime_ratio > 0) lime = pt->mix[i]->lime_ratio;
    return lime > 2.5 ? (int)(grams * 1.2) : (int)grams;
}

int main(void) {
    pigment_t *ochre = pigment("yellow ochre", 71.2, 8.4, 42.0, 2.0, 8);
    pigment_t *sienna = pigment("burnt sienna", 38.9, 24.1, 29.7, 2.2, 8);
    pigment_t *green = pigment("green earth", 55.3, -9.8, 14.2, 3.0, 8);
    pigment_t *lapis = pigment("lapis lazuli", 33.0, 9.5, -48.1, 0.0, 7);
    pigment_t *black = pigment("vine black", 22.4, 0.3, 1.1, 1.5, 8);
    pigment_t *white = pigment("bianco sangiovanni", 94.0, 0.2, 2.4, 1.0, 8);
    pigment_t *red = pigment("red ochre", 44.6, 28.3, 22.0, 2.1, 8);

    patch_t patches[] = {
        {"north", "sky A1", {lapis, white}, {1, 3}, 2},
        {"north", "sky A2", {lapis, white, black}, {1, 4, 0.1}, 3},
        {"north", "robe B4", {red, sienna}, {3, 1}, 2},
        {"east", "hillside C1", {green, ochre, white}, {2, 1, 1}, 3},
        {"east", "hillside C2", {green, ochre}, {3, 1}, 2},
        {"east", "flesh D7", {ochre, red, white}, {2, 1, 4}, 3},
        {"east", "shadow D8", {sienna, black, green}, {2, 1, 1}, 3},
        {"south", "border E1", {red, black}, {4, 1}, 2},
        {"south", "halo F2", {ochre, white}, {1, 1}, 2},
        {"south", "cloak F3", {lapis, black}, {3, 1}, 2},
        {"west", "tree G5", {green, black, ochre}, {3, 1, 1}, 3},
        {"west", "ground G6", {sienna, ochre, white}, {2, 2, 1}, 3},
        {"west", "night sky G9", {lapis}, {1}, 1},
        {"west", "cornice H1", {ochre, sienna, white}, {1, 1, 6}, 3},
        {"south", "lettering H4", {black}, {1}, 1},
        {"north", "angel wing J2", {white, ochre}, {5, 1}, 2},
        {"east", "fig leaves J6", {green, black}, {4, 1}, 2},
        {"east", "well K1", {sienna, white}, {1, 2}, 2},
        {"south", "banner K3", {red, white}, {2, 1}, 2},
    };
    int np = sizeof patches / sizeof patches[0];
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("frescomix 0.9: %d patches on 4 walls\n", np);
    for (int i = 0; i < np; i++) {
        double lab[3];
        blend(&patches[i], lab);
        printf("%-5s %-12s L*=%5.1f a*=%6.1f b*=%6.1f  pigments:", patches[i].wall, patches[i].zone, lab[0], lab[1], lab[2]);
        for (int k = 0; k < patches[i].n; k++) printf(" %s(%.1f)", patches[i].mix[k]->name, patches[i].parts[k]);
        printf("  lime %d g\n", lime_needed(&patches[i], 150));
        double total = 0;
        for (int k = 0; k < patches[i].n; k++) total += patches[i].parts[k];
        for (int k = 0; k < patches[i].n; k++)
            printf("      + %-20s %4.1f parts %6.1f g  lightfast %d\n", patches[i].mix[k]->name, patches[i].parts[k],
                   150.0 * patches[i].parts[k] / total, patches[i].mix[k]->lightfast);
        for (int g = 1; g <= 3; g++)
            printf("      giornata %d: %.2f m2, intonaco wet %02d:00-%02d:30\n", g, 0.6 + 0.15 * (i % 4) + 0.1 * g, 6 + 2 * g, 12 + 2 * g);
    }
    /* lapis is bought per session; release it once the sky is done */
    free(lapis);
    double lab[3];
    blend(&patches[9], lab);
    printf("re-check cloak F3: L*=%.1f\n", lab[0]);
    /* condition report label: "<wall>/<zone>" */
    char *label = malloc(strlen(patches[3].wall) + strlen(patches[3].zone) + 1);
    sprintf(label, "%s/%s", patches[3].wall, patches[3].zone);
    printf("condition report: %s needs consolidation\n", label);
    free(label);
    free(ochre); free(white);
    return 0;
}
EOF
cd "$P"
gcc -g -O0 -o frescomix pigments.c 2>&1
{
echo '$ valgrind --leak-check=full --show-leak-kinds=all --track-origins=yes ./frescomix'
timeout 120 valgrind --leak-check=full --show-leak-kinds=all --track-origins=yes ./frescomix 2>&1
echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
  -e 's/==[0-9][0-9]*==/==52107==/g'
