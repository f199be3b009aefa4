// startSandbox as the package exports it. The sandbox's code (hono, minisearch, the dataset
// generator) loads on the first call, so `import("corebook")` on the real service never pays for it.
import type { SandboxOptions } from "./options.js";
import type { RunningSandbox } from "./start.js";

export async function startSandbox(options?: SandboxOptions): Promise<RunningSandbox> {
  const { startSandbox: start } = await import("./start.js");
  return start(options);
}
