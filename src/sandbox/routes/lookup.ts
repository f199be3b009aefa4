// Batch lookup. A batch that breaks the item rules (not exactly one known key, more than 100
// items) is a 400 for the whole request: the client sent something it could have checked.
// Identifiers that resolve to nothing fail on their own, as items with a NOT_FOUND error.
import type { Hono } from "hono";
import { validateLookupItems } from "../../schema/index.js";
import { charge } from "../http/charge.js";
import type { SandboxState } from "../http/context.js";
import { requestHeader, type Ctx, type Env } from "../http/request-context.js";
import { decodeOrThrow } from "../http/query.js";
import { badRequest } from "../http/error-answer.js";
import { normalizeIdentifier } from "../records/lookup-index.js";
import { coreOf } from "./cores.js";

/** Bodies above this size are refused before parsing. */
const MAX_BODY_BYTES = 1_000_000;

async function jsonBody(c: Ctx): Promise<unknown> {
  const type = requestHeader(c, "content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw badRequest(`Content-Type must be application/json (got ${JSON.stringify(type)})`, "body", {
      "content-type": "must be application/json",
    });
  }
  const length = Number(requestHeader(c, "content-length") ?? "0");
  if (length > MAX_BODY_BYTES)
    throw badRequest(`body too large: ${length} bytes (at most ${MAX_BODY_BYTES})`, "body", { body: "too large" });
  let text: string;
  try {
    const buf = await c.req.arrayBuffer();
    if (buf.byteLength > MAX_BODY_BYTES) throw new Error("too large");
    text = new TextDecoder("utf-8", { fatal: true }).decode(buf);
  } catch {
    throw badRequest(`body must be UTF-8 JSON of at most ${MAX_BODY_BYTES} bytes`, "body", { body: "unreadable" });
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw badRequest(`body is not valid JSON: ${(e as Error).message}`, "body", { body: "not valid JSON" });
  }
}

export function registerLookupRoutes(app: Hono<Env>, state: SandboxState): void {
  app.post("/api/v1/cores/:core/records/lookup", async (c) => {
    const core = coreOf(c.req.param("core"));
    decodeOrThrow(c, {});
    const body = await jsonBody(c);
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw badRequest("body must be a JSON object { items: [...] }", "body", {
        body: `must be an object with items (got ${Array.isArray(body) ? "an array" : typeof body})`,
      });
    }
    const extra = Object.keys(body).filter((k) => k !== "items");
    if (extra.length > 0)
      throw badRequest(
        `unknown body field(s) ${extra.join(", ")}; the body holds only items`,
        "body",
        Object.fromEntries(extra.map((k) => [k, "unknown field"])),
      );
    const checked = validateLookupItems(core, (body as { items?: unknown }).items);
    if (!checked.ok)
      throw badRequest(`invalid lookup items: ${Object.values(checked.fields).slice(0, 5).join("; ")}`, "body", checked.fields);
    charge(c, state, "lookup");
    const index = state.day.lookupIndex(core);
    const data = checked.value.map((item) => {
      const [key, value] = Object.entries(item as Record<string, string>)[0];
      const ids = index.get(key)?.get(normalizeIdentifier(key, value)) ?? [];
      if (ids.length > 0) return { input: item, serviceIds: [...ids] };
      return { input: item, error: { code: "NOT_FOUND", message: `no ${core} record has ${key} ${JSON.stringify(value)}` } };
    });
    return state.replies.ok(c, { data });
  });
}
