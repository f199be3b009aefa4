import { afterEach, describe, expect, it } from "vitest";
import { AbortError, TimeoutError } from "../../src/api/index.js";
import { resetWarnings } from "../../src/schema/index.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { idOf, minimalRecord, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("endpoints", () => {
  it("fetches one RegulatoryCore document section", async () => {
    const sectionId = `SVRCDS_${"A".repeat(20)}`;
    server = await startScriptedServer({
      handler: (req) =>
        ok({
          documentSectionId: sectionId,
          serviceId: idOf("regulatorycore", 3),
          docType: "FDA_LABEL",
          path: "1",
          title: "Indications",
          textType: "text",
          sourceUrl: null,
          sourceDate: null,
          content: `served ${req.path}`,
        }),
    });
    const client = testClient(server.baseUrl);
    const section = await client.regulatorycore.section(idOf("regulatorycore", 3), sectionId);
    expect(server.requests[0].path).toBe(
      `/api/v1/cores/regulatorycore/records/${idOf("regulatorycore", 3)}/document-sections/${sectionId}`,
    );
    expect(section.documentSectionId).toBe(sectionId);
    await client.close();
  });

  it("reads capabilities and credits", async () => {
    server = await startScriptedServer({
      handler: (req) =>
        req.path.endsWith("/capabilities")
          ? ok({
              apiVersion: "1.0.0",
              cores: [{ name: "trialcore", status: "available", count: 3, includes: [], filters: [], changes: true }],
              sandbox: true,
            })
          : ok({ remaining: 42 }),
    });
    const client = testClient(server.baseUrl);
    expect((await client.capabilities()).cores[0].name).toBe("trialcore");
    expect(await client.credits()).toEqual({ remaining: 42 });
    await client.close();
  });

  it("keeps unknown fields and enum values, reporting them through onWarning; strict rejects them", async () => {
    const record = { ...minimalRecord("trialcore", { serviceId: idOf("trialcore", 1), phase: "PHASE5" }), url: "https://app/x" };
    server = await startScriptedServer({ handler: () => ok(record) });
    resetWarnings(); // building the fixture already reported PHASE5 once
    const warnings: string[] = [];
    const lenient = testClient(server.baseUrl, { onWarning: (w) => warnings.push(w.value) });
    const rec = await lenient.trialcore.get(idOf("trialcore", 1));
    expect(rec.phase).toBe("PHASE5");
    expect((rec as Record<string, unknown>).url).toBe("https://app/x");
    expect(warnings).toContain("PHASE5");
    await lenient.close();
    const strict = testClient(server.baseUrl, { strict: true });
    await expect(strict.trialcore.get(idOf("trialcore", 1))).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
    await strict.close();
  });

  it("gives PatentCore claims and descriptions the long timeout", async () => {
    server = await startScriptedServer({
      handler: () => ({ ...ok(minimalRecord("patentcore", { serviceId: idOf("patentcore", 1), claims: "" })), delayMs: 300 }),
    });
    const client = testClient(server.baseUrl, { timeoutMs: 100, longTimeoutMs: 5_000, retries: 0 });
    const rec = await client.patentcore.get(idOf("patentcore", 1), { include: ["claims"] });
    expect(rec.serviceId).toBe(idOf("patentcore", 1));
    await expect(client.patentcore.get(idOf("patentcore", 1))).rejects.toBeInstanceOf(TimeoutError);
    await client.close();
  });

  it("aborts a call still waiting for its turn under the rate limit, without sending it", async () => {
    server = await startScriptedServer();
    const client = testClient(server.baseUrl, { rateLimit: { requests: 1, windowMs: 60_000 } });
    await client.credits();
    const controller = new AbortController();
    const waiting = client.credits({ signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(waiting).rejects.toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(1);
    await client.close();
  });
});
