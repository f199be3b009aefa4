// What kind of identifier a string is, when it is not a service ID of the core it was given to: a
// service ID of another core (`sv.trialcore.get("SVDC_...")`) or an identifier from elsewhere that
// `lookup` resolves (`sv.trialcore.get("NCT04368728")`). Error messages then say what to call.
import type { CoreName } from "../schema/index.js";
import { coreOfServiceId } from "../schema/index.js";

type IdentifierKind =
  | { kind: "service-id"; core: CoreName }
  | { kind: "lookup-key"; core: CoreName; key: string; name: string }
  | { kind: "unknown" };

// The forms an outside identifier has, by the lookup key that resolves it.
const LOOKUP_FORMS: { core: CoreName; key: string; name: string; pattern: RegExp }[] = [
  { core: "trialcore", key: "nctId", name: "an NCT number", pattern: /^NCT\d{8}$/i },
  { core: "biomedcore", key: "pmid", name: "a PubMed ID", pattern: /^\d{1,9}$/ },
  { core: "biomedcore", key: "doi", name: "a DOI", pattern: /^10\.\d{4,9}\/\S+$/ },
  { core: "drugcore", key: "chemblId", name: "a ChEMBL ID", pattern: /^CHEMBL\d+$/i },
  { core: "genecore", key: "ensemblGeneId", name: "an Ensembl gene ID", pattern: /^ENSG\d{11}$/i },
  { core: "genecore", key: "hgncId", name: "an HGNC ID", pattern: /^HGNC:\d+$/i },
  { core: "patentcore", key: "publicationNumber", name: "a patent publication number", pattern: /^[A-Z]{2}\d{4,}[A-Z]\d?$/ },
];

export function identifierKind(value: unknown): IdentifierKind {
  const core = coreOfServiceId(value);
  if (core) return { kind: "service-id", core };
  if (typeof value !== "string") return { kind: "unknown" };
  const form = LOOKUP_FORMS.find((f) => f.pattern.test(value.trim()));
  return form ? { kind: "lookup-key", core: form.core, key: form.key, name: form.name } : { kind: "unknown" };
}
