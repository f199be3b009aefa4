// Search and get-by-ID for every core, plus RegulatoryCore's document-section endpoint.
import type { Hono } from "hono";
import { SEARCH_PARAMS, getParamsSpec, validateRecordPath, validateSectionPath } from "../../schema/index.js";
import { charge } from "../http/charge.js";
import type { SandboxState } from "../http/context.js";
import type { Env } from "../http/request-context.js";
import { decodeOrThrow } from "../http/query.js";
import { badRequest, notFound } from "../http/error-answer.js";
import type { Params } from "../search/filter-kit.js";
import { fullSection, shapeRecord, tocSection } from "../search/shape.js";
import { coreOf } from "./cores.js";

export function registerRecordRoutes(app: Hono<Env>, state: SandboxState): void {
  app.get("/api/v1/cores/:core/records", (c) => {
    const core = coreOf(c.req.param("core"));
    const params = decodeOrThrow(c, SEARCH_PARAMS[core]) as Params & { query: string; limit: number; include?: string[] };
    charge(c, state, "search", { limit: params.limit });
    const data = state.engine.search(core, { query: params.query, limit: params.limit, include: params.include ?? [], params });
    return state.replies.ok(c, { data });
  });

  // Malformed IDs are 400 on every core (the reference names DrugCore; one rule for all is
  // simpler for clients and is what the shared path validator says). Unknown IDs are 404.
  app.get("/api/v1/cores/:core/records/:id", (c) => {
    const core = coreOf(c.req.param("core"));
    const path = validateRecordPath(core, c.req.param("id"));
    if (!path.ok) throw badRequest(`invalid path: ${Object.values(path.fields).join("; ")}`, "path", path.fields);
    const params = decodeOrThrow(c, getParamsSpec(core));
    charge(c, state, "get");
    const rec = state.day.get(core, path.value.serviceId);
    if (!rec) throw notFound(`no ${core} record ${path.value.serviceId}`);
    const data = shapeRecord(core, rec, (params.include as string[] | undefined) ?? []);
    if (core === "regulatorycore") data.documentSections = state.day.sectionsOf(path.value.serviceId).map(tocSection);
    if (core === "patentcore") data.familyMembers = [];
    return state.replies.ok(c, { data });
  });

  app.get("/api/v1/cores/:core/records/:id/document-sections/:sectionId", (c) => {
    const core = coreOf(c.req.param("core"));
    if (core !== "regulatorycore") throw notFound(`${core} has no document sections; only regulatorycore does`);
    const path = validateSectionPath({ serviceId: c.req.param("id"), documentSectionId: c.req.param("sectionId") });
    if (!path.ok) throw badRequest(`invalid path: ${Object.values(path.fields).join("; ")}`, "path", path.fields);
    decodeOrThrow(c, {});
    charge(c, state, "section");
    const { serviceId, documentSectionId } = path.value;
    if (!state.day.get("regulatorycore", serviceId)) throw notFound(`no regulatorycore record ${serviceId}`);
    const section = state.day.section(serviceId, documentSectionId);
    if (!section) throw notFound(`record ${serviceId} has no document section ${documentSectionId}`);
    return state.replies.ok(c, { data: fullSection(section) });
  });
}
