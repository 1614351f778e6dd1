#!/usr/bin/env bash
# Toy Node.js project "clinic-slots" (appointment slot booking, CommonJS) with a jest suite that has
# failures (an assertion, a stale snapshot, an async timeout); installs jest from npm and runs
# `npx jest --verbose`.
# Usage: WORKDIR=<scratch dir> bash make/jest-failures.sh > outputs/jest-failures.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/clinic-slots"
neutral() { sed -e "s#$P#/home/dev/clinic-slots#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/__tests__/__snapshots__"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "clinic-slots",
  "version": "0.6.0",
  "private": true,
  "scripts": { "test": "jest" },
  "jest": { "testEnvironment": "node", "testTimeout": 800 }
}
EOF
npm install --no-audit --no-fund --save-dev jest@29 >/dev/null 2>&1

cat > src/slots.js <<'EOF'
const MINUTE = 60 * 1000;

function parseHHMM(s) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s);
  if (!m) throw new Error(`bad time "${s}"`);
  const h = Number(m[1]), min = Number(m[2]);
  if (h > 23 || min > 59) throw new RangeError(`time out of range "${s}"`);
  return h * 60 + min;
}

function fmt(minutes) {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Generate bookable slots for one clinician's day. */
function daySlots({ open, close, length, breaks = [] }) {
  const start = parseHHMM(open), end = parseHHMM(close);
  const blocked = breaks.map(([a, b]) => [parseHHMM(a), parseHHMM(b)]);
  const out = [];
  for (let t = start; t + length <= end; t += length) {
    const clash = blocked.some(([a, b]) => t < b && t + length > a);
    if (!clash) out.push({ start: fmt(t), end: fmt(t + length) });
  }
  return out;
}

module.exports = { parseHHMM, fmt, daySlots, MINUTE };
EOF

cat > src/booking.js <<'EOF'
class BookingError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

class Diary {
  constructor(slots) {
    this.slots = new Map(slots.map((s) => [s.start, { ...s, patient: null }]));
  }

  book(start, patient) {
    const slot = this.slots.get(start);
    if (!slot) throw new BookingError("NO_SLOT", `no slot at ${start}`);
    if (slot.patient) throw new BookingError("TAKEN", `slot ${start} already booked`);
    slot.patient = patient;
    return slot;
  }

  cancel(start) {
    const slot = this.slots.get(start);
    if (slot) slot.patient = null;
  }

  free() {
    return [...this.slots.values()].filter((s) => !s.patient).map((s) => s.start);
  }
}

async function confirmBySms(gateway, slot) {
  const res = await gateway.send(slot.patient.phone, `Booked ${slot.start}-${slot.end}`);
  if (!res.ok) throw new BookingError("SMS", `sms failed: ${res.status}`);
  return res.id;
}

module.exports = { Diary, BookingError, confirmBySms };
EOF

cat > __tests__/slots.test.js <<'EOF'
const { parseHHMM, fmt, daySlots } = require("../src/slots");

describe("parseHHMM", () => {
  test.each([
    ["08:00", 480], ["8:30", 510], ["12:05", 725], ["23:59", 1439], ["00:00", 0],
  ])("%s -> %i", (s, m) => {
    expect(parseHHMM(s)).toBe(m);
  });

  test("rejects garbage", () => {
    expect(() => parseHHMM("8h30")).toThrow('bad time "8h30"');
  });

  test("rejects 24:00", () => {
    expect(() => parseHHMM("24:00")).toThrow(RangeError);
  });
});

describe("fmt", () => {
  test("pads hours and minutes", () => {
    expect(fmt(65)).toBe("01:05");
  });
});

describe("daySlots", () => {
  test("morning clinic in 20 minute slots", () => {
    expect(daySlots({ open: "09:00", close: "10:00", length: 20 })).toEqual([
      { start: "09:00", end: "09:20" },
      { start: "09:20", end: "09:40" },
      { start: "09:40", end: "10:00" },
    ]);
  });

  test("skips slots that overlap the lunch break", () => {
    const slots = daySlots({ open: "11:00", close: "14:00", length: 30, breaks: [["12:15", "13:00"]] });
    expect(slots.map((s) => s.start)).toEqual(["11:00", "11:30", "13:00", "13:30"]);
  });

  test("full day matches snapshot", () => {
    expect(daySlots({ open: "08:00", close: "12:00", length: 45, breaks: [["10:00", "10:15"]] })).toMatchSnapshot();
  });

  test.todo("handles clinics that run past midnight");
});
EOF

cat > __tests__/__snapshots__/slots.test.js.snap <<'EOF'
// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[`daySlots full day matches snapshot 1`] = `
[
  {
    "end": "08:45",
    "start": "08:00",
  },
  {
    "end": "09:30",
    "start": "08:45",
  },
  {
    "end": "10:45",
    "start": "10:00",
  },
  {
    "end": "11:30",
    "start": "10:45",
  },
]
`;
EOF

cat > __tests__/booking.test.js <<'EOF'
const { Diary, BookingError, confirmBySms } = require("../src/booking");
const { daySlots } = require("../src/slots");

const patient = { name: "M. Osei", phone: "+44 7700 900123" };

function diary() {
  return new Diary(daySlots({ open: "09:00", close: "10:00", length: 15 }));
}

describe("Diary", () => {
  test("books a free slot", () => {
    const d = diary();
    expect(d.book("09:15", patient).patient).toBe(patient);
    expect(d.free()).toEqual(["09:00", "09:30", "09:45"]);
  });

  test("refuses a double booking", () => {
    const d = diary();
    d.book("09:15", patient);
    expect(() => d.book("09:15", { name: "other" })).toThrow(BookingError);
  });

  test("error code for a missing slot", () => {
    try {
      diary().book("09:10", patient);
    } catch (e) {
      expect(e.code).toBe("NO_SLOT");
    }
  });

  test("cancel frees the slot again", () => {
    const d = diary();
    d.book("09:45", patient);
    d.cancel("09:45");
    expect(d.free()).toHaveLength(4);
  });

  test("cancelling twice keeps the diary consistent", () => {
    const d = diary();
    d.book("09:00", patient);
    d.cancel("09:00");
    d.cancel("09:00");
    expect(d.free()).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00"]);
  });
});

describe("confirmBySms", () => {
  test("returns the gateway message id", async () => {
    const gateway = { send: jest.fn().mockResolvedValue({ ok: true, id: "sm_81f2" }) };
    const d = diary();
    await expect(confirmBySms(gateway, d.book("09:30", patient))).resolves.toBe("sm_81f2");
    expect(gateway.send).toHaveBeenCalledWith("+44 7700 900123", "Booked 09:30-09:45");
  });

  test("reports a failed send", async () => {
    const gateway = { send: async () => ({ ok: false, status: 503 }) };
    await expect(confirmBySms(gateway, diary().book("09:00", patient))).rejects.toThrow("sms failed: 503");
  });

  test("retries once when the gateway is slow", async () => {
    const gateway = { send: () => new Promise(() => {}) };
    await confirmBySms(gateway, diary().book("09:45", patient));
  });
});
EOF

npx jest --verbose 2>&1 | neutral
