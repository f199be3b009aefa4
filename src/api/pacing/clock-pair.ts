// Pacing keeps its times in epoch milliseconds (Date.now(): the only clock two processes share, and
// the one rate headers use), but the request loop stamps an answer with performance.now().
// Converting it needs both clocks read at one moment. A process descheduled between the two
// reads, common on a loaded machine, would shift every converted time by the length of the pause:
// a server's reset read 14 ms early drew a 429. The reads are repeated until they fall within a
// millisecond of each other.

interface ClockPair {
  /** performance.now() ... */
  perf: number;
  /** ... and Date.now() at (within a millisecond of) the same moment. */
  epoch: number;
}

export function readClocks(): ClockPair {
  let before = performance.now();
  let pair: ClockPair = { perf: before, epoch: Date.now() };
  for (let attempt = 0; attempt < 5; attempt++) {
    const epoch = Date.now();
    const after = performance.now();
    pair = { perf: after, epoch };
    if (after - before < 1) break;
    before = after;
  }
  return pair;
}

/** A performance.now() time as epoch milliseconds. */
export function toEpoch(clocks: ClockPair, perf: number): number {
  return clocks.epoch + (perf - clocks.perf);
}

/** Epoch milliseconds as a performance.now() time. */
export function toPerf(clocks: ClockPair, epoch: number): number {
  return clocks.perf + (epoch - clocks.epoch);
}
