import { expect } from "vitest";
import { createActor, type AnyStateMachine } from "xstate";
import { getAdjacencyMap, serializeSnapshot } from "xstate/graph";

// Model-based testing helpers shared by the machine tests: the transitions a machine
// defines, and a walk of every edge of its adjacency map on real actors.

export type Edge = `${string} -> ${string} [${string}]`;
export const edge = (from: string, to: string, trigger: string): Edge => `${from} -> ${to} [${trigger}]`;

interface TransitionDef {
  eventType: string;
  source: { key: string; parent?: unknown };
  target?: Array<{ key: string }>;
  guard?: { type?: string } | string;
}

function triggerOf(t: TransitionDef): string {
  const guard = typeof t.guard === "string" ? t.guard : t.guard?.type;
  const base = t.eventType === "" ? "always" : t.eventType;
  return guard ? `${base}:${guard}` : base;
}

/** Root-level transitions stand for "from any state" (`*`). */
function sourceOf(t: TransitionDef): string {
  return t.source.parent ? t.source.key : "*";
}

/** Every transition with a target in the machine definition, read from its state nodes. */
export function definedEdges(machine: AnyStateMachine): Edge[] {
  const out: Edge[] = [];
  for (const node of [machine.root, ...Object.values(machine.root.states)]) {
    const defs = [...(node.transitions.values() as Iterable<TransitionDef[]>)].flat().concat((node.always ?? []) as TransitionDef[]);
    for (const t of defs) for (const target of t.target ?? []) out.push(edge(sourceOf(t), target.key, triggerOf(t)));
  }
  return out.sort();
}

type AnyEvent = { type: string; [k: string]: unknown };

/**
 * For each input: builds the adjacency map with `eventsFor`, then replays the shortest
 * path to every snapshot on a real actor and sends each outgoing event, checking the
 * actor lands where the pure transition function said. Returns the edges taken
 * (recorded from microsteps, so eventless transitions count) and the step count.
 */
export function walkEveryEdge<TInput>(
  machine: AnyStateMachine,
  inputs: readonly TInput[],
  eventsFor: (snapshot: { value: unknown; status: string; context: any }) => AnyEvent[],
  check: (snapshot: { value: unknown; context: any }) => void = () => {},
): { walked: Edge[]; steps: number } {
  const walked = new Set<Edge>();
  let steps = 0;
  const record = (e: { type: string; _transitions?: TransitionDef[] }) => {
    if (e.type !== "@xstate.microstep") return;
    for (const t of e._transitions ?? []) for (const target of t.target ?? []) walked.add(edge(sourceOf(t), target.key, triggerOf(t)));
  };
  for (const input of inputs) {
    type Snap = { value: unknown; context: unknown };
    const adjacency = getAdjacencyMap(machine, { input, events: eventsFor as never }) as unknown as Record<
      string,
      { state: Snap; transitions: Record<string, { state: Snap; event: AnyEvent }> }
    >;
    const pathTo = new Map<string, AnyEvent[]>();
    const initialKey = Object.keys(adjacency)[0]!;
    pathTo.set(initialKey, []);
    const queue = [initialKey];
    while (queue.length > 0) {
      const key = queue.shift()!;
      for (const next of Object.values(adjacency[key]!.transitions)) {
        const nextKey = serializeSnapshot(next.state as never);
        if (!pathTo.has(nextKey)) {
          pathTo.set(nextKey, [...pathTo.get(key)!, next.event as AnyEvent]);
          queue.push(nextKey);
        }
      }
    }
    // The initial macrostep's eventless transitions count as walked too.
    const initial = createActor(machine, { input, inspect: record as never });
    initial.start();
    initial.stop();
    for (const [key, entry] of Object.entries(adjacency)) {
      const path = pathTo.get(key);
      expect(path, `a path reaches ${JSON.stringify(entry.state.value)}`).toBeDefined();
      for (const next of Object.values(entry.transitions)) {
        const actor = createActor(machine, { input, inspect: record as never });
        actor.start();
        for (const event of path!) actor.send(event as never);
        expect(actor.getSnapshot().value).toEqual(entry.state.value);
        actor.send(next.event as never);
        const snap = actor.getSnapshot();
        expect(snap.value, `${JSON.stringify(entry.state.value)} + ${(next.event as AnyEvent).type}`).toEqual(next.state.value);
        check(snap);
        actor.stop();
        steps++;
      }
    }
  }
  return { walked: [...walked].sort(), steps };
}
