// A gateway that reflects the Authorization header (or the request URL) into a success body puts
// the API key into what becomes table cells, column names, warnings and exported files. Such a body
// is read with the key redacted from every string and every field name, and the places are named in
// a warning (so info(table).warnings says the data was altered). It is never stored
// (stored-response.ts): a later run asks the service again rather than replay an altered answer.
import { noteEchoedKey, withWarnings, type WarningSink } from "../schema/index.js";

interface KeyRedactor {
  holdsKey(text: string): boolean;
  redactKey(text: string): string;
}

/** The parsed body with the key redacted, and where it was found (`data[].phase`, `data[] (a field name)`). */
function redactEchoedKey(json: unknown, redactor: KeyRedactor): { json: unknown; places: string[] } {
  const places = new Set<string>();
  const inside = (path: string, name: string) => (path === "" ? name : `${path}.${name}`);
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === "string") {
      if (!redactor.holdsKey(value)) return value;
      places.add(path || "the body");
      return redactor.redactKey(value);
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, `${path}[]`));
    if (value === null || typeof value !== "object") return value;
    // fromEntries defines each field as data: a field named "__proto__" stays a field.
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => {
        if (!redactor.holdsKey(name)) return [name, walk(item, inside(path, name))];
        const redacted = redactor.redactKey(name);
        places.add(`${path || "the body"} (a field name)`);
        return [redacted, walk(item, inside(path, redacted))];
      }),
    );
  };
  const cleaned = walk(json, "");
  return { json: cleaned, places: [...places] };
}

/**
 * The body a response should be read from: itself, or (when its text holds the key) a redacted
 * copy, with the warning given through the client's warning sink.
 */
export function bodyWithoutKey(
  response: { text: string; json: unknown },
  request: string,
  redactor: KeyRedactor,
  onWarning?: WarningSink,
): unknown {
  if (!redactor.holdsKey(response.text)) return response.json;
  const { json, places } = redactEchoedKey(response.json, redactor);
  // The key may sit where parsing does not look (a number, JSON escapes): the warning still goes out.
  withWarnings(() => noteEchoedKey(request, places.length > 0 ? places : ["the body's text"]), onWarning);
  return json;
}
