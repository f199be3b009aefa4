// The `corebook` commands given a path that holds nothing of theirs: each names the path, says what
// to do and exits non-zero, without a raw ENOENT and without creating anything there (issue 45).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

const work = mkdtempSync(join(tmpdir(), "corebook-cli-missing-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("snapshot info|verify|diff on a path that is not a snapshot file", () => {
  it("a missing file: named, with what to give instead, status 1", async () => {
    const missing = join(work, "nofile");
    const r = await cli(["snapshot", "info", missing]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `corebook snapshot info: cannot read the snapshot ${missing}: there is no such file; ` +
        'give the path of a snapshot file (connect({ snapshot: "analysis.cbsnap" }) records one)',
    );
    expect(r.err).not.toContain("ENOENT");
    expect(r.out).toBe("");
  });

  it("a relative path is named as the absolute path it was looked for at", async () => {
    const r = await cli(["snapshot", "verify", "surely-not-here.cbsnap"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`cannot read the snapshot ${join(process.cwd(), "surely-not-here.cbsnap")}: there is no such file`);
  });

  it("a folder: said to be a folder", async () => {
    const r = await cli(["snapshot", "info", work]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`cannot read the snapshot ${work}: it is a folder, not a file`);
    expect(r.err).not.toContain("EISDIR");
  });
});

describe("cache stats|verify|prune on a folder with no cache", () => {
  it.each(["stats", "verify", "prune"])("cache %s --dir /nonexistent: no cache there, status 1, nothing created", async (action) => {
    const dir = join(work, "no-such-cache", action);
    const r = await cli(["cache", action, "--dir", dir]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`^corebook cache ${action}: there is no response cache in ${dir}; pass --dir with the folder of one`));
    expect(r.out).not.toMatch(/entries/);
    expect(existsSync(dir)).toBe(false);
  });

  it("an empty folder that exists holds no cache either", async () => {
    const dir = join(work, "empty-cache");
    mkdirSync(dir);
    const r = await cli(["cache", "stats", "--dir", dir]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`there is no response cache in ${dir}`);
  });
});

describe("mirror sync|status|export on a folder with no mirror", () => {
  it.each([["status"], ["sync"], ["export", "out"]])(
    "mirror %s: says there is no mirror there and how to create one, status 1",
    async (action, ...rest) => {
      const dir = join(work, "empty-mirror");
      mkdirSync(dir, { recursive: true });
      const r = await cli(["mirror", action, dir, ...rest.map((name) => join(work, name))]);
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        `corebook mirror ${action}: there is no mirror in ${dir}; create one with corebook mirror init ${dir} --definition FILE.json ` +
          "(a definition { searches, ids, follow }, docs/mirror.md), or give the folder of an existing mirror",
      );
      expect(r.err).not.toContain("pass a definition");
    },
  );
});
