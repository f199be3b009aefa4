// The pacing state table of src/api/pacing/README.md, one row per test: a state, a moment and an event in,
// the decision and the state that follow out. No timer, no server, no file: decide() is pure.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Decision, decide, decideAll, initialState, type PacingEvent } from "../../src/api/pacing/decide.js";
import type { Limits } from "../../src/api/pacing/limits.js";
import { emptyRecord, type PacingRecord, readRecord } from "../../src/api/pacing/record.js";
import type { PacingState } from "../../src/api/pacing/view.js";

const NOW = 1_000_000;
const PID = 7;
const OTHER = 8;
const limits: Limits = { requests: 3, windowMs: 1000, maxPauseMs: 600_000, pid: PID, marginMs: 0 };

function state(record: Partial<PacingRecord> = {}, local: Partial<Omit<PacingState, "record">> = {}): PacingState {
  const base = initialState(limits);
  return { ...base, ...local, record: { ...base.record, ...record } };
}
/** A current view of the server's count: `allowance` places, `granted` of them used, ending at NOW + 500. */
const view = (allowance: number, granted: number, provisional = false): Partial<PacingRecord> => ({
  allowance,
  granted,
  until: NOW + 500,
  serverReset: NOW + 495,
  viewSeenAt: NOW - 10,
  viewProvisional: provisional,
});
const farView = { allowance: 0, granted: 0, until: NOW + 2000, resetAt: NOW + 86_400_000, seenAt: NOW - 10, provisional: false };

interface Row {
  id: string;
  given: PacingState;
  event: PacingEvent;
  decision?: Decision;
  /** What must hold of the state that follows. */
  after?: (next: PacingState) => void;
}

const next: PacingEvent = { type: "next" };
const released = (counted: boolean, probe = false, observed = true): PacingEvent => ({
  type: "released",
  answeredAt: NOW - 2,
  counted,
  probe,
  observed,
});

const rows: Row[] = [
  // ---- next: may the request at the head of the queue go? ----
  {
    id: "N1",
    given: state(),
    event: next,
    decision: { kind: "probe" },
    after: (s) => expect(s.record).toMatchObject({ probe: { pid: PID, until: NOW + 30_000 }, inFlight: { [PID]: 1 } }),
  },
  {
    id: "N2",
    given: state({ probe: { pid: OTHER, until: NOW + 100 } }),
    event: next,
    decision: { kind: "wait", ms: Number.POSITIVE_INFINITY },
  },
  {
    id: "N3",
    given: state(view(5, 2)),
    event: next,
    decision: { kind: "grant" },
    after: (s) => expect(s.record).toMatchObject({ granted: 3, inFlight: { [PID]: 1 }, probe: null }),
  },
  { id: "N4", given: state(view(5, 5)), event: next, decision: { kind: "wait", ms: 500 } },
  {
    id: "N5",
    given: state(view(5, 5, true)),
    event: next,
    decision: { kind: "probe" },
    after: (s) => expect(s.record.until).toBe(0),
  },
  { id: "N6", given: state({ ...view(5, 5, true), inFlight: { [OTHER]: 1 } }), event: next, decision: { kind: "wait", ms: 500 } },
  {
    id: "N7",
    given: state({ ...view(5, 5), until: NOW }),
    event: next,
    decision: { kind: "probe" },
    after: (s) => expect(s.record.until).toBe(0),
  },
  { id: "N8", given: state({ ...view(5, 0), pausedUntil: NOW + 300 }), event: next, decision: { kind: "wait", ms: 300 } },
  // Three places: answers at NOW-900 and NOW-400 and one request in flight; the first frees at NOW+100.
  {
    id: "N9",
    given: state({ ...view(9, 0), answered: [NOW - 900, NOW - 400], inFlight: { [OTHER]: 1 } }),
    event: next,
    decision: { kind: "wait", ms: 100 },
  },
  {
    id: "N10",
    given: state({ ...view(9, 0), answered: [NOW - 1000], inFlight: { [OTHER]: 3 } }),
    event: next,
    decision: { kind: "wait", ms: Number.POSITIVE_INFINITY },
  },
  {
    id: "N11",
    given: state({ inFlight: { [OTHER]: 1 } }, { blind: true }),
    event: next,
    decision: { kind: "grant" },
    after: (s) => expect(s.record.pace).toEqual({ requests: 3, nextAt: NOW + 1000 / 3 }),
  },
  {
    id: "N12",
    given: state({ pace: { requests: 3, nextAt: NOW + 40 } }, { blind: true }),
    event: next,
    decision: { kind: "wait", ms: 40 },
  },
  {
    id: "N13",
    given: state({ inFlight: { [OTHER]: 4 } }, { blind: true }),
    event: next,
    decision: { kind: "wait", ms: Number.POSITIVE_INFINITY },
  },
  // ---- take: a pump, as many as may go ----
  {
    id: "T1",
    given: state(view(5, 3)),
    event: { type: "take", max: 4 },
    decision: { kind: "taken", count: 2, probe: false, waitMs: 500 },
    after: (s) => expect(s.record).toMatchObject({ granted: 5, inFlight: { [PID]: 2 } }),
  },
  // ---- look: at the start of a pump ----
  {
    id: "L1",
    given: state({}, { far: farView }),
    event: { type: "look" },
    decision: { kind: "refuse", resetAt: farView.resetAt },
    after: (s) => expect(s.far).toBeNull(),
  },
  { id: "L2", given: state(view(5, 5)), event: { type: "look" }, decision: { kind: "none" } },
  // ---- response: a response's rate headers ----
  {
    id: "R1",
    given: state(view(5, 1)),
    event: { type: "response", remaining: null, resetAt: null, sentAt: NOW - 20, seenAt: NOW - 2 },
    after: (s) => expect(s.blind).toBe(true),
  },
  {
    id: "R2",
    given: state({ inFlight: { [PID]: 3 } }, { blind: true }),
    event: { type: "response", remaining: 6, resetAt: NOW + 800, sentAt: NOW - 20, seenAt: NOW - 2 },
    after: (s) => {
      expect(s.blind).toBe(false);
      // Two others in flight may not have been counted: 4 places, provisional; the view ends 5 ms after the reset.
      expect(s.record).toMatchObject({ allowance: 4, granted: 0, viewProvisional: true, until: NOW + 805, serverReset: NOW + 800 });
    },
  },
  {
    id: "R3",
    given: state(view(5, 4)),
    event: { type: "response", remaining: 3, resetAt: NOW + 495, sentAt: NOW - 50, seenAt: NOW - 2 },
    after: (s) => expect(s.record).toMatchObject({ allowance: 5, granted: 4 }),
  },
  {
    id: "R4",
    given: state(view(5, 1)),
    event: { type: "response", remaining: 0, resetAt: NOW + 86_400_000, sentAt: NOW - 5, seenAt: NOW - 2 },
    after: (s) => {
      expect(s.record.until).toBe(0);
      expect(s.far).toMatchObject({ allowance: 0, resetAt: NOW + 86_400_000 });
    },
  },
  // ---- released: a request is done ----
  {
    id: "D1",
    given: state({ inFlight: { [PID]: 1 }, probe: { pid: PID, until: NOW + 100 }, answered: [NOW - 5000, NOW - 500] }),
    event: released(true, true),
    after: (s) => expect(s.record).toMatchObject({ inFlight: {}, probe: null, answered: [NOW - 500, NOW - 2] }),
  },
  {
    id: "D2",
    given: state({ inFlight: { [PID]: 2 } }),
    event: released(false),
    after: (s) => expect(s.record).toMatchObject({ inFlight: { [PID]: 1 }, answered: [] }),
  },
  {
    id: "D3",
    given: state({ inFlight: { [PID]: 1 }, pace: { requests: 2, nextAt: 0 } }, { blind: true }),
    event: released(true),
    after: (s) => expect(s.record.pace).toEqual({ requests: 2.5, nextAt: 0 }),
  },
  {
    id: "D4",
    given: state({ inFlight: { [PID]: 1 }, pace: { requests: 2, nextAt: 0 } }, { blind: true }),
    event: released(false),
    after: (s) => expect(s.record.pace).toEqual({ requests: 1, nextAt: NOW + 1000 }),
  },
  // ---- paused: a 429's Retry-After ----
  {
    id: "P1",
    given: state({ pausedUntil: NOW + 50 }),
    event: { type: "paused", until: NOW + 2000 },
    after: (s) => expect(s.record.pausedUntil).toBe(NOW + 2000),
  },
  // ---- loaded: the record another process left in the quota file ----
  {
    id: "F1",
    given: state({ inFlight: { [PID]: 2 }, pausedUntil: NOW + 100 }),
    event: { type: "loaded", file: { ...emptyRecord(), inFlight: { [OTHER]: 1 }, pausedUntil: NOW + 86_400_000 } },
    after: (s) => expect(s.record).toMatchObject({ inFlight: { [PID]: 2, [OTHER]: 1 }, pausedUntil: NOW + 100 }),
  },
  {
    id: "F2",
    given: state(),
    event: { type: "loaded", file: { ...emptyRecord(), ...view(0, 0), serverReset: NOW + 86_400_000 } },
    after: (s) => expect(s.record.until).toBe(0),
  },
  {
    id: "F3",
    given: state({ pausedUntil: NOW + 100, pace: { requests: 3, nextAt: NOW + 10 } }),
    event: {
      type: "loaded",
      file: {
        ...emptyRecord(),
        ...view(4, 1),
        pausedUntil: NOW + 900,
        pace: { requests: 1.5, nextAt: NOW },
        answered: [NOW - 99_000, NOW - 10],
      },
    },
    after: (s) =>
      expect(s.record).toMatchObject({
        allowance: 4,
        granted: 1,
        pausedUntil: NOW + 900,
        pace: { requests: 1.5, nextAt: NOW + 10 },
        answered: [NOW - 10],
        keepMs: 1000,
      }),
  },
];

describe("the pacing state table (src/api/pacing/README.md)", () => {
  it.each(rows)("row $id", (row) => {
    const step = decide(row.given, NOW, row.event, limits);
    expect(step.decision).toEqual(row.decision ?? { kind: "none" });
    row.after?.(step.state);
  });

  it("every row of the README's table has its test, and every test its row", () => {
    const readme = readFileSync(new URL("../../src/api/pacing/README.md", import.meta.url), "utf8");
    const ids = [...readme.matchAll(/^\| `([A-Z]\d+)`/gm)].map((m) => m[1]);
    expect(ids).toEqual(rows.map((r) => r.id));
  });

  it("decide() leaves the state it was given as it was", () => {
    for (const row of rows) {
      const before = structuredClone(row.given);
      decide(row.given, NOW, row.event, limits);
      expect(row.given).toEqual(before);
    }
  });
});

describe("decideAll: a batch of events", () => {
  const answer = (at: number): PacingEvent => ({ type: "released", answeredAt: at, counted: true, probe: false, observed: false });

  it("is the events one after another, and leaves the state it was given as it was", () => {
    const given = state({ inFlight: { [PID]: 3 }, answered: [NOW - 50] });
    const before = structuredClone(given);
    const events = [answer(NOW - 5), next, answer(NOW - 20)];
    const batch = decideAll(given, NOW, events, limits);
    let one = given;
    const decisions: Decision[] = [];
    for (const event of events) {
      const step = decide(one, NOW, event, limits);
      one = step.state;
      decisions.push(step.decision);
    }
    expect(batch.state).toEqual(one);
    expect(batch.decisions).toEqual(decisions);
    expect(batch.state.record.answered).toEqual([NOW - 50, NOW - 20, NOW - 5]);
    expect(given).toEqual(before);
  });

  it("with consume, changes the given state in place and adds the answers to its list (no copy per answer)", () => {
    const given = state({ inFlight: { [PID]: 2 }, answered: [NOW - 5000, NOW - 50] });
    const list = given.record.answered;
    const { state: after } = decideAll(given, NOW, [answer(NOW - 5), answer(NOW - 1)], limits, true);
    // The state is handed over: changed in place and returned, nothing copied.
    expect(after).toBe(given);
    expect(after.record.inFlight).toEqual({});
    expect(after.record.answered).toBe(list);
    // The answer older than the window is dropped on the way.
    expect(list).toEqual([NOW - 50, NOW - 5, NOW - 1]);
  });
});

describe("the record in the quota file", () => {
  it("reads a file of the previous version (no version field) as is", () => {
    const old = {
      allowance: 4,
      granted: 1,
      until: NOW + 500,
      serverReset: NOW + 495,
      viewSeenAt: NOW,
      inFlight: { 12: 2 },
      probe: null,
      answered: [NOW - 3, NOW - 9],
      pausedUntil: NOW + 7,
      pace: { requests: 30, nextAt: NOW },
      keepMs: 60_000,
    };
    expect(readRecord(old)).toEqual({ ...old, version: 2, viewProvisional: false, answered: [NOW - 3, NOW - 9] });
  });

  it("rebuilds from empty a file of an unknown version or not a record, and empties a damaged field", () => {
    expect(readRecord({ version: 3, pausedUntil: NOW + 7 })).toEqual(emptyRecord());
    expect(readRecord([1, 2])).toEqual(emptyRecord());
    expect(readRecord(null)).toEqual(emptyRecord());
    expect(readRecord({ pausedUntil: "soon", answered: "x", inFlight: [3] })).toEqual(emptyRecord());
  });
});
