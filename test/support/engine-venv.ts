// The Python engines the export tests read corebook's files with (test/export/engines*.e2e.test.ts,
// `npm run test:engines`), in the project's `.venv-engines/`, installed like the JupyterLab venv
// (src/jupyter/python-venv.ts) with the machine's pip configuration. About 900 MB, Ray most of it.
// Test-machine code, not shipped: scripts/ensure-test-tools.mjs loads it through esbuild.
import type { VenvRecipe } from "../../src/jupyter/python-venv.js";

export const ENGINE_VENV: VenvRecipe = {
  folder: ".venv-engines",
  purpose: "the Python engines of the export tests (pandas, pyarrow, Polars, DuckDB, fastparquet, Dask, Ray)",
  // pandas 3 for read_parquet's to_pandas_kwargs; Ray Data and Dask's dataframe come with their extras.
  // pytz: DuckDB's Python package needs it to return TIMESTAMP WITH TIME ZONE values.
  requirements: ["pandas>=3", "pyarrow>=15", "polars>=1", "duckdb>=1.1", "pytz", "fastparquet", "dask[dataframe]", "ray[data]"],
  probe: [
    "import pandas, pyarrow, polars, duckdb, pytz, fastparquet, dask, dask.dataframe, ray, ray.data",
    "print(' '.join(f'{m.__name__} {m.__version__}' for m in (pandas, pyarrow, polars, duckdb, fastparquet, dask, ray)))",
  ].join("\n"),
};
