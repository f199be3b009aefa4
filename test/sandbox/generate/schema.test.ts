import { expect, test } from "vitest";
import { CORES, isSectionId, isServiceId, parseRecord, parseSection } from "../../../src/schema/index.js";
import { DEFAULT_FIELDS, INCLUDE_FIELDS } from "../../../src/schema/index.js";
import { smallDataset } from "./fixture.js";

test("every generated record parses strictly against its core's schema", () => {
  const ds = smallDataset();
  for (const core of CORES) {
    for (const record of ds.records[core]) parseRecord(core, record, { strict: true });
  }
  for (const section of ds.sections.values()) parseSection(section, { strict: true });
});

test("records hold every field in reference order, include-only fields present", () => {
  const ds = smallDataset();
  for (const core of CORES) {
    const expected = [...DEFAULT_FIELDS[core], ...INCLUDE_FIELDS[core]];
    for (const record of ds.records[core]) expect(Object.keys(record)).toEqual(expected);
  }
});

test("service and section IDs have the addendum's form and are unique", () => {
  const ds = smallDataset();
  const seen = new Set<string>();
  for (const core of CORES) {
    for (const r of ds.records[core]) {
      expect(isServiceId(core, r.serviceId)).toBe(true);
      expect(seen.has(r.serviceId)).toBe(false);
      seen.add(r.serviceId);
    }
  }
  for (const id of ds.sections.keys()) expect(isSectionId(id)).toBe(true);
});
