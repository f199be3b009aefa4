// Resolving the `{core}` path segment: unknown cores are 404s like any unknown route.
import { CORES, type CoreName } from "../../schema/index.js";
import { notFound } from "../http/error-answer.js";

export function coreOf(segment: string): CoreName {
  if ((CORES as readonly string[]).includes(segment)) return segment as CoreName;
  throw notFound(`no such core ${JSON.stringify(segment)}; cores: ${CORES.join(", ")}`);
}
