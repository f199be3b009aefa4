// What corebook adds to each tslab cell, by wrapping tslab's per-cell execution
// (JupyterHandlerImpl.prototype.handleExecuteImpl) once a session starts:
//
// - A display still being completed (`show(chart)` without `await`) keeps its cell open until it is
//   sent: a headless run stops listening to a cell once it reports done, and JupyterLab drops output
//   that arrives for a finished cell.
// - A promise that nobody awaited and that rejects (`sv.trialcore.search({ limit: 0 });`) is shown
//   in the cell running when it rejects, and fails that cell, instead of tslab's
//   "UnhandledPromiseRejection" line that a headless run drops. A call that fails at once fails in
//   the cell that made it; one that rejects while no cell runs is shown in the next cell to run.
//   (Which cell made a promise could be told by an AsyncLocalStorage, but on Node 20 and 22 that
//   prints its internals inside every promise a cell shows.)
// - A table or chart left as the cell's last expression is displayed as show() displays it. tslab
//   stores that value as `exports.tsLastExpr` and prints it with console.log; each cell reads its
//   `exports` from `globalThis.__tslab__.exports`, so a proxy put there sees the value first.
//
// - A shorthand property naming an earlier cell's variable (`{ sv }`) is spelled out before tslab
//   reads the cell, which tslab would otherwise leave unresolved (tslab-shorthand.ts).
//
// A cell already running when the hooks are installed (the one that calls connect()) is not wrapped.
import { tslabExports, tslabTypeScript } from "./kernel.js";
import { isRichValue } from "./rich-value.js";
import { spellOutShorthands } from "./tslab-shorthand.js";

const pending = new Set<Promise<unknown>>();
/** Rejections of the running cell, or (between cells) the ones the next cell will show. */
let rejections: unknown[] = [];
let cellRunning = false;
let installed = false;

/** Keeps the running tslab cell open until `work` settles (a no-op until the hooks are installed). */
export function holdCellFor(work: Promise<unknown>): void {
  const tracked = work
    .then(
      () => {},
      () => {},
    )
    .finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** Installs the hooks above when running in tslab (once); `display` shows a rich last value. */
export function hookTslabCells(display: (value: unknown) => void): void {
  if (installed) return;
  const proto = tslabExports()?.JupyterHandlerImpl?.prototype;
  const original = proto?.handleExecuteImpl;
  if (!proto || typeof original !== "function") return;
  installed = true;
  proto.handleExecuteImpl = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
    const earlier = rejections;
    rejections = [];
    cellRunning = true;
    let count: unknown;
    try {
      const running = original.apply(this, withShorthandsSpelledOut(args));
      // tslab has pointed stdout and stderr at this cell by now.
      for (const reason of earlier) report(reason, "a promise that an earlier cell did not await failed after that cell ended");
      rejections.push(...earlier);
      count = await running;
    } finally {
      await settle();
      cellRunning = false;
    }
    const failed = rejections.length > 0;
    rejections = [];
    // tslab reports a cell as failed when its execution throws the ExecutionCount it returns.
    if (failed) throw count;
    return count;
  };
  catchRejections();
  interceptLastValues(display);
}

/** tslab's arguments with the request's code rewritten (tslab-shorthand.ts); as they were when that cannot be done. */
function withShorthandsSpelledOut(args: unknown[]): unknown[] {
  const [request, ...rest] = args;
  const ts = tslabTypeScript();
  if (!ts || typeof request !== "object" || request === null || !("code" in request) || typeof request.code !== "string") return args;
  return [{ ...request, code: spellOutShorthands(request.code, ts) }, ...rest];
}

function report(reason: unknown, what: string): void {
  console.error(`Unhandled rejection: ${what}:\n`, reason);
}

/** Waits for the displays still being completed, then one turn, so rejections of this turn are reported. */
async function settle(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Takes over unhandled rejections from tslab's own listener (which prints them to whichever cell's
 * stream is current, where a headless run no longer listens).
 */
function catchRejections(): void {
  for (const listener of process.listeners("unhandledRejection")) process.off("unhandledRejection", listener);
  process.on("unhandledRejection", (reason) => {
    if (cellRunning) report(reason, "a promise that was not awaited failed");
    rejections.push(reason);
  });
}

const LAST_EXPRESSION = /^tsLastExpr\d*$/;

function interceptLastValues(display: (value: unknown) => void): void {
  const holder = (globalThis as { __tslab__?: { exports?: object } }).__tslab__;
  if (!holder?.exports) return;
  holder.exports = new Proxy(holder.exports, {
    defineProperty(target, property, attributes) {
      if (typeof property === "string" && LAST_EXPRESSION.test(property) && isRichValue(attributes.value)) {
        // Not stored: tslab prints nothing for the cell, and the display takes its place.
        display(attributes.value);
        return true;
      }
      return Reflect.defineProperty(target, property, attributes);
    },
  });
}
