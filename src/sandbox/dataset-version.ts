// The version of the generated dataset. Seed and scale fix the records on every day, but only for
// one generator: a change to it that alters any served record (a field, a date, a link, which
// records exist) bumps this number and adds a line to the dataset changelog in
// docs/sandbox-dataset-changelog.md. test/sandbox/generate/fingerprint.e2e.test.ts holds a hash of each scale's
// records per version and fails until both are done. Responses name it (X-Corebook-Dataset), so
// tables, exports and snapshots say which dataset they came from.
export const DATASET_VERSION = 8;
