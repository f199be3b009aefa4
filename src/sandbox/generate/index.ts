// The synthetic dataset of the corebook sandbox (deterministic in seed and scale).
import type {
  BiomedCoreRecord,
  DrugCoreRecord,
  GeneCoreRecord,
  PatentCoreRecord,
  RegulatoryCoreRecord,
  TrialCoreRecord,
} from "../../schema/index.js";
import type { Dataset } from "../dataset.js";
import { DATASET_VERSION } from "../dataset-version.js";
import { HISTORY_SPAN, ANCHOR_DATE } from "./clock.js";
import { describe, generateStream, resolveOptions, type GenerateOptions } from "./stream.js";

export { generateStream, resolveOptions, type GenerateOptions } from "./stream.js";
export { SCALES } from "./sizes.js";
export { ANCHOR_DATE, HISTORY_SPAN } from "./clock.js";
export { DATASET_VERSION } from "../dataset-version.js";

export function generateDataset(opts: GenerateOptions = {}): Dataset {
  const resolved = resolveOptions(opts);
  const timelines: NonNullable<Dataset["timelines"]> = new Map();
  const dataset: Dataset = {
    version: DATASET_VERSION,
    ...resolved,
    description: describe(resolved),
    clock: { anchor: ANCHOR_DATE, ...HISTORY_SPAN },
    timelines,
    records: { biomedcore: [], trialcore: [], drugcore: [], regulatorycore: [], genecore: [], patentcore: [] },
    sections: new Map(),
    changes: { biomedcore: [], trialcore: [], regulatorycore: [], drugcore: [], genecore: [] },
    sectionChanges: [],
  };
  for (const chunk of generateStream({ ...resolved, chunkSize: 50_000 })) {
    switch (chunk.kind) {
      case "records": {
        // The stream yields each core's records under its own name; the cast only restates that.
        const target = dataset.records[chunk.core] as (
          | BiomedCoreRecord
          | TrialCoreRecord
          | DrugCoreRecord
          | RegulatoryCoreRecord
          | GeneCoreRecord
          | PatentCoreRecord
        )[];
        chunk.records.forEach((r, i) => {
          target.push(r);
          timelines.set(r.serviceId, chunk.timelines[i]);
        });
        break;
      }
      case "sections":
        for (const s of chunk.sections) dataset.sections.set(s.documentSectionId, s);
        break;
      case "changes":
        dataset.changes[chunk.core] = chunk.changes;
        break;
      case "sectionChanges":
        dataset.sectionChanges = chunk.sectionChanges;
        break;
    }
  }
  return dataset;
}
