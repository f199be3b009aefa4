// `url`: the record's page on the service's web app. The real service sends it on every record of
// every core; the reference does not name it, so it is optional (the sandbox may leave it out).
import { strN } from "../mode.js";

export function recordUrlShape() {
  return { url: strN().optional() };
}
