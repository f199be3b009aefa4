// What corebook adds to Deno's kernel once a session starts: a promise a cell did not await that
// rejects (`sv.trialcore.search({ limit: 0 });`) is shown as an error output of the cell running
// when it rejects, which for a call that fails at once is the cell that made it. Deno's kernel
// itself drops such rejections without a word. The error output also fails the cell under
// `corebook run` (its runner fails a cell that shows an error).
import { inspect } from "node:util";
import { denoJupyter } from "./kernel.js";

let installed = false;

interface RejectionEvent extends Event {
  reason: unknown;
}

export function hookDenoCells(): void {
  const jupyter = denoJupyter();
  if (installed || !jupyter) return;
  installed = true;
  globalThis.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    const reason = (event as RejectionEvent).reason;
    const error = reason instanceof Error ? reason : undefined;
    const text = inspect(reason, { depth: 4, colors: false });
    void jupyter.broadcast("error", {
      ename: error?.name ?? "UnhandledRejection",
      evalue: error?.message ?? String(reason),
      traceback: ["Unhandled rejection: a promise this cell did not await failed:", ...text.split("\n")],
    });
  });
}
