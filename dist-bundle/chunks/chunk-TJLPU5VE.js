import {
  SCHEMA_METADATA_KEY,
  describeSchema
} from "./chunk-RKNXXKNZ.js";
import {
  isPlainObject,
  toArrowValue
} from "./chunk-QNJ3X5SK.js";
import {
  UsageError
} from "./chunk-CTKS2RRK.js";

// src/export/arrow-batches.ts
import { Column, tableFromColumns } from "@uwdata/flechette";

// src/export/arrow-encoders.ts
import { batchType } from "@uwdata/flechette";

// src/export/arrow-buffers.ts
var INITIAL = 1024;
var Float64Values = class {
  array = new Float64Array(INITIAL);
  length = 0;
  push(value) {
    if (this.length === this.array.length) {
      const grown = new Float64Array(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }
  done() {
    return this.array.subarray(0, this.length);
  }
};
var Int32Values = class {
  array = new Int32Array(INITIAL);
  length = 0;
  push(value) {
    if (this.length === this.array.length) {
      const grown = new Int32Array(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }
  done() {
    return this.array.subarray(0, this.length);
  }
};
var TWO_32 = 4294967296;
var Int64Values = class {
  words = new Int32Array(2 * INITIAL);
  bigints = new BigInt64Array(this.words.buffer);
  length = 0;
  push(value) {
    if (2 * this.length === this.words.length) {
      const grown = new Int32Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
      this.bigints = new BigInt64Array(grown.buffer);
    }
    const at = this.length++;
    if (typeof value === "bigint") {
      this.bigints[at] = value;
    } else {
      this.words[2 * at] = value | 0;
      this.words[2 * at + 1] = Math.floor(value / TWO_32);
    }
  }
  done() {
    return this.bigints.subarray(0, this.length);
  }
};
var Bitmap = class {
  bytes = new Uint8Array(INITIAL >> 3);
  length = 0;
  unset = 0;
  push(bit) {
    const i = this.length++;
    const byte = i >> 3;
    if (byte === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    if (bit) this.bytes[byte] |= 1 << (i & 7);
    else this.unset++;
  }
  done() {
    return this.bytes.subarray(0, this.length + 7 >> 3);
  }
};

// src/export/arrow-types.ts
import {
  bool,
  dateDay,
  field,
  float64,
  int64,
  list,
  struct,
  timestamp,
  TimeUnit,
  utf8
} from "@uwdata/flechette";
function arrowType(type, textAs = utf8) {
  switch (type.kind) {
    case "string":
    case "json":
      return textAs();
    case "integer":
      return int64();
    case "float":
      return float64();
    case "boolean":
      return bool();
    case "date":
      return dateDay();
    case "timestamp":
      return timestamp(TimeUnit.MILLISECOND, "UTC");
    case "list":
      return list(arrowType(type.of, textAs));
    case "struct":
      return struct(Object.entries(type.fields).map(([name, fieldType]) => field(name, arrowType(fieldType, textAs))));
  }
}

// src/export/arrow-encoders.ts
var DAY_MS = 864e5;
function makeBatch(type, validity, parts) {
  const BatchClass = batchType(type);
  return new BatchClass({
    length: validity.length,
    nullCount: validity.unset,
    type,
    // Arrow allows omitting the bitmap when nothing is null; flechette writes an empty buffer.
    validity: validity.unset > 0 ? validity.done() : new Uint8Array(0),
    ...parts
  });
}
var convert = (value, type) => toArrowValue(value, type, "");
var TextColumn = class {
  constructor(type) {
    this.type = type;
  }
  type;
  validity = new Bitmap();
  texts = [];
  add(value) {
    if (value === null || value === void 0) {
      this.validity.push(false);
      this.texts.push("");
      return;
    }
    this.validity.push(true);
    this.texts.push(typeof value === "string" && this.type.kind === "string" ? value : convert(value, this.type));
  }
  finish() {
    const texts = this.texts;
    const joined = texts.join("");
    const bytes = Buffer.from(joined, "utf8");
    const offsets = new Int32Array(texts.length + 1);
    const ascii = bytes.length === joined.length;
    let end = 0;
    for (let i = 0; i < texts.length; i++) {
      end += ascii ? texts[i].length : Buffer.byteLength(texts[i], "utf8");
      offsets[i + 1] = end;
    }
    return makeBatch(arrowType(this.type), this.validity, { offsets, values: bytes });
  }
};
var ScalarEncoder = class {
  constructor(type, values, toValue, empty) {
    this.type = type;
    this.values = values;
    this.toValue = toValue;
    this.empty = empty;
  }
  type;
  values;
  toValue;
  empty;
  validity = new Bitmap();
  add(value) {
    const valid = value !== null && value !== void 0;
    this.validity.push(valid);
    this.values.push(valid ? this.toValue(value) : this.empty);
  }
  finish() {
    return makeBatch(arrowType(this.type), this.validity, { values: this.values.done() });
  }
};
var ListEncoder = class {
  constructor(type) {
    this.type = type;
    this.elements = columnEncoder(type.of);
    this.offsets.push(0);
  }
  type;
  validity = new Bitmap();
  offsets = new Int32Values();
  elements;
  count = 0;
  add(value) {
    const valid = value !== null && value !== void 0;
    this.validity.push(valid);
    if (valid) {
      if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && !(value instanceof DataView))) convert(value, this.type);
      const list2 = value;
      for (let i = 0; i < list2.length; i++) this.elements.add(list2[i]);
      this.count += list2.length;
    }
    this.offsets.push(this.count);
  }
  finish() {
    return makeBatch(arrowType(this.type), this.validity, {
      offsets: this.offsets.done(),
      children: [this.elements.finish()]
    });
  }
};
var StructEncoder = class {
  constructor(type) {
    this.type = type;
    this.names = Object.keys(type.fields);
    this.fields = Object.values(type.fields).map(columnEncoder);
  }
  type;
  validity = new Bitmap();
  names;
  fields;
  add(value) {
    const valid = value !== null && value !== void 0;
    this.validity.push(valid);
    if (!valid) {
      for (const field2 of this.fields) field2.add(null);
      return;
    }
    if (!isPlainObject(value)) convert(value, this.type);
    const record = value;
    for (let i = 0; i < this.fields.length; i++) this.fields[i].add(record[this.names[i]]);
  }
  finish() {
    return makeBatch(arrowType(this.type), this.validity, { children: this.fields.map((field2) => field2.finish()) });
  }
};
function columnEncoder(type) {
  switch (type.kind) {
    case "string":
    case "json":
      return new TextColumn(type);
    case "integer":
      return new ScalarEncoder(type, new Int64Values(), (v) => typeof v === "number" && Number.isSafeInteger(v) ? v : convert(v, type), 0);
    case "float":
      return new ScalarEncoder(type, new Float64Values(), (v) => typeof v === "number" ? v : convert(v, type), 0);
    case "boolean":
      return new ScalarEncoder(type, new Bitmap(), (v) => v === true || convert(v, type) === true, false);
    case "date":
      return new ScalarEncoder(type, new Int32Values(), (v) => convert(v, type).getTime() / DAY_MS, 0);
    case "timestamp":
      return new ScalarEncoder(type, new Int64Values(), (v) => convert(v, type).getTime(), 0);
    case "list":
      return new ListEncoder(type);
    case "struct":
      return new StructEncoder(type);
  }
}

// src/export/arrow-batches.ts
var DEFAULT_BATCH_ROWS = 65536;
function arrowSlice(table, types, rows, start, end) {
  const columns = table.columnNames().map((name) => {
    const type = types[name];
    const source = table.column(name);
    const encoder = columnEncoder(type);
    for (let i = start; i < end; i++) {
      const value = source.at(rows[i]);
      try {
        encoder.add(value);
      } catch (error) {
        toArrowValue(value, type, `"${name}" row ${i}`);
        throw error;
      }
    }
    return [name, new Column([encoder.finish()], arrowType(type))];
  });
  const arrow = tableFromColumns(columns);
  arrow.schema.metadata = /* @__PURE__ */ new Map([[SCHEMA_METADATA_KEY, describeSchema(types)]]);
  return arrow;
}
function* slices(count, batchRows) {
  for (let start = 0; start < count; start += batchRows) yield [start, Math.min(count, start + batchRows)];
}
function checkBatchRows(batchRows) {
  const value = batchRows ?? DEFAULT_BATCH_ROWS;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`exportTable: opts.batchRows must be a positive integer, got ${String(batchRows)}`);
  }
  return value;
}

export {
  arrowSlice,
  slices,
  checkBatchRows
};
