// Progress bars: updated in place in tslab (a display_id updated with update_display_data) and in
// Deno (same messages through Deno.jupyter.broadcast), redrawn on one line on a terminal, silent
// otherwise (logs and CI stay clean).
import { escapeHtml } from "../common/index.js";
import { nodeCrypto } from "../common/index.js";
import { denoJupyter, tslabWriter, type MimeBundle } from "./kernel.js";

/** A progress bar in the notebook output (plain text outside a kernel), updated in place. */
export interface Progress {
  /** Count `n` more units done (default 1). */
  tick(n?: number): void;
  /** Change the total (searches learn it as they go). */
  setTotal(total: number): void;
  /** Mark finished; the bar shows its final state. */
  done(): void;
}

const BAR_WIDTH = 24;
// At most this often a bar is redrawn, so a fast loop does not flood the kernel's IOPub channel.
const MIN_INTERVAL_MS = 150;

export function progressText(label: string, done: number, total: number): string {
  const frac = total > 0 ? Math.min(1, done / total) : 0;
  const full = Math.round(frac * BAR_WIDTH);
  return `${label} [${"#".repeat(full)}${"-".repeat(BAR_WIDTH - full)}] ${done}/${total} (${Math.round(frac * 100)}%)`;
}

function progressBundle(label: string, done: number, total: number): MimeBundle {
  const max = Math.max(total, 1);
  return {
    "text/html": `<div class="corebook-progress" style="font:12px sans-serif"><span>${escapeHtml(label)}</span> <progress value="${Math.min(done, max)}" max="${max}" style="width:240px"></progress> <span>${done}/${total}</span></div>`,
    "text/plain": progressText(label, done, total),
  };
}

type Draw = (bundle: MimeBundle, final: boolean) => void;

function notebookDraw(): Draw | null {
  const id = nodeCrypto().randomBytes(8).toString("hex");
  let shown = false;
  if (tslabWriter()) {
    return (bundle) => {
      const write = tslabWriter();
      if (!write) return;
      write({ data: bundle, metadata: {}, transient: { display_id: id } }, shown);
      shown = true;
    };
  }
  const deno = denoJupyter();
  if (deno) {
    return (bundle) => {
      void deno.broadcast(shown ? "update_display_data" : "display_data", { data: bundle, metadata: {}, transient: { display_id: id } });
      shown = true;
    };
  }
  return null;
}

function terminalDraw(stream: NodeJS.WriteStream): Draw {
  return (bundle, final) => {
    stream.write(`\r${String(bundle["text/plain"])}\x1b[K${final ? "\n" : ""}`);
  };
}

/** A progress bar for `total` units; see `Progress`. */
export function createProgress(total: number, label = "Progress"): Progress {
  if (!(Number.isFinite(total) && total >= 0)) {
    throw new RangeError(`createProgress: total must be a finite number >= 0, got ${JSON.stringify(total)}`);
  }
  const draw: Draw | null = notebookDraw() ?? (process.stderr.isTTY ? terminalDraw(process.stderr) : null);
  let done = 0;
  let last = 0;
  let finished = false;
  const render = (force: boolean) => {
    if (!draw) return;
    const now = Date.now();
    if (!force && now - last < MIN_INTERVAL_MS) return;
    last = now;
    try {
      draw(progressBundle(label, done, total), finished);
    } catch {
      /* a bar must never break the work it reports */
    }
  };
  render(true);
  return {
    tick(n = 1) {
      if (finished) return;
      done += n;
      render(done >= total);
    },
    setTotal(t) {
      if (finished || !(Number.isFinite(t) && t >= 0)) return;
      total = t;
      render(false);
    },
    done() {
      if (finished) return;
      finished = true;
      render(true);
    },
  };
}
