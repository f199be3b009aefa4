// What the mirror holds, kept in memory for the follow hops: the IDs it has a row for, why each
// record is held (mirror-tables.ts Member), and the link fields the hops read. Read from the file once
// when a run reaches its hops (or a seed starts), then kept up to date with every record fetched,
// committed or not: a hop works out its linked IDs while the batches before it are still being
// written, instead of waiting for them to read them back.
import type { CoreName } from "../schema/index.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";
import type { MirrorDefinition } from "./definition.js";
import type { Member } from "./mirror-tables.js";

/** The value of `key`, created by `make` the first time. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export class HeldRecords {
  /** Every ID with a row, tombstones included (they are not fetched again). */
  private readonly known = new Map<CoreName, Set<string>>();
  /** Why each record is held: core -> serviceId -> reasons. */
  private readonly reasons = new Map<CoreName, Map<string, Set<string>>>();
  /** The hops' link fields of live records: "core.field" -> serviceId -> the field's value. */
  private readonly fields = new Map<string, Map<string, unknown>>();

  constructor(private readonly definition: Required<MirrorDefinition>) {}

  has(core: CoreName, serviceId: string): boolean {
    return this.known.get(core)?.has(serviceId) ?? false;
  }

  heldFor(core: CoreName, serviceId: string, via: string): boolean {
    return this.reasons.get(core)?.get(serviceId)?.has(via) ?? false;
  }

  /** A live record, held for `via` when given. */
  addRecord(core: CoreName, record: Record<string, unknown>, via?: string): void {
    const serviceId = record.serviceId as string;
    this.addId(core, serviceId);
    for (const hop of this.definition.follow) {
      if (hop.from === core) this.setLink(core, serviceId, hop.field, record[hop.field] ?? null);
    }
    if (via !== undefined) this.addMember({ core, serviceId, via });
  }

  /** The value of a link field a hop reads, of a live record. */
  setLink(core: CoreName, serviceId: string, field: string, value: unknown): void {
    this.fieldValues(core, field).set(serviceId, value);
  }

  /** An ID with a row but no record (a tombstone). */
  addId(core: CoreName, serviceId: string): void {
    entry(this.known, core, () => new Set<string>()).add(serviceId);
  }

  addMember({ core, serviceId, via }: Member): void {
    const held = entry(this.reasons, core, () => new Map<string, Set<string>>());
    entry(held, serviceId, () => new Set<string>()).add(via);
  }

  /** The live records of `core` held for any of `vias`, with the value of `field` each holds. */
  sources(core: CoreName, field: string, vias: readonly string[]): Record<string, unknown>[] {
    const held = this.reasons.get(core);
    const out: Record<string, unknown>[] = [];
    for (const [serviceId, value] of this.fieldValues(core, field)) {
      const why = held?.get(serviceId);
      if (why && vias.some((v) => why.has(v))) out.push({ serviceId, [field]: value });
    }
    return out;
  }

  private fieldValues(core: CoreName, field: string): Map<string, unknown> {
    return entry(this.fields, `${core}.${field}`, () => new Map<string, unknown>());
  }
}

/** What the file holds now, for the cores the definition names. */
export async function loadHeld(
  db: MirrorDatabase,
  definition: Required<MirrorDefinition>,
  cores: readonly CoreName[],
): Promise<HeldRecords> {
  const held = new HeldRecords(definition);
  for (const core of cores) {
    for (const row of await db.rows(`SELECT "serviceId" AS id FROM ${ident(`${core}_all`)}`)) held.addId(core, row.id as string);
  }
  for (const row of await db.rows(`SELECT core, serviceId, via FROM _membership`)) {
    held.addMember({ core: row.core as CoreName, serviceId: row.serviceId as string, via: row.via as string });
  }
  const read = new Set<string>();
  for (const { from, field } of definition.follow) {
    if (read.has(`${from}.${field}`)) continue;
    read.add(`${from}.${field}`);
    // Only the field is read and parsed; links() knows its shapes (an ID, IDs, objects with a serviceId).
    const rows = await db.rows(
      `SELECT "serviceId" AS id, CAST(json_extract("_record", ${sqlString(`$.${field}`)}) AS VARCHAR) AS v FROM ${ident(`${from}_all`)} WHERE "_deletedOn" IS NULL`,
    );
    for (const row of rows) held.setLink(from, row.id as string, field, row.v === null ? null : JSON.parse(row.v as string));
  }
  return held;
}
