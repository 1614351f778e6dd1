#!/usr/bin/env bash
# yoga-class booking API in TypeScript: tsc --noEmit with type errors
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/yoga-booking"
rm -rf "$P"; mkdir -p "$P/src/routes" "$P/src/model"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{
  "name": "yoga-booking",
  "version": "1.4.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." },
  "devDependencies": { "typescript": "5.4.5", "@types/node": "20.12.7" }
}
EOF
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUnusedLocals": true,
    "noImplicitReturns": true,
    "exactOptionalPropertyTypes": true,
    "outDir": "dist"
  },
  "include": ["src"]
}
EOF
cat > src/model/types.ts <<'EOF'
export type Level = "beginner" | "intermediate" | "advanced";

export interface YogaClass {
  id: string;
  style: "hatha" | "vinyasa" | "yin" | "ashtanga";
  level: Level;
  teacher: string;
  startsAt: Date;
  durationMin: number;
  capacity: number;
  room?: string;
}

export interface Booking {
  id: string;
  classId: string;
  member: string;
  bookedAt: Date;
  matRental: boolean;
}

export interface Member {
  email: string;
  name: string;
  passType: "drop-in" | "ten-class" | "unlimited";
  classesLeft?: number;
}
EOF
cat > src/model/store.ts <<'EOF'
import { Booking, Member, YogaClass } from "./types.js";

export class Store {
  classes = new Map<string, YogaClass>();
  bookings: Booking[] = [];
  members = new Map<string, Member>();

  bookingsFor(classId: string): Booking[] {
    return this.bookings.filter((b) => b.classId === classId);
  }

  spacesLeft(classId: string): number {
    const cls = this.classes.get(classId);
    return cls.capacity - this.bookingsFor(classId).length;
  }

  addClass(c: YogaClass): void {
    this.classes.set(c.id, c);
  }
}
EOF
cat > src/pricing.ts <<'EOF'
import { Member } from "./model/types.js";

const MAT_RENTAL_EUR = 2;
const DROP_IN_EUR = 14;

export function priceFor(member: Member, matRental: boolean): number {
  switch (member.passType) {
    case "drop-in":
      return DROP_IN_EUR + (matRental ? MAT_RENTAL_EUR : 0);
    case "ten-class":
      return matRental ? MAT_RENTAL_EUR : 0;
    case "unlimited":
      return 0;
  }
}

export function consumeClass(member: Member): Member {
  if (member.passType !== "ten-class") return member;
  return { ...member, classesLeft: member.classesLeft - 1 };
}

export function formatEuro(amount: number): string {
  return amount.toFixed(2).replace(".", ",") + " €";
}
EOF
cat > src/routes/classes.ts <<'EOF'
import { Store } from "../model/store.js";
import { Level, YogaClass } from "../model/types.js";

export function listClasses(store: Store, level?: Level): YogaClass[] {
  const all = [...store.classes.values()];
  return level ? all.filter((c) => c.level === level) : all;
}

export function createClass(store: Store, body: Record<string, unknown>): YogaClass {
  const cls: YogaClass = {
    id: String(body.id),
    style: body.style as YogaClass["style"],
    level: body.level as Level,
    teacher: String(body.teacher),
    startsAt: new Date(String(body.startsAt)),
    durationMin: body.durationMin ?? 60,
    capacity: Number(body.capacity ?? 20),
    room: typeof body.room === "string" ? body.room : undefined,
  };
  store.addClass(cls);
  return cls;
}

export function weeklyTimetable(store: Store): Record<string, string[]> {
  const days: Record<string, string[]> = {};
  for (const c of store.classes.values()) {
    const day = c.startsAt.toLocaleDateString("en-GB", { weekday: "long" });
    (days[day] ??= []).push(`${c.startsAt.getHours()}:00 ${c.style} (${c.teacher})`);
  }
  return days;
}
EOF
cat > src/routes/bookings.ts <<'EOF'
import { randomUUID } from "node:crypto";
import { Store } from "../model/store.js";
import { Booking } from "../model/types.js";
import { priceFor, consumeClass, formatEuro } from "../pricing.js";

export class BookingError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export function book(store: Store, classId: string, email: string, matRental = false): { booking: Booking; price: string } {
  const member = store.members.get(email);
  if (!member) throw new BookingError(404, `no member ${email}`);
  if (store.spacesLeft(classId) <= 0) throw new BookingError(409, "class is full");
  const booking: Booking = {
    id: randomUUID(),
    classId,
    member: member.email,
    bookedAt: new Date(),
    matRental,
  };
  store.bookings.push(booking);
  store.members.set(email, consumeClass(member));
  return { booking, price: formatEuro(priceFor(member, matRental)) };
}

export function cancel(store: Store, bookingId: string): Booking {
  const idx = store.bookings.findIndex((b) => b.id === bookingId);
  if (idx < 0) {
    throw new BookingError(404, "no such booking");
  }
  const [removed] = store.bookings.splice(idx, 1);
  const hoursBefore = (store.classes.get(removed.classId)!.startsAt - Date.now()) / 3_600_000;
  if (hoursBefore < 12) {
    removed.lateCancel = true;
  }
  return removed;
}

export function waitlistPosition(store: Store, classId: string, email: string): number | undefined {
  const waiting = store.bookingsFor(classId).map((b) => b.member);
  const pos = waiting.indexOf(email);
  if (pos >= 0) return pos + 1;
}
EOF
cat > src/routes/teachers.ts <<'EOF'
import { Store } from "../model/store.js";
import { YogaClass } from "../model/types.js";

export interface Teacher {
  name: string;
  styles: YogaClass["style"][];
  maxClassesPerWeek: number;
}

export const TEACHERS: Teacher[] = [
  { name: "Ana", styles: ["hatha", "yin"], maxClassesPerWeek: 8 },
  { name: "Bodhi", styles: ["vinyasa", "ashtanga"], maxClassesPerWeek: 10 },
  { name: "Chen", styles: ["yin", "restorative"], maxClassesPerWeek: 6 },
];

export function classesTaughtBy(store: Store, teacher: string): YogaClass[] {
  return [...store.classes.values()].filter((c) => c.teacher === teacher);
}

export function overbooked(store: Store): string[] {
  return TEACHERS.filter((t) => classesTaughtBy(store, t.name).length > t.maxClassesPerWeek).map((t) => t.name);
}

export function canTeach(teacher: Teacher, style: string): boolean {
  return teacher.styles.includes(style);
}

export function substitute(store: Store, classId: string): Teacher | undefined {
  const cls = store.classes.get(classId)!;
  return TEACHERS.find((t) => t.name !== cls.teacher && t.styles.includes(cls.style)).name;
}
EOF
cat > src/routes/reports.ts <<'EOF'
import { Store } from "../model/store.js";
import { formatEuro, priceFor } from "../pricing.js";

export function occupancy(store: Store): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, cls] of store.classes) {
    out.set(id, store.bookingsFor(id).length / cls.capacity);
  }
  return out;
}

export function revenue(store: Store): string {
  let total = 0;
  for (const b of store.bookings) {
    const member = store.members.get(b.member);
    total += priceFor(member, b.matRental);
  }
  return formatEuro(total);
}

export function fullest(store: Store): string {
  const occ = occupancy(store);
  let best: string;
  let bestValue = -1;
  for (const [id, value] of occ) {
    if (value > bestValue) {
      best = id;
      bestValue = value;
    }
  }
  return best;
}

export function toCsv(store: Store): string {
  const rows = store.bookings.map((b) => [b.id, b.classId, b.member, b.bookedAt.toISOString(), b.matRental].join(","));
  return ["id,class,member,bookedAt,mat", ...rows].join("\n");
}

export function weeklyCount(store: Store, week: number): number {
  return store.bookings.filter((b) => b.bookedAt.getWeek() === week).length;
}
EOF
cat > src/server.ts <<'EOF'
import { createServer } from "node:http";
import { Store } from "./model/store.js";
import { listClasses } from "./routes/classes.js";
import { book, BookingError } from "./routes/bookings.js";

const store = new Store();
const PORT = process.env.PORT ?? 8080;

createServer((req, res) => {
  const url = new URL(req.url, `http://localhost:${PORT}`);
  try {
    if (url.pathname === "/classes") {
      res.end(JSON.stringify(listClasses(store, url.searchParams.get("level"))));
    } else if (url.pathname === "/book" && req.method === "POST") {
      const result = book(store, url.searchParams.get("class")!, url.searchParams.get("email")!);
      res.end(JSON.stringify(result));
    } else {
      res.statusCode = 404;
      res.end();
    }
  } catch (e) {
    res.statusCode = e instanceof BookingError ? e.status : 500;
    res.end(String(e.message));
  }
}).listen(PORT);
EOF
npm install --no-audit --no-fund >/dev/null 2>&1
npx tsc --noEmit --pretty -p . 2>&1 | sed -e "s/\x1b\[[0-9;]*m//g" | neut
echo "exit status: ${PIPESTATUS[0]}"
