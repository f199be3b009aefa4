# The mirror's hive export read from its root folder by each engine, with the guide's snippets
# (docs/export-and-engines.md, "The mirror as a dataset"), Ray on a local cluster started here on
# loopback. Each engine's rows are compared with DuckDB's: the count, every row's (serviceId, core,
# year), and a sample of values. Prints one JSON result per engine.
import datetime
import json
import sys
import traceback

import pandas as pd


def frame_of(result):
    """An engine's result as a pandas DataFrame."""
    module = type(result).__module__
    if isinstance(result, pd.DataFrame):
        return result
    if module.startswith("polars") or module.startswith("pyarrow"):
        return result.to_pandas()
    if module.startswith("dask"):
        return result.compute()
    if module.startswith("ray"):
        return result.to_pandas()
    if hasattr(result, "df"):  # a DuckDB relation
        return result.df()
    raise TypeError(f"cannot read a {module}.{type(result).__name__}")


def text(value):
    """A value as comparable text: null as None, dates by their day, lists by their items."""
    if value is None or value is pd.NA or value is pd.NaT or (isinstance(value, float) and value != value):
        return None
    if isinstance(value, (pd.Timestamp, datetime.datetime, datetime.date)):
        return value.isoformat()[:10]
    if hasattr(value, "tolist"):
        value = value.tolist()
    if isinstance(value, list):
        return json.dumps([text(v) for v in value])
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


SAMPLED = ["title", "briefTitle", "name", "publicationDate", "startDate", "citationCount", "meshTerms", "conditions", "authorsMetadata"]


def rows_of(frame):
    frame = frame.sort_values("serviceId").reset_index(drop=True)
    keys = [(text(s), text(c), text(y)) for s, c, y in zip(frame["serviceId"], frame["core"], frame["year"])]
    sample = {}
    for i in range(0, len(frame), 7):
        sample[text(frame["serviceId"][i])] = {c: text(frame[c][i]) for c in SAMPLED if c in frame.columns}
    return {"count": len(frame), "columns": len(frame.columns), "keys": keys, "sample": sample}


def main():
    job = json.load(open(sys.argv[1]))
    import ray

    ray.init(include_dashboard=False, num_cpus=2, log_to_driver=False)
    try:
        results = []
        answers = {}
        for snippet in job["snippets"]:
            namespace = {}
            exec(snippet["code"], namespace)
            try:
                answers[snippet["engine"]] = rows_of(frame_of(namespace[snippet["function"]](job["root"])))
            except Exception as error:
                answers[snippet["engine"]] = {"error": f"{type(error).__name__}: {str(error).splitlines()[0][:200]}", "trace": traceback.format_exc()[-800:]}
        truth = answers["duckdb"]
        for engine, answer in answers.items():
            problems = []
            if "error" in answer:
                problems.append(answer["error"])
            else:
                for part in ("count", "columns", "keys", "sample"):
                    if answer[part] != truth[part]:
                        detail = [k for k in answer[part] if k not in truth[part]][:3] if isinstance(answer[part], (list, dict)) else answer[part]
                        problems.append(f"{part} differs from DuckDB's: {json.dumps(detail)[:300]}")
            results.append({"engine": engine, "rows": answer.get("count"), "problems": problems, "nodes": [n["NodeManagerAddress"] for n in ray.nodes()]})
        json.dump(results, sys.stdout)
    finally:
        ray.shutdown()


if __name__ == "__main__":
    main()
