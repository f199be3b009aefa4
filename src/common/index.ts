// Ground floor: generic helpers that know nothing of corebook's concepts, shared by several floors.
export { isPlainObject } from "./plain-object.js";
export { eachGroup } from "./text-groups.js";
export { ConcurrencyPool, runPool } from "./pool.js";
export { escapeHtml } from "./escape-html.js";
export { nodeCrypto, nodeZlib } from "./node-builtins.js";
