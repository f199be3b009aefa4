// A session on the hand-made linked dataset over a loopback sandbox, opened before a file's tests
// and closed after them; `use` receives the session once it is open.
import { afterAll, beforeAll } from "vitest";
import { startSandbox, type RunningSandbox } from "../../../src/sandbox/index.js";
import { openSession, type CoreSession } from "../../../src/tables/index.js";
import { linkedDataset } from "./linked-dataset.js";

export function linkedSession(use: (sv: CoreSession) => void): void {
  let sandbox: RunningSandbox | undefined;
  let sv: CoreSession | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ dataset: linkedDataset(), rateLimit: false });
    sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false, cache: false });
    use(sv);
  });
  afterAll(async () => {
    await sv?.close();
    await sandbox?.close();
  });
}
