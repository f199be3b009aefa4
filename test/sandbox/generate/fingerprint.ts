// A fingerprint of a generated dataset: the SHA-256 of everything that decides what a sandbox
// serves on any day (every record in full, its timeline, the document sections and the change
// logs), read from the generator's stream one item at a time, so the large scale fits too.
import { createHash } from "node:crypto";
import { generateStream } from "../../../src/sandbox/generate/index.js";
import type { Scale } from "../../../src/sandbox/dataset.js";

export function datasetFingerprint(seed: number, scale: Scale): string {
  const hash = createHash("sha256");
  const add = (kind: string, value: unknown) => hash.update(`${kind}\t${JSON.stringify(value)}\n`);
  for (const chunk of generateStream({ seed, scale })) {
    switch (chunk.kind) {
      case "records":
        chunk.records.forEach((record, i) => {
          add(chunk.core, record);
          add("timeline", chunk.timelines[i]);
        });
        break;
      case "sections":
        for (const section of chunk.sections) add("section", section);
        break;
      case "changes":
        for (const change of chunk.changes) add(`changes:${chunk.core}`, change);
        break;
      case "sectionChanges":
        for (const change of chunk.sectionChanges) add("sectionChanges", change);
        break;
    }
  }
  return hash.digest("hex");
}
