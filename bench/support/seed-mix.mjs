// What the mirror's write benches share: the records of a seed in bench/mirror-seed.mjs's mix,
// taken straight from a sandbox's dataset (no requests), and a process's CPU time so far.

/** Records per core in a 512-record seed. */
export const SEED_MIX = [
  ["biomedcore", 300],
  ["drugcore", 40],
  ["trialcore", 80],
  ["regulatorycore", 40],
  ["genecore", 52],
];

/** [core, records] for each core of the mix, from a sandbox started (and closed) with `startSandbox`. */
export async function seedMixRecords(startSandbox) {
  const sandbox = await startSandbox({ rateLimit: false, warm: false });
  const data = SEED_MIX.map(([core, n]) => [core, sandbox.dataset.records[core].slice(0, n)]);
  await sandbox.close();
  return data;
}

/** User + system CPU time of this process, in milliseconds. */
export function cpuMs() {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}
