// The misuse errors' earlier names still work: the same classes, so code that catches
// `UsageError` catches what is thrown now as a MisuseError ("usage" names what a session consumes).
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
