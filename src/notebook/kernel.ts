// Where rich output can go. tslab's public `display.raw` sends one MIME type per message, but a chart
// must be ONE message with several types (JupyterLab draws vega-lite, nbconvert's report the SVG), so
// we use tslab's internal writer `lastWriteDisplayData` (set per executing cell) from the tslab copy
// the running kernel loaded, found in the CommonJS module cache rather than by a fresh `require`,
// which could resolve another copy whose writer was never set.
import { createRequire } from "node:module";

export type MimeBundle = Record<string, unknown>;

export interface DisplayMessage {
  data: MimeBundle;
  metadata?: Record<string, unknown>;
  transient?: { display_id?: string };
}

export type DisplayWriter = (message: DisplayMessage, update: boolean) => void;

const require = createRequire(import.meta.url);

/** The writer of the tslab kernel running this code, or null outside tslab. */
export function tslabWriter(): DisplayWriter | null {
  const cache = require.cache as Record<string, { exports?: { lastWriteDisplayData?: unknown } } | undefined>;
  for (const [path, mod] of Object.entries(cache)) {
    if (!/[\\/]tslab[\\/]dist[\\/]jupyter\.js$/.test(path)) continue;
    const exported = mod?.exports;
    const write = exported?.lastWriteDisplayData;
    // Read the property at call time: tslab replaces it for every executed cell.
    if (typeof write === "function") {
      return (message, update) => (exported!.lastWriteDisplayData as DisplayWriter)({ metadata: {}, ...message }, update);
    }
  }
  return null;
}

interface DenoJupyter {
  display(obj: unknown, options?: { raw?: boolean }): Promise<void> | void;
  broadcast(msgType: string, content: unknown, extra?: unknown): Promise<void>;
}

/** Deno's Jupyter API when running in the Deno kernel, else null. */
export function denoJupyter(): DenoJupyter | null {
  const deno = (globalThis as { Deno?: { jupyter?: DenoJupyter } }).Deno;
  return deno?.jupyter && typeof deno.jupyter.broadcast === "function" ? deno.jupyter : null;
}

export type Kernel = "tslab" | "deno" | "none";

export function currentKernel(): Kernel {
  if (tslabWriter()) return "tslab";
  if (denoJupyter()) return "deno";
  return "none";
}
