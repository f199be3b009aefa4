// A client of the sandbox over loopback HTTP that knows nothing of its internals: it fetches
// records by ID with every include and pages change feeds by the feed rules.
import { INCLUDES, type ChangesCoreName, type CoreName } from "../../../src/schema/index.js";
import type { RunningSandbox } from "../../../src/sandbox/start.js";

export type Rec = Record<string, unknown>;

export class Consumer {
  requests = 0;
  constructor(private readonly s: RunningSandbox) {}

  private async call(path: string): Promise<{ status: number; body: { data?: unknown; nextCursor?: string | null } }> {
    this.requests += 1;
    const res = await fetch(this.s.baseUrl + path, { headers: { authorization: `Bearer ${this.s.apiKey}` } });
    return { status: res.status, body: (await res.json()) as { data?: unknown; nextCursor?: string | null } };
  }

  /** The record with every include, or null on 404. */
  async record(core: CoreName, id: string): Promise<Rec | null> {
    const qs = INCLUDES[core].map((i) => `include=${i}`).join("&");
    const { status, body } = await this.call(`/api/v1/cores/${core}/records/${id}?${qs}`);
    if (status === 404) return null;
    if (status !== 200) throw new Error(`GET ${core}/${id}: ${status} ${JSON.stringify(body)}`);
    return body.data as Rec;
  }

  /** Fetches every id (8 at a time); the ones that exist make the returned state. */
  async snapshot(core: CoreName, ids: readonly string[]): Promise<Map<string, Rec>> {
    const out = new Map<string, Rec>();
    for (let i = 0; i < ids.length; i += 8) {
      const got = await Promise.all(ids.slice(i, i + 8).map((id) => this.record(core, id)));
      got.forEach((r, k) => {
        if (r) out.set(ids[i + k]!, r);
      });
    }
    return out;
  }

  /** Every entry of a feed from `since`, paging until nextCursor is null. */
  async feed(core: ChangesCoreName, since: string): Promise<FeedEntry[]> {
    const entries: FeedEntry[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/v1/cores/${core}/changes?since=${since}&limit=250${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const { status, body } = await this.call(path);
      if (status !== 200) throw new Error(`feed ${core}: ${status} ${JSON.stringify(body)}`);
      entries.push(...(body.data as typeof entries));
      cursor = body.nextCursor ?? null;
    } while (cursor);
    return entries;
  }

  /**
   * Applies a feed to a held state by the rules: drop deletions, re-fetch created and updated
   * records; for `unchanged` RegulatoryCore entries, re-fetch the sections they name and drop the
   * deleted ones from the held table of contents.
   */
  async catchUp(
    core: ChangesCoreName,
    held: Map<string, Rec>,
    since: string,
  ): Promise<{ entries: number; deleted: number; refetched: number; sections: number }> {
    const entries = await this.feed(core, since);
    const refetch = new Set<string>();
    const sectionWork: FeedEntry[] = [];
    let deleted = 0;
    for (const e of entries) {
      if (e.updateType === "deleted") {
        held.delete(e.serviceId);
        refetch.delete(e.serviceId);
        deleted += 1;
      } else if (e.updateType !== "unchanged") refetch.add(e.serviceId);
      else if (e.documentSections?.length) sectionWork.push(e);
    }
    const fresh = await this.snapshot(core, [...refetch]);
    for (const id of refetch) {
      const r = fresh.get(id);
      if (r) held.set(id, r);
      else held.delete(id);
    }
    let sections = 0;
    for (const e of sectionWork) {
      const rec = held.get(e.serviceId);
      if (!rec || refetch.has(e.serviceId)) continue;
      let toc = [...(rec.documentSections as Rec[])];
      for (const change of e.documentSections!) {
        if (change.updateType === "deleted") {
          toc = toc.filter((t) => t.documentSectionId !== change.documentSectionId);
          continue;
        }
        const { status, body } = await this.call(
          `/api/v1/cores/regulatorycore/records/${e.serviceId}/document-sections/${change.documentSectionId}`,
        );
        if (status !== 200) throw new Error(`section ${change.documentSectionId}: ${status} ${JSON.stringify(body)}`);
        const { content: _content, ...entry } = body.data as Rec;
        // An updated section keeps its place; a new one comes last, as the service lists it.
        const at = toc.findIndex((t) => t.documentSectionId === change.documentSectionId);
        if (at >= 0) toc[at] = entry;
        else toc.push(entry);
        sections += 1;
      }
      held.set(e.serviceId, { ...rec, documentSections: toc });
    }
    return { entries: entries.length, deleted, refetched: refetch.size, sections };
  }
}

interface FeedEntry {
  serviceId: string;
  updateType: string;
  updateDate: string | null;
  createDate: string | null;
  documentSections?: { documentSectionId: string; updateType: string }[];
}
