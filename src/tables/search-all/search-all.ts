// searchAll(params, options): every match of a search, past the 300-per-search cap, on every core.
// A search that comes back full is sliced: by date windows on a core's date filter, and by enum or
// boolean filters (slice-dimensions.ts) where a core has no date filter or a one-day window is
// still full, dimension after dimension (split-rule.ts). Window sizes and limits come from the
// records full searches returned (slice-plan.ts), so most searches are nearly full and none is
// re-sent at 300 just to be split. What stays out of reach is reported per slice in
// info().truncatedWindows. The run itself is run.ts; README.md maps the folder.
import type { ColumnTable } from "arquero";
import type { CoreApi } from "../../api/index.js";
import type { CoreName } from "../../schema/index.js";
import { checkBudget } from "../budget.js";
import type { SearchAllEstimate } from "./estimate.js";
import { checkSearchAll, type SearchAllOptions } from "./options.js";
import { SearchAllRun } from "./run.js";
import { SearchPrice } from "./search-price.js";
import { CAP } from "./slice-plan.js";

export type { SearchAllOptions } from "./options.js";

export async function searchAll(
  client: CoreApi,
  core: CoreName,
  params: Record<string, unknown>,
  options: SearchAllOptions & { concurrency: number },
): Promise<ColumnTable | SearchAllEstimate> {
  const settings = checkSearchAll(client, core, params, options ?? { concurrency: 1 });
  const first = settings.roots.length;
  // The run's price, learnt from what its searches are charged; before the first, the addendum's.
  const price = new SearchPrice();
  const cost = price.cost(CAP);
  checkBudget(client, `${core}.searchAll`, cost * first, `at least ${first} search(es) at ${cost} credits`);
  return new SearchAllRun(client, core, params, settings, price).result();
}
