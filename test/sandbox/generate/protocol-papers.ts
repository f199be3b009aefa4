// A paper that publishes a trial's protocol, told by its title (the forms trial-report.ts gives a
// protocol): from 2019 PubMed also types it "Clinical Trial Protocol", before that it has no type
// of its own, so the tests cannot read protocols off the type alone.
import type { BiomedCoreRecord } from "../../../src/schema/index.js";

const PROTOCOL_TITLE = /: protocol for |^Rationale and design of |^Study protocol for /;

export function isProtocolPaper(p: BiomedCoreRecord): boolean {
  return (p.referencesTrialCore?.length ?? 0) > 0 && PROTOCOL_TITLE.test(p.title ?? "");
}
