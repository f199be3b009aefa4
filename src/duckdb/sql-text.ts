// Key-value metadata for DuckDB's `COPY ... TO (FORMAT parquet, KV_METADATA {...})`, shared by
// exportTable's Parquet files and the mirror's hive export.

export const sqlText = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * The metadata as a COPY option. Values go in as BLOBs made by encode(), which keeps the text's
 * bytes as they are; a text literal cast to BLOB would read "\x.." in it as an escape.
 */
export function kvMetadataOption(metadata: Record<string, string>): string {
  return `{${Object.entries(metadata)
    .map(([key, value]) => `${sqlText(key)}: encode(${sqlText(value)})`)
    .join(", ")}}`;
}
