// Change feeds (reference 4.5 rules 1-9, addendum "Change feeds").
import type { Hono } from "hono";
import { CHANGES_CORES, LIMITS, feedParamsSpec } from "../../schema/index.js";
import { charge } from "../http/charge.js";
import type { SandboxState } from "../http/context.js";
import type { Env } from "../http/request-context.js";
import { decodeOrThrow } from "../http/query.js";
import { badRequest, notFound } from "../http/error-answer.js";
import { scopeDigest } from "../feeds/cursor.js";
import { feedPage, scopedRows } from "../feeds/feed-page.js";
import { coreOf } from "./cores.js";

const cursorError = (why: string) => badRequest(`invalid cursor: ${why}`, "query", { cursor: why });

export function registerChangeRoutes(app: Hono<Env>, state: SandboxState): void {
  app.get("/api/v1/cores/:core/changes", (c) => {
    const core = coreOf(c.req.param("core"));
    if (!state.isFeedCore(core)) throw notFound(`${core} has no change feed; feeds: ${CHANGES_CORES.join(", ")}`);
    const p = decodeOrThrow(c, feedParamsSpec(core));
    const ids = p.serviceId ?? [];
    const scope = ids.length > 0 ? new Set(ids) : null;
    // Rule 9: with scoping, limit above 100 has no effect.
    const limit = scope ? Math.min(p.limit, LIMITS.feedScopedLimitMax) : p.limit;
    const digest = scopeDigest(ids);
    const log = state.feedLog(core);
    const rows = scopedRows(log, scope);
    let position: number | null = null;
    if (p.cursor !== undefined) {
      const cur = state.cursors.decode(p.cursor);
      if (typeof cur === "string") throw cursorError(cur);
      if (cur.core !== core) throw cursorError(`it was issued for the ${cur.core} feed, not ${core}`);
      if (cur.scope !== digest)
        throw cursorError("it was issued for a different serviceId set; a cursor is bound to the exact set it was issued for");
      if (cur.since !== p.since) throw cursorError(`it was issued for since=${cur.since}, not since=${p.since}`);
      if (cur.position > rows.length) throw cursorError("it points past the end of the feed");
      position = cur.position;
    }
    charge(c, state, "changes");
    const page = feedPage(state.day, core, log, rows, { since: p.since, limit, scope, position });
    const nextCursor =
      page.nextPosition === null ? null : state.cursors.encode({ core, since: p.since, position: page.nextPosition, scope: digest });
    return state.replies.ok(c, { data: page.entries, nextCursor });
  });
}
