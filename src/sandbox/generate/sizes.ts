// Record counts per core for each scale. `small` is the default everyday sandbox; `medium` is ten
// times that; `large` is for benchmarks and is meant to be consumed through generateStream.
import type { CoreName } from "../../schema/index.js";
import type { Scale } from "../dataset.js";

export type CoreCounts = Record<CoreName, number>;

export const SCALES: Record<Scale, CoreCounts> = {
  small: { biomedcore: 2000, trialcore: 1000, drugcore: 250, regulatorycore: 200, genecore: 400, patentcore: 1200 },
  medium: { biomedcore: 20000, trialcore: 10000, drugcore: 2500, regulatorycore: 2000, genecore: 4000, patentcore: 12000 },
  large: { biomedcore: 200000, trialcore: 100000, drugcore: 12000, regulatorycore: 6000, genecore: 20000, patentcore: 60000 },
};

export const SCALE_NAMES = Object.keys(SCALES) as Scale[];

/** Share of each feed core's records that leave the service at some day of the history. */
export const DELETED_SHARE = 0.03;
