// The server handles records as plain JSON objects: it only selects, filters and trims them, so it
// does not need the per-core record types (those are the generator's and the client's business).
export type Rec = Record<string, unknown>;

export const asText = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);
export const asTexts = (v: unknown): string[] => (Array.isArray(v) ? v.map(asText).filter((s): s is string => s !== null) : []);
export const objects = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter((x): x is Rec => !!x && typeof x === "object") : []);
export const asObject = (v: unknown): Rec | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Rec) : null);
