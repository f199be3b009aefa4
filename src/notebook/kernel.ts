// Where rich output can go. tslab's public `display.raw` sends one MIME type per message, but a chart
// must be ONE message with several types (JupyterLab draws vega-lite, nbconvert's report the SVG), so
// we use tslab's internal writer `lastWriteDisplayData` (set per executing cell) from the tslab copy
// the running kernel loaded, found in the CommonJS module cache rather than by a fresh `require`,
// which could resolve another copy whose writer was never set.
import { createRequire } from "node:module";

export type MimeBundle = Record<string, unknown>;

interface DisplayMessage {
  data: MimeBundle;
  metadata?: Record<string, unknown>;
  transient?: { display_id?: string };
}

export type DisplayWriter = (message: DisplayMessage, update: boolean) => void;

const require = createRequire(import.meta.url);

interface TslabJupyterModule {
  lastWriteDisplayData?: unknown;
  JupyterHandlerImpl?: { prototype: { handleExecuteImpl?: (...args: unknown[]) => Promise<unknown> } };
}

/** tslab's jupyter module as the running kernel loaded it, or null outside tslab. */
export function tslabExports(): TslabJupyterModule | null {
  const cache = require.cache as Record<string, { exports?: TslabJupyterModule } | undefined>;
  for (const [path, mod] of Object.entries(cache)) {
    if (!/[\\/]tslab[\\/]dist[\\/]jupyter\.js$/.test(path)) continue;
    const exported = mod?.exports;
    if (typeof exported?.lastWriteDisplayData === "function") return exported;
  }
  return null;
}

/** The TypeScript compiler the running tslab kernel loaded (it reads cells with it), or null outside tslab. */
export function tslabTypeScript(): typeof import("typescript") | null {
  const cache = require.cache as Record<string, { exports?: typeof import("typescript") } | undefined>;
  for (const [path, mod] of Object.entries(cache)) {
    if (/[\\/]typescript-for-tslab[\\/]lib[\\/]typescript\.js$/.test(path) && typeof mod?.exports?.createSourceFile === "function")
      return mod.exports;
  }
  return null;
}

/**
 * The writer of the cell tslab is running when the message is sent, or null outside tslab. The
 * property is read per message: tslab replaces it for every executed cell, and a display updated
 * after its own cell ended must travel with the running cell (Jupyter matches it by display id).
 */
export function tslabWriter(): DisplayWriter | null {
  const exported = tslabExports();
  if (!exported) return null;
  return (message, update) => (exported.lastWriteDisplayData as DisplayWriter)({ metadata: {}, ...message }, update);
}

/**
 * The writer of the cell running NOW, kept for later: a display reserved through it lands in this
 * cell even when it is written after the cell's code has returned. Null outside tslab.
 */
export function tslabCellWriter(): DisplayWriter | null {
  const write = tslabExports()?.lastWriteDisplayData as DisplayWriter | undefined;
  if (!write) return null;
  return (message, update) => write({ metadata: {}, ...message }, update);
}

export interface DenoJupyter {
  display(obj: unknown, options?: { raw?: boolean }): Promise<void> | void;
  broadcast(msgType: string, content: unknown, extra?: unknown): Promise<void>;
}

/**
 * Deno's Jupyter API when running in the Deno kernel, else null. Outside `deno jupyter` (deno run,
 * deno test, deno eval) reading `Deno.jupyter` throws rather than giving undefined.
 */
export function denoJupyter(): DenoJupyter | null {
  const deno = (globalThis as { Deno?: { jupyter?: DenoJupyter } }).Deno;
  if (!deno) return null;
  try {
    const jupyter = deno.jupyter;
    return jupyter && typeof jupyter.broadcast === "function" ? jupyter : null;
  } catch {
    return null;
  }
}

type Kernel = "tslab" | "deno" | "none";

export function currentKernel(): Kernel {
  if (tslabWriter()) return "tslab";
  if (denoJupyter()) return "deno";
  return "none";
}
