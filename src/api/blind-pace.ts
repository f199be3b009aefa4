// Kept at this path for the tests that import it; the helper lives in pacing/.
export { BLIND_MAX_IN_FLIGHT, BlindPace } from "./pacing/blind-pace.js";
