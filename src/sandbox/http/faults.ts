// Fault injection for testing clients: make some requests fail with a server error so that
// retry paths and "server fault mid-way" handling can be exercised against a real server.

export interface FaultOptions {
  /** Fail every Nth matching request (1 = all). */
  failEvery?: number;
  /** Status to answer with; default 500. */
  status?: 500 | 503;
  /** Only requests whose path (with query string) matches count. */
  paths?: RegExp;
  /** Custom decision; overrides failEvery. Return a status to fail with, or null to pass. */
  decide?: (request: { method: string; path: string; count: number }) => 500 | 503 | null;
}

export class FaultInjector {
  private count = 0;

  constructor(private readonly options: FaultOptions | undefined) {}

  /** Whether any request can fail (lets the server skip the check on the common path). */
  get active(): boolean {
    return this.options !== undefined;
  }

  /** The status to fail this request with, or null. */
  check(method: string, pathWithQuery: string): 500 | 503 | null {
    const o = this.options;
    if (!o) return null;
    if (o.paths && !o.paths.test(pathWithQuery)) return null;
    this.count += 1;
    if (o.decide) return o.decide({ method, path: pathWithQuery, count: this.count });
    if (o.failEvery && o.failEvery > 0 && this.count % o.failEvery === 0) return o.status ?? 500;
    return null;
  }
}
