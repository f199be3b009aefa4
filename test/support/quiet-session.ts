// A sandbox session for tests that look at what a session stores: it prints nothing, draws no
// progress, reads no SV_API_KEY or SV_BASE_URL from the environment and never waits for the rate limiter.
import { type ConnectOptions, openSession } from "../../src/tables/index.js";

export function quietSandboxSession(today: string, options: ConnectOptions = {}) {
  return openSession({ env: {}, quiet: true, rateLimit: false, onProgress: false, sandbox: { today }, ...options });
}
