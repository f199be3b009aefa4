// The run's write queue: tasks run one at a time in the order queued; after a failure nothing
// queued later runs, each later task rejects with that failure, drain() throws it and settle() waits.
import { expect, test } from "vitest";
import { WriteQueue } from "../../src/mirror/write-queue.js";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test("tasks run one at a time, in the order queued, and resolve with their results", async () => {
  const queue = new WriteQueue();
  const log: string[] = [];
  const task = (name: string) => async () => {
    log.push(`start ${name}`);
    await tick();
    log.push(`end ${name}`);
    return name;
  };
  const results = await Promise.all([queue.push(task("a")), queue.push(task("b")), queue.push(task("c"))]);
  expect(results).toEqual(["a", "b", "c"]);
  expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  await queue.drain();
});

test("after a failed task nothing queued later runs: each rejects with the first failure, drain() throws it", async () => {
  const queue = new WriteQueue();
  const ran: string[] = [];
  const first = queue.push(async () => {
    ran.push("first");
  });
  // Not awaited by anyone: the queue must not raise an unhandled rejection for it.
  void queue.push(async () => {
    ran.push("failing");
    throw new Error("disk full");
  });
  const later = queue.push(async () => {
    ran.push("later");
  });
  await first;
  await expect(later).rejects.toThrow("disk full");
  expect(ran).toEqual(["first", "failing"]);
  expect(() => queue.throwIfFailed()).toThrow("disk full");
  await expect(queue.drain()).rejects.toThrow("disk full");
  await expect(queue.settle()).resolves.toBeUndefined();
});
