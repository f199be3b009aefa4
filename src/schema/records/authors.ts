// BiomedCore authorsMetadata (reference 2.1).
import { z } from "zod";
import { numN, obj, perMode, strN } from "../mode.js";

export const affiliationSchema = perMode((m) =>
  obj(m, { name: strN(), nameRaw: strN(), ror: strN(), countryCode: strN() }),
);

export const authorMetadataSchema = perMode((m) =>
  obj(m, {
    name: strN(),
    nameRaw: strN(),
    orcid: strN(),
    position: numN(),
    affiliations: z.array(affiliationSchema(m)),
  }),
);

export type Affiliation = z.infer<ReturnType<typeof affiliationSchema>>;
export type AuthorMetadata = z.infer<ReturnType<typeof authorMetadataSchema>>;
