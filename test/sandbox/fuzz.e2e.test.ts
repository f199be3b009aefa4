// Seeded fuzzing of the sandbox over raw TCP: 320 malformed requests (bad request lines, a path of
// `*`, raw non-UTF-8 bytes, full-width digits, huge query strings and headers, deeply nested lookup
// items, empty and silent requests). Every one must be answered with a 4xx in the service's error
// body within a second: no 5xx, no hang, no empty body.
import { connect as tcp } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";

let s: RunningSandbox;
let port: number;
beforeAll(async () => {
  s = await startSandbox({ scale: "small", seed: 3, today: "2025-06-01", rateLimit: false });
  port = Number(new URL(s.baseUrl).port);
  // The sandbox warms its indexes right after it starts; time the answers once that is done.
  await fetch(`${s.baseUrl}/api/v1/credits/api-credits`).then((r) => r.arrayBuffer());
});
afterAll(async () => {
  await s?.close();
});

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function send(raw: Buffer): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = tcp(port, "127.0.0.1", () => {
      if (raw.length > 0) socket.write(raw);
    });
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 3 s to ${raw.subarray(0, 60).toString("latin1")}`));
    }, 3000);
    socket.on("data", (c) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(text);
      if (head !== -1 && length && text.length >= head + 4 + Number(length[1])) {
        clearTimeout(guard);
        socket.destroy();
        resolve({ text: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started });
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(guard);
      resolve({ text: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started });
    });
  });
}

const auth = () => `authorization: Bearer ${s.apiKey}\r\nhost: x\r\n`;
const get = (target: string | Buffer) =>
  Buffer.concat([
    Buffer.from("GET "),
    Buffer.isBuffer(target) ? target : Buffer.from(target, "utf8"),
    Buffer.from(` HTTP/1.1\r\n${auth()}\r\n`),
  ]);
const post = (path: string, body: string) =>
  Buffer.from(
    `POST ${path} HTTP/1.1\r\n${auth()}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );

function malformed(random: () => number, i: number): Buffer {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const core = pick(["trialcore", "drugcore", "genecore", "regulatorycore", "biomedcore", "patentcore"]);
  const nest = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  switch (i % 12) {
    case 0:
      return get("*");
    case 1:
      return get(`/api/v1/cores/${core}/records?query=x&limit=${pick(["１０", "２", "1０", "٣"])}`);
    case 2:
      return get(Buffer.from([0x2f, 0x61, 0x70, 0x69, 0xff, 0xfe, 0x80 + Math.floor(random() * 60), 0x3f, 0xc3, 0x28]));
    case 3:
      return get(`/api/v1/cores/${core}/records?query=${"q".repeat(1_000_000)}`);
    case 4:
      return post(`/api/v1/cores/${core}/records/lookup`, `{"items":[{"nctId":${nest(2000 + Math.floor(random() * 5000))}}]}`);
    case 5:
      return post(`/api/v1/cores/${core}/records/lookup`, `{"items":${nest(5000)}}`);
    case 6:
      return Buffer.from(Array.from({ length: 1 + Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
    case 7:
      return Buffer.from(
        `${pick(["GET", "BREW", "G\u0000T", ""])} ${pick(["/", "//", "/api/v1/../../", "%%%"])} HTTP/${pick(["1.1", "9.9", "x"])}\r\n\r\n`,
        "latin1",
      );
    case 8:
      return Buffer.from(`GET /api/v1/credits/api-credits HTTP/1.1\r\nx-big: ${"h".repeat(300_000)}\r\n\r\n`);
    case 9:
      return get(
        `/api/v1/cores/${core}/records?${pick(["limit=1e3", "limit=-0", "since=２０２４-01-01", "query=%ZZ", "include=%00"])}&query=a`,
      );
    case 10:
      return post(
        `/api/v1/cores/${core}/records/lookup`,
        pick(["", "{", "null", "[]", '{"items":"x"}', `{"items":[${"1,".repeat(5000)}1]}`]),
      );
    default:
      return Buffer.alloc(0); // connects and says nothing
  }
}

test("320 malformed requests: each a 4xx in the service's error shape within a second", async () => {
  const random = seeded(15);
  const failures: string[] = [];
  for (let i = 0; i < 320; i++) {
    const raw = malformed(random, i);
    const { text, ms } = await send(raw);
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
    const body = text.slice(text.indexOf("\r\n\r\n") + 4);
    let shaped = false;
    try {
      const json = JSON.parse(body);
      shaped = json.error.status === status && typeof json.error.code === "string" && typeof json.error.message === "string";
    } catch {
      shaped = false;
    }
    if (!(status >= 400 && status < 500) || !shaped || ms > 1000) {
      failures.push(
        `#${i} (${i % 12}): ${JSON.stringify(raw.subarray(0, 40).toString("latin1"))} -> status ${status}, ${Math.round(ms)} ms, body ${JSON.stringify(body.slice(0, 80))}`,
      );
    }
  }
  expect(failures).toEqual([]);
});
