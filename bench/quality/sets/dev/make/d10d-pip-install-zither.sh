#!/usr/bin/env bash
# pip install -v of a local zither-tuning package whose C extension fails to compile (offline, in a fresh venv).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/zithertune
PY=${PYTHON:-python3}
TMPROOT=$(dirname "$(mktemp -u)")   # the system temp dir, shown as /var/tmp
PYPREFIX=$($PY -c 'import sys; print(sys.base_prefix)')
rm -rf "$P"; mkdir -p "$P/src/zithertune" "$P/csrc"
cd "$P"
$PY -m venv .venv
# offline: give the venv the distro's pure-Python 'wheel' so setuptools can build without isolation
cp -r /usr/lib/python3/dist-packages/wheel /usr/lib/python3/dist-packages/wheel-*.egg-info .venv/lib/python3*/site-packages/
cat > setup.py <<'PYS'
from setuptools import setup, Extension

setup(
    name="zithertune",
    version="1.3.0",
    description="String-tension and tuning helpers for concert and alpine zithers",
    package_dir={"": "src"},
    packages=["zithertune", "zithertune.tunings", "zithertune.io"],
    ext_modules=[
        Extension("zithertune._tension", ["csrc/tension.c"], extra_compile_args=["-Wall", "-Wextra"]),
        Extension("zithertune._fretboard", ["csrc/fretboard.c"], extra_compile_args=["-Wall", "-Wextra"]),
        Extension("zithertune._harmonics", ["csrc/harmonics.c"], extra_compile_args=["-Wall", "-Wextra"]),
        Extension("zithertune._stringgauge", ["csrc/stringgauge.c"], extra_compile_args=["-Wall", "-Wextra"]),
        Extension("zithertune._resonance", ["csrc/resonance.c"], extra_compile_args=["-Wall", "-Wextra"]),
        Extension("zithertune._temperament", ["csrc/temperament.c", "csrc/cents.c"], extra_compile_args=["-Wall"]),
    ],
    python_requires=">=3.8",
)
PYS
cat > src/zithertune/__init__.py <<'PYS'
"""Zither tuning helpers."""
from ._tension import string_tension  # noqa: F401
__version__ = "1.3.0"
PYS
cat > src/zithertune/courses.py <<'PYS'
FRETBOARD_STRINGS = 5
ACCOMPANIMENT_STRINGS = 37
PYS
cat > csrc/tension.c <<'C'
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>

/* T = (2 L f)^2 * mu, where mu is linear density in kg/m */
static PyObject *string_tension(PyObject *self, PyObject *args) {
    double length_m, freq_hz, mu;
    int course;
    if (!PyArg_ParseTuple(args, "ddd", &length_m, &freq_hz, &mu))
        return NULL;
    double t = pow(2.0 * length_m * freq_hz, 2.0) * mu;
    return PyFloat_FromDouble(t);
}

static PyMethodDef methods[] = {
    {"string_tension", string_tension, METH_VARARGS, "Tension in newtons."},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef mod = { PyModuleDef_HEAD_INIT, "_tension", NULL, -1, methods };

PyMODINIT_FUNC PyInit__tension(void) { return PyModule_Create(&mod); }
C
mkdir -p src/zithertune/tunings src/zithertune/io
for t in concert alpine psalter bowed salzburg munich vienna chord autoharp hackbrett glass; do
  printf '"""%s zither tuning table."""\nSTRINGS = []\n' "$t" > "src/zithertune/tunings/$t.py"
done
touch src/zithertune/tunings/__init__.py src/zithertune/io/__init__.py
for m in scala_files midi_export strobe_log csv_sheets; do
  printf '"""%s support."""\n' "$m" > "src/zithertune/io/$m.py"
done
# four helper extensions generated from one template (each builds, with warnings)
for m in fretboard harmonics stringgauge resonance; do
cat > "csrc/$m.c" <<C
#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *${m}_eval(PyObject *self, PyObject *args) {
    int n;
    unsigned int limit = 24;
    if (!PyArg_ParseTuple(args, "i", &n))
        return NULL;
    double acc = 0;
    for (int i = 0; i < limit; i++)
        acc += (double)n / (i + 1);
    return PyFloat_FromDouble(acc);
}

static PyMethodDef methods[] = {
    {"eval", ${m}_eval, METH_VARARGS, "$m"},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef mod = { PyModuleDef_HEAD_INIT, "_$m", NULL, -1, methods };

PyMODINIT_FUNC PyInit__$m(void) { return PyModule_Create(&mod); }
C
done
cat > csrc/cents.h <<'C'
#ifndef CENTS_H
#define CENTS_H
double ratio_to_cents(double ratio);
#endif
C
cat > csrc/cents.c <<'C'
#include <math.h>
#include "cents.h"
double ratio_to_cents(double ratio) { return 1200.0 * log2(ratio); }
C
cat > csrc/temperament.c <<'C'
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "cents.h"

typedef struct {
    const char *name;
    double fifths[12];
} Temperament;

static const Temperament TEMPERAMENTS[] = {
    {"equal", {700, 700, 700, 700, 700, 700, 700, 700, 700, 700, 700, 700}},
    {"pythagorean", {702, 702, 702, 702, 702, 702, 702, 702, 702, 702, 702, 678}},
};

static PyObject *deviation(PyObject *self, PyObject *args) {
    const char *name;
    int step;
    if (!PyArg_ParseTuple(args, "si", &name, &step))
        return NULL;
    for (size_t i = 0; i < sizeof TEMPERAMENTS / sizeof TEMPERAMENTS[0]; i++) {
        if (strcmp(TEMPERAMENTS[i].name, name) == 0) {
            double c = TEMPERAMENTS[i].fifths[step % 12] - ratio_to_cents(1.5);
            return PyFloat_FromDouble(c);
        }
    }
    PyErr_Format(PyExc_KeyError, "unknown temperament %s", name);
    return NULL;
}

static PyObject *beat_rate(PyObject *self, PyObject *args) {
    double f1, f2;
    if (!PyArg_ParseTuple(args, "dd", &f1, &f2))
        return NULL;
    Temperament *t = TEMPERAMENTS;
    return PyFloat_FromDouble(fabs(3.0 * f1 - 2.0 * f2) + t->fifths[0] * 0);
}

static PyMethodDef methods[] = {
    {"deviation", deviation, METH_VARARGS, "Deviation of a fifth from pure, in cents."},
    {"beat_rate", beat_rate, METH_VARARGS, "Beats per second of a fifth."},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef mod = { PyModuleDef_HEAD_INIT, "_temperament", NULL, -1, methods };

PyMODINIT_FUNC PyInit__temperament(void) {
    return PyModule_Create(&mod)
}
C
{
  echo '$ .venv/bin/pip install -v --no-index --no-build-isolation .'
  env -u PIP_FIND_LINKS PIP_CONFIG_FILE=/dev/null .venv/bin/pip install -v --no-index --no-build-isolation . 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$PYPREFIX#/usr#g" \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
        -e "s#$TMPROOT/pip-[a-z_]*-[a-z0-9_]*#$TMPROOT/pip-build#g" -e "s#$TMPROOT/#/var/tmp/#g"
