// Starting a sandbox for a test file and talking to it with plain fetch (never the project's client).
import { startInProcess, type RunningSandbox } from "../../../src/sandbox/start.js";
import type { SandboxOptions } from "../../../src/sandbox/options.js";
import { fixtureDataset } from "./fixture.js";

export interface TestServer extends RunningSandbox {
  get(path: string, init?: { key?: string | null }): Promise<Response>;
  json<T = any>(path: string, init?: { key?: string | null }): Promise<{ status: number; body: T; headers: Headers }>;
  post(path: string, body: unknown, init?: { key?: string | null; contentType?: string; raw?: boolean }): Promise<Response>;
}

export async function startFixtureServer(options: SandboxOptions = {}): Promise<TestServer> {
  const s = await startInProcess({ dataset: fixtureDataset(), rateLimit: false, ...options });
  const headers = (key: string | null | undefined): Record<string, string> =>
    key === null ? {} : { authorization: `Bearer ${key ?? s.apiKey}` };
  const get = (path: string, init: { key?: string | null } = {}) => fetch(s.baseUrl + path, { headers: headers(init.key) });
  return {
    ...s,
    get,
    async json(path, init) {
      const res = await get(path, init);
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    post(path, body, init = {}) {
      return fetch(s.baseUrl + path, {
        method: "POST",
        headers: { ...headers(init.key), "content-type": init.contentType ?? "application/json" },
        body: init.raw ? (body as string) : JSON.stringify(body),
      });
    },
  };
}
