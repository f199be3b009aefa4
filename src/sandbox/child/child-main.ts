// The entry of a sandbox's child process (start-in-child.ts forks it): starts the sandbox with the
// options the parent sends, says where it listens, moves its clock on request, and exits when the
// parent asks, or when the parent goes away (its IPC channel closes), so no sandbox outlives it.
import { startInProcess } from "../start.js";
import type { FromChild, ToChild } from "./messages.js";

const send = (message: FromChild): void => {
  process.send?.(message);
};

process.on("disconnect", () => process.exit(0));
process.once("message", async (first: ToChild) => {
  if (first.type !== "start") return;
  let sandbox: Awaited<ReturnType<typeof startInProcess>>;
  try {
    sandbox = await startInProcess(first.options);
  } catch (error) {
    send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  const { version, seed, scale, today, description } = sandbox.served;
  process.on("message", async (message: ToChild) => {
    if (message.type === "setToday") {
      try {
        await sandbox.setToday(message.day);
        send({ type: "today", id: message.id });
      } catch (error) {
        send({ type: "today", id: message.id, error: error instanceof Error ? error.message : String(error) });
      }
    } else if (message.type === "close") {
      await sandbox.close();
      process.exit(0);
    }
  });
  send({
    type: "ready",
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    clock: sandbox.clock,
    served: { version, seed, scale, today, description },
    startupMs: sandbox.startupMs,
  });
});
