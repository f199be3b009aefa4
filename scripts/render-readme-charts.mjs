#!/usr/bin/env node
// Renders the README's chart images from the offline sandbox with the built package (run
// `npm run build` first): docs/img/trials-by-phase.png and docs/img/approvals-timeline.png.
// Deterministic: the sandbox's synthetic dataset is fixed by its seed.
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = process.argv[2] ?? join(root, "docs", "img");
const { openSession: connect } = await import(join(root, "dist", "tables", "index.js"));
const { charts } = await import(join(root, "dist", "charts", "index.js"));

const sv = await connect({ quiet: true });
try {
  await mkdir(outDir, { recursive: true });
  const trials = await sv.trialcore.search({ query: "cancer", limit: 300 });
  const approvals = await sv.regulatorycore.search({ query: "cancer", limit: 300 });
  const written = [
    await charts
      .trialsByPhase(trials, { title: "Cancer trials by phase and status (sandbox data)" })
      .save(join(outDir, "trials-by-phase.png"), { scale: 2 }),
    await charts
      .approvalsTimeline(approvals, { title: "Cancer medicine authorizations, FDA and EMA (sandbox data)" })
      .save(join(outDir, "approvals-timeline.png"), { scale: 2 }),
  ];
  for (const f of written) console.log(`wrote ${f}`);
} finally {
  await sv.close();
}
