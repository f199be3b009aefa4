import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Tests (and the processes they spawn) keep their response store and shared-quota files in a scratch
// folder of this run, never in the user's ~/.cache/corebook.
const scratch = mkdtempSync(join(tmpdir(), "corebook-test-"));

// The suite is split by speed, by file name: `*.e2e.test.ts` files start Jupyter, Chromium, the
// packed tarball, other runtimes or Python, or take seconds of their own; every other test file is
// in process and loopback only, and `npm run test:unit` runs them in under a minute.
const E2E = "test/**/*.e2e.test.ts";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores on CI: keep worker count modest so loopback timing tests are not starved.
    maxWorkers: 2,
    reporters: ["default", "./test/support/summary-reporter.ts"],
    env: { COREBOOK_CACHE: join(scratch, "cache"), COREBOOK_QUOTA_DIR: join(scratch, "quota") },
    // Any unhandled rejection or uncaught exception fails the file it happened in (issue 44).
    setupFiles: ["./test/support/fail-on-unhandled.ts"],
    projects: [
      // Unit files share one module graph per worker (isolate: false): importing the project afresh
      // for each of 85 files cost about 56 s of the run's 70. So a unit test must leave no state
      // behind that another file could see (spies restored, sessions closed, scratch folders of its
      // own), and must pass in any order: `npm run test:unit -- --sequence.shuffle` checks that.
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: [E2E], isolate: false } },
      { extends: true, test: { name: "e2e", include: [E2E] } },
    ],
  },
});
