// Where corebook keeps what it writes on the user's machine between runs: the response cache
// and the small files beside it (the shared rate budget). One function, so the cache, the
// rate-limit coordination and the `corebook cache` command agree on the place.
import { homedir } from "node:os";
import { join } from "node:path";

/** `COREBOOK_CACHE` when set, else `$XDG_CACHE_HOME/corebook`, else `~/.cache/corebook`. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.COREBOOK_CACHE) return env.COREBOOK_CACHE;
  const xdg = env.XDG_CACHE_HOME;
  // XDG says a relative value is invalid and must be ignored.
  if (xdg?.startsWith("/")) return join(xdg, "corebook");
  return join(homedir(), ".cache", "corebook");
}
