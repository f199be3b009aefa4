// A record batch of zero rows for an empty table. flechette's builders make a batch only when a
// value was added, so a table of no rows would become a file of no record batches: valid Arrow, and
// pyarrow reads it, but Polars refuses it (MissingRecordBatches). One empty batch is what pyarrow
// itself writes for an empty table.
import { batchType, Type, type Batch, type DataType } from "@uwdata/flechette";

type BatchOptions = ConstructorParameters<typeof Batch<unknown>>[0];

/** The value buffer of a fixed-width type, empty; none for lists and structs (their children hold values). */
function emptyValues(type: DataType): BatchOptions["values"] {
  switch (type.typeId) {
    case Type.Utf8:
    case Type.Bool:
      return new Uint8Array(0);
    case Type.Int:
    case Type.Timestamp:
      return new BigInt64Array(0);
    case Type.Float:
      return new Float64Array(0);
    case Type.Date:
      return new Int32Array(0);
    default:
      return undefined;
  }
}

export function emptyBatch(type: DataType): Batch<unknown> {
  const BatchClass: new (options: BatchOptions) => Batch<unknown> = batchType(type);
  const withOffsets = type.typeId === Type.Utf8 || type.typeId === Type.List;
  const children =
    type.typeId === Type.List || type.typeId === Type.Struct ? type.children.map((child) => emptyBatch(child.type)) : undefined;
  return new BatchClass({
    length: 0,
    nullCount: 0,
    type,
    validity: new Uint8Array(0),
    values: emptyValues(type),
    offsets: withOffsets ? new Int32Array(1) : undefined,
    children,
  });
}
