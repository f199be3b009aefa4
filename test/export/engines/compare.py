# The engine side of the engine matrix (engines.e2e.test.ts): reads each exported file with each
# engine's documented snippet (taken from docs/export-and-engines.md by the test) and compares it
# value for value with the table's rows as corebook holds them (table.objects(), written as plain
# JSON by the test). The comparison is strict and directed by the column types: an integer must
# come back an int (not 2.0), a day date a date (not a timestamp at midnight), text the same text
# ("NA" and "" are not null), a list a list, a struct every field. pandas marks a missing value as
# NA, NaN or NaT; that is null here. Prints one JSON result per (engine, format, table).
import datetime
import json
import math
import sys
import traceback

import numpy as np
import pandas as pd


def plain(value):
    """An engine's value as plain Python: numpy scalars and arrays, pandas NA/NaT/NaN as None."""
    if value is None or value is pd.NA or value is pd.NaT:
        return None
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, np.generic):
        return plain(value.item())
    if isinstance(value, np.ndarray):
        return [plain(v) for v in value.tolist()]
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, pd.Timestamp):
        return value.to_pydatetime()
    return value


def differs(value, expected, kind):
    """None when the engine's value is the expected one for the column type, else why not."""
    value = plain(value)
    if expected is None:
        return None if value is None else f"expected null, got {value!r:.80}"
    if value is None:
        return f"expected {expected!r:.80}, got null"
    k = kind["kind"]
    if k == "string":
        return None if isinstance(value, str) and value == expected else f"expected text {expected!r:.60}, got {value!r:.60}"
    if k == "integer":
        ok = isinstance(value, int) and not isinstance(value, bool) and value == expected
        return None if ok else f"expected int {expected}, got {value!r}"
    if k == "float":
        ok = isinstance(value, float) and value == expected
        return None if ok else f"expected float {expected}, got {value!r}"
    if k == "boolean":
        return None if isinstance(value, bool) and value == expected else f"expected {expected}, got {value!r}"
    if k == "date":
        ok = isinstance(value, datetime.date) and not isinstance(value, datetime.datetime) and value.isoformat() == expected
        return None if ok else f"expected date {expected}, got {value!r}"
    if k == "timestamp":
        if not isinstance(value, datetime.datetime) or value.tzinfo is None:
            return f"expected UTC timestamp {expected}, got {value!r}"
        text = value.astimezone(datetime.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        return None if text == expected else f"expected {expected}, got {text}"
    if k == "json":
        # JSON columns are JSON text in Parquet, Arrow and CSV, a JSON value in JSON Lines.
        if isinstance(value, str):
            try:
                value = json.loads(value)
            except ValueError:
                return f"expected JSON text, got {value!r:.60}"
        return None if value == expected else f"expected {expected!r:.60}, got {value!r:.60}"
    if k == "list":
        if not isinstance(value, list) or len(value) != len(expected):
            return f"expected a list of {len(expected)}, got {value!r:.80}"
        for i, (v, e) in enumerate(zip(value, expected)):
            why = differs(v, e, kind["of"])
            if why:
                return f"[{i}]: {why}"
        return None
    if k == "struct":
        if not isinstance(value, dict):
            return f"expected a struct, got {value!r:.80}"
        for name, field in kind["fields"].items():
            if name not in value:
                return f".{name}: missing"
            why = differs(value[name], expected.get(name), field)
            if why:
                return f".{name}: {why}"
        return None
    return f"unknown kind {k}"


def columns_of(frame):
    """An engine's result as (column names, {name: list of values})."""
    if isinstance(frame, pd.DataFrame):
        return list(frame.columns), {c: frame[c].tolist() for c in frame.columns}
    module = type(frame).__module__
    if module.startswith("pyarrow"):
        return frame.column_names, {c: frame.column(c).to_pylist() for c in frame.column_names}
    if module.startswith("polars"):
        return frame.columns, {c: frame.get_column(c).to_list() for c in frame.columns}
    if module.startswith("duckdb") or module.startswith("_duckdb"):
        names = [d[0] for d in frame.description]
        rows = frame.fetchall()
        return names, {c: [row[i] for row in rows] for i, c in enumerate(names)}
    raise TypeError(f"cannot read a {module}.{type(frame).__name__}")


def compare(frame, case):
    names, values = columns_of(frame)
    expected_names = [c["name"] for c in case["columns"]]
    if names != expected_names:
        return [f"columns {names} instead of {expected_names}"]
    problems = []
    n = len(case["rows"])
    for column in case["columns"]:
        got = values[column["name"]]
        if len(got) != n:
            return [f"{len(got)} rows instead of {n}"]
        for i, row in enumerate(case["rows"]):
            why = differs(got[i], row[column["name"]], column["type"])
            if why:
                problems.append(f"{column['name']} row {i}: {why}")
                break
    return problems


def encodings(paths):
    """Every Parquet column chunk's encodings (pyarrow's view of the footer), per file."""
    import pyarrow.parquet as pq

    used = {}
    for path in paths:
        metadata = pq.ParquetFile(path).metadata
        found = set()
        for g in range(metadata.num_row_groups):
            for c in range(metadata.num_columns):
                found.update(metadata.row_group(g).column(c).encodings)
        used[path] = sorted(found)
    return used


def main():
    if sys.argv[1] == "--encodings":
        json.dump(encodings(sys.argv[2:]), sys.stdout)
        return
    job = json.load(open(sys.argv[1]))
    results = []
    for snippet in job["snippets"]:
        namespace = {}
        exec(snippet["code"], namespace)
        read = namespace[snippet["function"]]
        for case in job["cases"]:
            if case["format"] != snippet["format"]:
                continue
            result = {"engine": snippet["engine"], "format": case["format"], "table": case["table"]}
            try:
                result["problems"] = compare(read(case["path"]), case)
            except Exception as error:  # an engine that cannot read the file at all
                result["problems"] = [f"fails: {type(error).__name__}: {str(error).splitlines()[0][:160]}"]
                result["trace"] = traceback.format_exc()[-600:]
            results.append(result)
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
