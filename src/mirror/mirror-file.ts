// The mirror's file is open only while it is used. A sync holds the one writer for its run; a read
// (status, tables, SQL, export) opens DuckDB read-only for its call and closes it after. So a mirror
// a kernel opened an hour ago and left idle holds no lock: another process can read it or sync it,
// and a mirror on a read-only filesystem can be read. One gate per file in a process: DuckDB's
// locks are per process, so a reader and a writer of one file in one process would not exclude
// each other, and a reader could see blocks a writer is replacing. Here a writer waits for the
// readers already reading and later readers use the writer's connection.
import { resolve } from "node:path";
import { openDatabase, type MirrorDatabase } from "./database.js";
import { MirrorLockedError } from "./mirror-errors.js";

interface Readers {
  db: Promise<MirrorDatabase>;
  users: number;
  /** Settles once the last reader is done and the read-only handle is closed. */
  drained: Promise<void>;
  drain: () => void;
}

export class MirrorFile {
  static #files = new Map<string, MirrorFile>();

  /** The one gate of `dir`'s file in this process. */
  static of(dir: string): MirrorFile {
    const key = resolve(dir);
    let file = MirrorFile.#files.get(key);
    if (!file) {
      file = new MirrorFile(key);
      MirrorFile.#files.set(key, file);
    }
    return file;
  }

  #writer: Promise<MirrorDatabase> | null = null;
  /** Reasons the writer stays open: a sync running, a new mirror's first sync to come. */
  #holds = 0;
  #syncing = false;
  #creating = false;
  #readers: Readers | null = null;

  private constructor(readonly dir: string) {}

  /** A new mirror: its writer is being opened now and is kept for its first sync (or until `releaseNew`). */
  holdNew(opening: Promise<MirrorDatabase>): void {
    opening.catch(() => {});
    this.#writer = opening;
    this.#creating = true;
    this.#holds++;
  }

  /** Lets go of a new mirror's writer if its first sync has not taken it over. */
  releaseNew(): void {
    if (!this.#creating) return;
    this.#creating = false;
    this.#release();
  }

  /** Runs `work` with the writer: one at a time in this process, and DuckDB's lock across processes. */
  async write<T>(work: (db: MirrorDatabase) => Promise<T>): Promise<T> {
    if (this.#syncing) throw new MirrorLockedError(this.dir, { inThisProcess: true });
    this.#syncing = true;
    const taken = this.#creating;
    this.#creating = false;
    if (!taken) this.#holds++;
    // Set before any await, so that a read starting now waits for the writer and uses it.
    this.#writer ??= this.#openWriter();
    try {
      return await work(await this.#writer);
    } finally {
      this.#syncing = false;
      this.#release();
    }
  }

  async #openWriter(): Promise<MirrorDatabase> {
    if (this.#readers) await this.#readers.drained;
    return openDatabase(this.dir, { create: false });
  }

  /** Runs `work` with a handle that can read: the writer's when one is open here, else a read-only one. */
  async read<T>(work: (db: MirrorDatabase) => Promise<T>): Promise<T> {
    if (this.#writer) return work(await this.#writer);
    const readers = this.#readers ?? this.#openReaders();
    readers.users++;
    try {
      return await work(await readers.db);
    } finally {
      if (--readers.users === 0) {
        if (this.#readers === readers) this.#readers = null;
        readers.db
          .then(
            (db) => db.close(),
            () => {},
          )
          .finally(readers.drain);
      }
    }
  }

  #openReaders(): Readers {
    let drain = () => {};
    const drained = new Promise<void>((done) => {
      drain = done;
    });
    const db = openDatabase(this.dir, { create: false, readOnly: true });
    db.catch(() => {});
    this.#readers = { db, users: 0, drained, drain };
    return this.#readers;
  }

  #release(): void {
    if (--this.#holds > 0) return;
    const writer = this.#writer;
    this.#writer = null;
    writer?.then(
      (db) => db.close(),
      () => {},
    );
  }
}
