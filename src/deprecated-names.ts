// The change feed's earlier public names. The service reference calls the endpoint `changes` (and
// each core's method is `changes()`), so corebook's names use that one word; these stay exported so
// code written against them still compiles and runs. Only re-exports and aliases live here.
import type { ChangesClient } from "./api/index.js";
import { CHANGES_MAX_AGE } from "./cache/index.js";
import type { ChangesCoreName, ChangesParams } from "./schema/index.js";
import { changeDecisions, changesTable, type ChangesCoreTables } from "./tables/index.js";

/** @deprecated Renamed {@link changesTable}: the same function. */
export const feedTable = changesTable;
/** @deprecated Renamed {@link changeDecisions}: the same function. */
export const feedDecisions = changeDecisions;
/** @deprecated Renamed {@link CHANGES_MAX_AGE}. */
export const FEED_MAX_AGE = CHANGES_MAX_AGE;
/** @deprecated Renamed {@link ChangesCoreTables}. */
export type FeedCoreTables<C extends ChangesCoreName> = ChangesCoreTables<C>;
/** @deprecated Renamed {@link ChangesClient}. */
export type FeedClient<C extends ChangesCoreName> = ChangesClient<C>;
/** @deprecated Renamed {@link ChangesCoreName}. */
export type FeedCoreName = ChangesCoreName;
/** @deprecated Renamed {@link ChangesParams}. */
export type FeedParams = ChangesParams;
