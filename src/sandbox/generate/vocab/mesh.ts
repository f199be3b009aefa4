// Synthetic MeSH descriptor ids: one stable `D9xxxxx` per descriptor name, by position in a fixed
// list, so meshIds stay parallel to meshTerms and identical names always share one id.
import { DISEASES, GENERAL_MESH } from "./diseases.js";

const ALL_DESCRIPTORS = [...DISEASES.map((x) => x.mesh), ...GENERAL_MESH];
const IDS = new Map(ALL_DESCRIPTORS.map((name, i) => [name, `D9${String(10000 + i * 37).padStart(5, "0")}`]));

export function meshIdOf(name: string): string {
  const id = IDS.get(name);
  if (!id) throw new Error(`meshIdOf: "${name}" is not in the descriptor list`);
  return id;
}
