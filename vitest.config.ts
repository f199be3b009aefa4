import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Tests (and the processes they spawn) keep their response store and shared-quota files in a scratch
// folder of this run, never in the user's ~/.cache/corebook.
const scratch = mkdtempSync(join(tmpdir(), "corebook-test-"));

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores on CI: keep worker count modest so loopback timing tests are not starved.
    maxWorkers: 2,
    reporters: ["default", "./test/support/summary-reporter.ts"],
    env: { COREBOOK_CACHE: join(scratch, "cache"), COREBOOK_QUOTA_DIR: join(scratch, "quota") },
  },
});
