// The one error this layer raises to callers: a response was needed and could not be served
// without sending a request, which the mode forbids (cache offline, snapshot replay).
import { CorebookError } from "../errors/index.js";
export class StoreMissError extends CorebookError {
  override name = "StoreMissError";
  constructor(
    readonly request: string,
    readonly hint: string,
  ) {
    super(`${request} is not stored and cannot be sent: ${hint}`);
  }
}
