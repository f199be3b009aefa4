// The public API's earlier names still work: the same classes and functions. "usage" now names
// only what a session consumes (the misuse errors were renamed), and "changes", the service
// reference's word, names the change feed (the feed* names were renamed).
import { expect, test } from "vitest";
import * as corebook from "../../src/index.js";

test("UsageError and CommandUsageError are the renamed classes themselves", () => {
  expect(corebook.UsageError).toBe(corebook.MisuseError);
  expect(corebook.CommandUsageError).toBe(corebook.CommandMisuseError);
  const error = new corebook.CommandMisuseError("mirror", "mirror: no folder given", { parameter: "dir" });
  expect(error).toBeInstanceOf(corebook.UsageError);
  expect(error).toBeInstanceOf(corebook.CorebookError);
  expect(error.name).toBe("CommandMisuseError");
});

test("feedTable, feedDecisions and FEED_MAX_AGE are the renamed changes names", () => {
  expect(corebook.feedTable).toBe(corebook.changesTable);
  expect(corebook.feedDecisions).toBe(corebook.changeDecisions);
  expect(corebook.FEED_MAX_AGE).toBe(corebook.CHANGES_MAX_AGE);
});
