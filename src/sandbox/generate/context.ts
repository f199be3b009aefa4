// What every materializer needs: the plan, IDs by index (computed once per core), and dates.
import { ID_PREFIX, type CoreName, type ChangesCoreName } from "../../schema/index.js";
import type { RecordHistory } from "./history.js";
import { dayOfNumber } from "../../days/index.js";
import { makeId } from "./ids.js";
import type { Plan } from "./plan.js";

export interface Context {
  plan: Plan;
  /** Record histories by core and index, filled as they are first asked for (record-history.ts). */
  histories: Map<ChangesCoreName, RecordHistory[]>;
  seed: number;
  todayDay: number;
  id(core: CoreName, index: number): string;
  ids(core: CoreName, indexes: readonly number[]): string[];
  date(day: number): string;
  date(day: number | null): string | null;
}

export function createContext(plan: Plan): Context {
  const cache = new Map<CoreName, string[]>();
  const table = (core: CoreName): string[] => {
    let t = cache.get(core);
    if (!t) {
      const n = plan.counts[core] ?? 0;
      t = [];
      for (let i = 0; i < n; i++) t.push(makeId(ID_PREFIX[core], plan.seed, core, i));
      cache.set(core, t);
    }
    return t;
  };
  const id = (core: CoreName, index: number): string => table(core)[index] ?? makeId(ID_PREFIX[core], plan.seed, core, index);
  return {
    plan,
    histories: new Map(),
    seed: plan.seed,
    todayDay: plan.todayDay,
    id,
    ids: (core, indexes) => indexes.map((i) => id(core, i)),
    date,
  };
}

// A day number always has a date; only a missing day (null) has none.
function date(day: number): string;
function date(day: number | null): string | null;
function date(day: number | null): string | null {
  return day === null ? null : dayOfNumber(day);
}
