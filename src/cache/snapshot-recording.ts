// Recording a snapshot (modes record and extend): one recorder per file, and a file replaced only
// by a whole, sealed recording.
//
// One recorder: the recording holds `.<name>.lock` beside the file from connect() to close(). A
// second recorder of the same file, in this process or another, is refused at connect() with a
// SnapshotLockedError naming the file and the holder; two recorders used to seal over each other
// and silently lose responses. A lock whose owner has gone (a killed kernel) is taken over at once.
//
// A whole recording: the session keeps every response it records, and close() writes the sealed
// file (header, responses sorted by key, end line) to a temporary file, flushes it and renames it
// over the path. So a recording that fails (a full disk) leaves the snapshot that was there intact;
// close() then throws a SnapshotWriteError naming the path. A first recording (no file there yet)
// also appends each response to the path as it arrives, so a kernel that is never closed still
// leaves a usable (unsealed) file; re-recording or extending an existing snapshot leaves it as it
// is until close().
//
// The end line holds the count, the SHA-256 of everything before it, and (since this release)
// `keysHash`, a digest of the request keys the session recorded, computed from the session's
// memory rather than the file: `snapshot verify` checks it against the keys in the file.
import { appendFile, mkdir } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { CorebookError } from "../errors/index.js";
import { acquireLock, LockTimeoutError, writeFileAtomic, writeFileAtomicChunks, type HeldLock } from "../fs/index.js";
import type { LockOwner } from "../fs/lock-file.js";
import { nodeCrypto } from "../common/index.js";
import { contentHash } from "./canonical-key.js";
import { diskProblem, snapshotMessages } from "./messages.js";
import { END_KEY, keysDigest, sealedLine, SNAPSHOT_VERSION, type SnapshotContents, type SnapshotEntry } from "./snapshot-file.js";

/** Another session (in this process or another) is recording or extending the snapshot. */
export class SnapshotLockedError extends CorebookError {
  /** Always `"SnapshotLockedError"`. */
  override name = "SnapshotLockedError";
  constructor(
    /** The snapshot file, as the caller named it. */
    readonly path: string,
    /** Who holds it, as the message says it: process ID, machine and since when. */
    readonly holder: string,
  ) {
    super(snapshotMessages.locked(path, holder));
  }
}

/** A recording could not be written or sealed (a full or read-only disk): names the snapshot's path. */
export class SnapshotWriteError extends CorebookError {
  /** Always `"SnapshotWriteError"`. */
  override name = "SnapshotWriteError";
  constructor(
    /** The snapshot file, as the caller named it. */
    readonly path: string,
    /** The file system's error, e.g. `"ENOSPC: no space left on device, write"`. */
    readonly problem: string,
    /** Whether a snapshot was at the path before (it is left as it was). */
    readonly keptPrevious: boolean,
  ) {
    super(snapshotMessages.sealFailed(path, problem, keptPrevious));
  }
}

/** Snapshot paths this process records: a second session on one is refused at once (it would wait for itself). */
const recording = new Set<string>();

function holderOf(owner: LockOwner | null): string {
  if (!owner) return "another process (its lock file cannot be read)";
  return `process ${owner.pid}${owner.host ? ` on ${owner.host}` : ""}, since ${new Date(owner.at).toISOString()}`;
}

/** `.<name>.lock` beside the snapshot. */
function lockPathOf(path: string): string {
  return join(dirname(path), `.${basename(path)}.lock`);
}

/** Takes the snapshot's recording lock, or throws SnapshotLockedError naming who has it. */
export async function lockSnapshot(path: string, given: string): Promise<HeldLock> {
  const key = resolve(path);
  if (recording.has(key)) throw new SnapshotLockedError(given, `another session of this process (pid ${process.pid})`);
  recording.add(key);
  try {
    // The lock lies beside the snapshot, whose folder a first recording may not have yet.
    await mkdir(dirname(key), { recursive: true });
    // Held for the whole session: never stale while its owner runs, taken over at once when it has gone.
    const lock = await acquireLock(lockPathOf(path), { staleAfterMs: Number.POSITIVE_INFINITY, timeoutMs: 0 });
    return {
      path: lock.path,
      release() {
        lock.release();
        recording.delete(key);
      },
    };
  } catch (error) {
    recording.delete(key);
    if (error instanceof LockTimeoutError) throw new SnapshotLockedError(given, holderOf(error.owner));
    throw new SnapshotWriteError(given, diskProblem(error), false);
  }
}

type NewEntry = Omit<SnapshotEntry, "bodyHash">;

interface RecordingOptions {
  path: string;
  /** The path as the caller wrote it (messages show it). */
  given: string;
  header: object;
  /** What the file held (extend), or null (record). */
  contents: SnapshotContents | null;
  /** Whether a file was at the path when the recording began: then it is replaced only by a sealed recording. */
  existed: boolean;
  lock: HeldLock;
}

/** The order of a response line's fields (a first recording's lines and sealed ones are alike). */
function lineOf(entry: SnapshotEntry): string {
  const { key, fetchedAt, credits, core, endpoint, serviceIds, dataset, body, bodyHash } = entry;
  return sealedLine({ key, fetchedAt, credits, core, endpoint, serviceIds, ...(dataset !== undefined ? { dataset } : {}), body, bodyHash });
}

export class SnapshotRecording {
  /** Every response of the recording, by key: the file's (extend) and this session's. */
  readonly entries: Map<string, SnapshotEntry>;
  private readonly header: string;
  /** Appends to the path itself (a first recording); null once one failed, or when the path held a snapshot. */
  private chain: Promise<void> | null;
  private warned = false;
  private closed = false;

  private constructor(private readonly options: RecordingOptions) {
    const { contents, header } = options;
    this.entries = contents?.entries ?? new Map();
    this.header = sealedLine(contents ? { ...contents.header, version: SNAPSHOT_VERSION } : header);
    this.chain = options.existed ? null : Promise.resolve();
  }

  /** Starts a recording (its lock already held); a first recording writes its header line at once. */
  static async start(options: RecordingOptions): Promise<SnapshotRecording> {
    const recording = new SnapshotRecording(options);
    if (recording.chain) {
      try {
        await writeFileAtomic(options.path, `${recording.header}\n`, { durable: true });
      } catch (error) {
        recording.failed(error);
      }
    }
    return recording;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Keeps a response; a first recording appends it to the file too. Never throws: a failed append is said once. */
  async add(entry: NewEntry): Promise<void> {
    if (this.closed || this.entries.has(entry.key)) return;
    const full: SnapshotEntry = { ...entry, bodyHash: contentHash(entry.body) };
    this.entries.set(entry.key, full);
    if (!this.chain) return;
    const line = `${lineOf(full)}\n`;
    const { path } = this.options;
    this.chain = this.chain.then(() => appendFile(path, line)).catch((error: unknown) => this.failed(error));
    await this.chain;
  }

  /** A write to the file failed: said once, naming the snapshot; nothing more is appended (close() still tries to seal). */
  private failed(error: unknown): void {
    this.chain = null;
    if (this.warned) return;
    this.warned = true;
    console.warn(snapshotMessages.writeFailed(this.options.given, diskProblem(error)));
  }

  /**
   * Seals the recording (responses sorted by key: the same session gives the same bytes every time)
   * and puts it at the path, whole, or throws SnapshotWriteError leaving the path as it was. The
   * lock is released either way.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.chain;
      await writeFileAtomicChunks(this.options.path, this.lines(), { durable: true });
    } catch (error) {
      throw new SnapshotWriteError(this.options.given, diskProblem(error), this.options.existed);
    } finally {
      this.options.lock.release();
    }
  }

  /** The sealed file, a megabyte or so at a time (one write per line would be a system call per response), hashed as it goes. */
  private *lines(): Generator<string> {
    const fileHash = nodeCrypto().createHash("sha256");
    const keys = [...this.entries.keys()].sort();
    let batch: string[] = [];
    let size = 0;
    for (const line of [this.header, ...keys.map((key) => lineOf(this.entries.get(key) as SnapshotEntry))]) {
      const text = `${line}\n`;
      fileHash.update(text);
      batch.push(text);
      size += text.length;
      if (size >= 1 << 20) {
        yield batch.join("");
        batch = [];
        size = 0;
      }
    }
    batch.push(`${sealedLine({ [END_KEY]: true, entries: keys.length, fileHash: fileHash.digest("hex"), keysHash: keysDigest(keys) })}\n`);
    yield batch.join("");
  }
}
