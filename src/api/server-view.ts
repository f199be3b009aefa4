// Kept at this path for the tests that import it; the helper lives in pacing/.
export { mergeView, type ServerView } from "./pacing/server-view.js";
