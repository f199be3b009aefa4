// The free endpoints: credit balance (admins only) and capabilities.
import type { Hono } from "hono";
import { CORES, CHANGES_CORES, INCLUDES, SEARCH_PARAMS } from "../../schema/index.js";
import type { SandboxState } from "../http/context.js";
import type { Env } from "../http/request-context.js";
import { decodeOrThrow } from "../http/query.js";
import { forbidden } from "../http/error-answer.js";

const NOT_FILTERS = new Set(["query", "limit", "include"]);

export function registerAccountRoutes(app: Hono<Env>, state: SandboxState): void {
  app.get("/api/v1/credits/api-credits", (c) => {
    decodeOrThrow(c, {});
    const who = c.get("principal");
    if (who.role !== "admin") throw forbidden("only an organization admin key may read the API credit balance");
    return state.replies.ok(c, { data: { remaining: state.ledger.remaining() } });
  });

  app.get("/api/v1/capabilities", (c) => {
    decodeOrThrow(c, {});
    const d = state.dataset;
    return state.replies.ok(c, {
      data: {
        apiVersion: "1.0.0",
        sandbox: true,
        description: d.description,
        dataset: {
          version: d.version ?? null,
          seed: d.seed,
          scale: d.scale,
          today: d.today,
          synthetic: true,
          ...(d.clock ? { anchor: d.clock.anchor, earliest: d.clock.earliest, latest: d.clock.latest } : {}),
        },
        cores: CORES.map((name) => ({
          name,
          status: name === "patentcore" ? "preview" : "available",
          count: state.day.records[name].length,
          includes: [...INCLUDES[name]],
          filters: Object.keys(SEARCH_PARAMS[name]).filter((k) => !NOT_FILTERS.has(k)),
          changes: (CHANGES_CORES as readonly string[]).includes(name),
        })),
      },
    });
  });
}
