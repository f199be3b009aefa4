// The one place that says which history hints each core's records get, so record dates and the
// change feed are computed from the same inputs.
import type { ChangesCoreName } from "../../schema/index.js";
import type { Context } from "./context.js";
import { recordHistory, type RecordHistory } from "./history.js";

const WITHDRAWN = new Set(["WITHDRAWN_VOLUNTARY", "WITHDRAWN_FORCED", "REVOKED", "SUSPENDED", "LAPSED_SUNSET", "EXPIRED"]);

/**
 * A record's history, computed once per generation: the record's own materializer, its timeline,
 * its core's change log and every paper it cites all ask for it (a paper's citation counts read the
 * histories of the papers citing it).
 */
export function historyOf(ctx: Context, core: ChangesCoreName, index: number): RecordHistory {
  let known = ctx.histories.get(core);
  if (!known) {
    known = [];
    ctx.histories.set(core, known);
  }
  const cached = known[index];
  if (cached) return cached;
  const computed = computeHistory(ctx, core, index);
  known[index] = computed;
  return computed;
}

function computeHistory(ctx: Context, core: ChangesCoreName, index: number): RecordHistory {
  const { plan } = ctx;
  switch (core) {
    case "biomedcore": {
      const pub = plan.pubs[index];
      // A retraction is an `updated` event; a paper cannot enter the service before it is published.
      return recordHistory(ctx.seed, core, index, { mustUpdate: pub.retracted, notBefore: pub.day });
    }
    case "regulatorycore":
      // Withdrawals and suspensions are reported as `updated`, never as deletions.
      return recordHistory(ctx.seed, core, index, {
        mustUpdate: WITHDRAWN.has(plan.regs[index].status),
        neverDeleted: WITHDRAWN.has(plan.regs[index].status),
      });
    case "genecore": {
      // The curated genes (EGFR, ALK, ...) have been in Ensembl for decades: they exist on every
      // day of the history, so examples that look them up work whatever day the sandbox serves.
      const real = !plan.genes[index].synthetic;
      return recordHistory(ctx.seed, core, index, { predates: real, neverDeleted: real });
    }
    case "trialcore":
      return recordHistory(ctx.seed, core, index, { postsResults: plan.trials[index].hasResults });
    default:
      return recordHistory(ctx.seed, core, index);
  }
}
