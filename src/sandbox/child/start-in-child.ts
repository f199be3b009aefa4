// A sandbox in a child Node process: what startSandbox does by default at scale large, whose
// dataset takes gigabytes and half a minute to generate and would otherwise sit in the notebook
// kernel's heap for the whole session. The parent gets the same RunningSandbox: the address and
// key, the served dataset's name and day, a clock it moves by message, and close(). The child
// exits when told to or when this process goes away (child-main.ts).
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { MisuseError } from "../../errors/index.js";
import { packageRoot } from "../../package-root.js";
import type { Dataset } from "../dataset.js";
import { checkDay, type RunningSandbox } from "../running.js";
import type { ChildSandboxOptions, FromChild, ToChild } from "./messages.js";

/** The child's heap ceiling: room for the large dataset, its day view and its search indexes. */
const CHILD_HEAP_MB = 8192;
/** How long close() waits for the child to exit before killing it. */
const CLOSE_GRACE_MS = 5000;

/** The compiled child entry: tsc writes it beside the rest of dist/ (the bundle does not include it). */
function childEntry(): string {
  return join(packageRoot(), "dist", "sandbox", "child", "child-main.js");
}

export async function startSandboxInChild(options: ChildSandboxOptions): Promise<RunningSandbox> {
  const started = performance.now();
  const entry = childEntry();
  if (!existsSync(entry)) {
    throw new MisuseError(
      `startSandbox: the sandbox's child-process entry ${entry} is missing (build corebook with npm run build), ` +
        `or start the sandbox in this process with process: "inline"`,
    );
  }
  const child = fork(entry, [], {
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    execArgv: [`--max-old-space-size=${CHILD_HEAP_MB}`],
  });
  const send = (message: ToChild) => child.send(message);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const ready = await new Promise<Extract<FromChild, { type: "ready" }>>((resolve, reject) => {
    const onMessage = (m: FromChild) => {
      if (m.type === "ready") resolve(m);
      else if (m.type === "failed") reject(new Error(`startSandbox: the sandbox's child process could not start: ${m.message}`));
    };
    child.on("message", onMessage);
    child.once("error", (error) => reject(new Error(`startSandbox: could not start the sandbox's child process: ${error.message}`)));
    exited.then((code) => reject(new Error(`startSandbox: the sandbox's child process exited with code ${code} before listening`)));
    send({ type: "start", options });
  });

  // Replies to setToday, by request number.
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let next = 0;
  child.on("message", (m: FromChild) => {
    if (m.type !== "today") return;
    const waiter = pending.get(m.id);
    pending.delete(m.id);
    if (m.error) waiter?.reject(new Error(m.error));
    else waiter?.resolve();
  });
  let closed = false;
  exited.then((code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`setToday: the sandbox's child process exited (code ${code})`));
    pending.clear();
    if (!closed) console.warn(`corebook: the sandbox's child process exited (code ${code}); requests to ${ready.baseUrl} will fail`);
  });

  const served = { ...ready.served };
  return {
    baseUrl: ready.baseUrl,
    apiKey: ready.apiKey,
    get dataset(): Dataset {
      throw new MisuseError(
        "the sandbox runs in a child process (the default at scale large), so its records are not in this process: " +
          'read `served` for its name and day, ask its HTTP API for records, or start it with process: "inline"',
      );
    },
    served,
    process: "child",
    clock: ready.clock,
    setToday(day: string): Promise<void> {
      checkDay(day, ready.clock, "setToday");
      const id = next++;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, {
          resolve: () => {
            served.today = day;
            resolve();
          },
          reject,
        });
        send({ type: "setToday", id, day });
      });
    },
    startupMs: performance.now() - started,
    async close() {
      if (closed) return;
      closed = true;
      if (child.connected) send({ type: "close" });
      const timer = setTimeout(() => child.kill("SIGKILL"), CLOSE_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
