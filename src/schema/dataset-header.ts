// The header the corebook sandbox puts on every response: the data is synthetic, and which dataset
// it is (the generator's dataset version, seed and scale). The real service never sends it. A header
// rather than a /capabilities field, so a client learns it from whatever responses it gets anyway
// (a fully cached re-run sends nothing), and a stored response keeps it beside its body.

export const DATASET_HEADER = "X-Corebook-Dataset";

/** A sandbox dataset as its responses name it; null fields were not given (a hand-made dataset). */
export interface SandboxDataset {
  synthetic: true;
  /** The generator's dataset version: it changes whenever the served records change (docs/sandbox-dataset-changelog.md). */
  version: number | null;
  seed: number | null;
  scale: string | null;
}

/** `synthetic; version=3; seed=42; scale=small` (the parts after `synthetic` only when known). */
export function formatDatasetHeader(d: { version?: number | null; seed?: number | null; scale?: string | null }): string {
  const parts = ["synthetic"];
  if (d.version !== undefined && d.version !== null) parts.push(`version=${d.version}`);
  if (d.seed !== undefined && d.seed !== null) parts.push(`seed=${d.seed}`);
  if (d.scale !== undefined && d.scale !== null) parts.push(`scale=${d.scale}`);
  return parts.join("; ");
}

/** The dataset a header value names, or null when the value is absent or not this header's form. */
export function parseDatasetHeader(value: string | null | undefined): SandboxDataset | null {
  if (!value) return null;
  const [first, ...rest] = value.split(";").map((p) => p.trim());
  if (first !== "synthetic") return null;
  const fields = new Map(rest.map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)] as const));
  const whole = (v: string | undefined): number | null => (v !== undefined && /^\d{1,10}$/.test(v) ? Number(v) : null);
  const scale = fields.get("scale");
  return {
    synthetic: true,
    version: whole(fields.get("version")),
    seed: whole(fields.get("seed")),
    scale: scale !== undefined && /^[a-z]{1,20}$/.test(scale) ? scale : null,
  };
}

/** How messages name a dataset: `sandbox dataset version 3 (seed 42, scale small)`. */
export function describeDataset(d: SandboxDataset): string {
  const what = [d.seed !== null ? `seed ${d.seed}` : null, d.scale !== null ? `scale ${d.scale}` : null].filter((x) => x !== null);
  return `sandbox dataset version ${d.version ?? "unknown"}${what.length > 0 ? ` (${what.join(", ")})` : ""}`;
}
