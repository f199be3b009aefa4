// BiomedCore authorsMetadata (reference 2.1).
import * as z from "zod";
import { intN, obj, perMode, strN, type Mode, type Named, type Out } from "../mode.js";

const affiliation = (m: Mode) => obj(m, { name: strN(), nameRaw: strN(), ror: strN(), countryCode: strN() });
/**
 * An author's affiliation: normalized `name`, the text as printed (`nameRaw`), ROR id and two-letter `countryCode`; each may be
 * null.
 */
export type Affiliation = { [K in keyof Out<typeof affiliation>]: Out<typeof affiliation>[K] };
const affiliationSchema: Named<Affiliation> = perMode(affiliation);

const authorMetadata = (m: Mode) =>
  obj(m, {
    name: strN(),
    nameRaw: strN(),
    orcid: strN(),
    position: intN(),
    affiliations: z.array(affiliationSchema(m)),
  });
/**
 * One author of a publication (include `authorsMetadata`): name, raw name, ORCID, 1-based `position` in the author list and
 * affiliations.
 */
export type AuthorMetadata = { [K in keyof Out<typeof authorMetadata>]: Out<typeof authorMetadata>[K] };
export const authorMetadataSchema: Named<AuthorMetadata> = perMode(authorMetadata);
