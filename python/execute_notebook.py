"""Execute a Jupyter notebook with nbclient and always keep what ran.

Used by corebook's executeNotebook (src/jupyter/execute-notebook.ts) instead of
`jupyter nbconvert --execute`, which writes nothing when a cell fails and, with kernels such as
tslab that report errors only on stderr, says nothing useful about the failure either.

usage: python3 execute_notebook.py INPUT OUTPUT --cwd DIR --timeout SEC [--kernel NAME] [--startup-timeout SEC]
                                   [--late-output-grace SEC] [--allow-errors]

The executed notebook is written to OUTPUT after every cell, so a failure, a timeout or even a
killed run leaves the cells that ran with their outputs. The last line on stdout is one JSON
object with "corebookExecute" set to "ok" or "failed" (see report_failure); exit status 0 when
every cell ran, 1 when a cell failed, 2 when the notebook or the kernel could not be used.
With --allow-errors a cell that fails does not stop the run: every cell runs, and the "ok" report
lists the failing cells under "cellErrors" (a timeout or a dead kernel still stops it).
With --kernel, the executed notebook's kernelspec names that kernel, so opening it starts the
kernel it ran on (nbclient itself keeps the input's kernelspec).
"""

import argparse
import inspect
import json
import os
import re
import sys
import tempfile
from queue import Empty
from time import monotonic, sleep

import nbformat
from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionComplete, CellTimeoutError, DeadKernelError

UMASK = os.umask(0)
os.umask(UMASK)
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
# A kernel that was found but did not start (it never answered within the startup timeout, or died
# before answering) is started once more: no cell has run, so nothing is lost or run twice. Seen in
# CI: one of two tslab kernels started side by side never answered, on a quiet machine.
KERNEL_START_ATTEMPTS = 2
TSLAB_ABORT_WINDOW_SEC = 0.3


def strip_ansi(text):
    return ANSI.sub("", text)


def output_text(value):
    return "".join(value) if isinstance(value, list) else (value or "")


def error_text_of(cell):
    """What the cell reported as its error: error outputs (ipykernel and most kernels) and stderr
    streams (tslab prints thrown errors and type errors there and sends no ename/evalue)."""
    parts = []
    for out in cell.get("outputs", []):
        kind = out.get("output_type")
        if kind == "error":
            head = "%s: %s" % (out.get("ename", "Error"), out.get("evalue", ""))
            traceback = strip_ansi("\n".join(out.get("traceback") or []))
            parts.append(traceback if head in traceback else (head + "\n" + traceback).strip())
        elif kind == "stream" and out.get("name") == "stderr":
            parts.append(output_text(out.get("text")))
    return strip_ansi("\n".join(p.strip("\n") for p in parts if p.strip())).strip()


def write_atomically(nb, path):
    """A half-written notebook would be worse than none: write next to it, then rename."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".executing-", suffix=".ipynb", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            nbformat.write(nb, f)
        os.chmod(tmp, 0o666 & ~UMASK)  # mkstemp makes it private; the result is an ordinary file
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


class CellShowedError(Exception):
    """A cell whose kernel replied ok although it shows an error output."""


class LateOutputClient(NotebookClient):
    """nbclient reads a cell's outputs until the kernel's `idle` status and drops every message of
    another cell. Deno's kernel sometimes publishes `idle` before the cell's execute_result, and
    it completes a display made without `await` (a chart's SVG) by an update that can arrive while
    no cell or another cell runs. This client keeps reading a cell's messages for a grace period
    after `idle`, and applies an update to a display of an earlier cell whenever it arrives."""

    def __init__(self, *args, late_output_grace=0.0, **kwargs):
        super().__init__(*args, **kwargs)
        self.late_output_grace = late_output_grace

    async def _get_iopub(self, timeout):
        msg = self.kc.iopub_channel.get_msg(timeout=timeout)
        return await msg if inspect.isawaitable(msg) else msg  # the async client's channels

    def _process(self, msg, parent_msg_id, cell, cell_index):
        """The cell's own messages as nbclient processes them (CellExecutionComplete at idle);
        another cell's display updates applied by their display id."""
        if msg["parent_header"].get("msg_id") == parent_msg_id:
            self.process_message(msg, cell, cell_index)
            return
        display_id = msg["content"].get("transient", {}).get("display_id")
        if msg["msg_type"] == "update_display_data" and display_id:
            self._update_display_id(display_id, msg)

    async def _async_poll_output_msg(self, parent_msg_id, cell, cell_index):
        while True:
            try:
                self._process(await self._get_iopub(None), parent_msg_id, cell, cell_index)
            except CellExecutionComplete:
                break
        deadline = monotonic() + self.late_output_grace
        while (remaining := deadline - monotonic()) > 0:
            try:
                msg = await self._get_iopub(remaining)
            except Empty:
                return
            if msg["msg_type"] != "status":
                self._process(msg, parent_msg_id, cell, cell_index)


def emit(result):
    sys.stdout.flush()
    sys.stdout.write("\n" + json.dumps(result) + "\n")
    sys.stdout.flush()


def code_cell_number(nb, index):
    """The cell's number among the code cells that run (what a report shows as In [n])."""
    return sum(1 for c in nb.cells[: index + 1] if c.cell_type == "code" and c.source.strip())


def failure_of(nb, index, reply_status):
    """A failing cell as the report names it: its position, its number among code cells, its code and error."""
    cell = nb.cells[index]
    text = error_text_of(cell)
    if not text and reply_status in ("abort", "aborted"):
        text = "the kernel aborted this cell: it did not run"
    return {
        "cellIndex": index,
        "cellNumber": code_cell_number(nb, index),
        "cellSource": cell.source,
        "errorText": text,
    }


def name_kernel(nb, kernel_name):
    """Writes the kernel that will run the notebook into its metadata; a kernel that cannot be
    found is left for nbclient to report as it starts."""
    try:
        spec = KernelSpecManager().get_kernel_spec(kernel_name)
    except Exception:
        return
    nb.metadata["kernelspec"] = {"display_name": spec.display_name, "language": spec.language, "name": kernel_name}


def main():
    parser = argparse.ArgumentParser(description="Execute a notebook, keeping partial results.")
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--kernel", default="", help="kernel name; default: the notebook's kernelspec")
    parser.add_argument("--cwd", required=True)
    parser.add_argument("--timeout", type=int, required=True, help="per-cell timeout in seconds")
    parser.add_argument("--startup-timeout", type=int, default=120)
    parser.add_argument("--late-output-grace", type=float, default=0.0, help="seconds to keep reading a cell's outputs after idle")
    parser.add_argument("--allow-errors", action="store_true", help="run every cell; list the failing ones in the report")
    args = parser.parse_args()

    try:
        nb = nbformat.read(args.input, as_version=4)
    except Exception as e:  # JSON errors, schema errors, missing file: all mean "not a notebook we can run"
        emit({"corebookExecute": "failed", "stage": "read", "errorText": "%s: %s" % (type(e).__name__, e)})
        return 2

    if args.kernel:
        name_kernel(nb, args.kernel)
    running = {"index": None}
    cell_errors = []

    def on_cell_start(cell, cell_index):
        running["index"] = cell_index

    def on_cell_executed(cell, cell_index, execute_reply):
        write_atomically(nb, args.output)
        # A kernel can show an error in a cell and still reply "ok" (Deno's kernel, for a promise the
        # cell did not await that rejected): an error shown is a failure all the same.
        status = (execute_reply or {}).get("content", {}).get("status")
        replied_ok = status == "ok"
        shows_error = any(out.get("output_type") == "error" for out in cell.get("outputs", []))
        if args.allow_errors:
            if not replied_ok or shows_error:
                cell_errors.append(failure_of(nb, cell_index, status))
                # tslab aborts every request that arrives within 200 ms of a failed cell (its answer
                # to stop_on_error, which it does not read): let that window pass before the next cell.
                sleep(TSLAB_ABORT_WINDOW_SEC)
            return
        if replied_ok and shows_error:
            raise CellShowedError()

    for attempt in range(1, KERNEL_START_ATTEMPTS + 1):
        client = LateOutputClient(
            nb,
            late_output_grace=args.late_output_grace,
            kernel_name=args.kernel,
            timeout=args.timeout,
            startup_timeout=args.startup_timeout,
            resources={"metadata": {"path": args.cwd}},
            record_timing=True,
            allow_errors=args.allow_errors,
            on_cell_start=on_cell_start,
            on_cell_executed=on_cell_executed,
        )
        try:
            client.execute()
        except Exception as e:
            write_atomically(nb, args.output)
            if running["index"] is not None:
                return report_failure(nb, running["index"], e, args.timeout, cell_errors)
            # The kernel never ran a cell: a missing kernel, or a start that failed.
            reason = strip_ansi("%s: %s" % (type(e).__name__, e))
            if attempt < KERNEL_START_ATTEMPTS and not isinstance(e, NoSuchKernel):
                sys.stderr.write("execute_notebook: the kernel did not start (%s); starting it once more\n" % reason)
                continue
            emit({"corebookExecute": "failed", "stage": "kernel", "errorText": reason})
            return 2
        write_atomically(nb, args.output)
        emit({"corebookExecute": "ok", "cellErrors": cell_errors} if args.allow_errors else {"corebookExecute": "ok"})
        return 0


def report_failure(nb, index, error, timeout, earlier_errors):
    cell = nb.cells[index]
    text = error_text_of(cell)
    if isinstance(error, CellTimeoutError):
        # Named first so that one-line summaries say "timed out", not the kernel's reaction to the interrupt.
        text = ("CellTimeoutError: the cell ran longer than the %s s timeout\n%s" % (timeout, text)).strip()
    elif isinstance(error, DeadKernelError):
        text = ("DeadKernelError: the kernel died while running this cell\n%s" % text).strip()
    elif not text:
        # Neither error nor stderr outputs: fall back on what nbclient says (ename/evalue when given).
        detail = getattr(error, "evalue", "") or ""
        ename = getattr(error, "ename", "") or type(error).__name__
        text = strip_ansi("%s: %s" % (ename, detail) if detail else "%s (the kernel reported no error text)" % ename)
    emit({
        "corebookExecute": "failed",
        "stage": "cell",
        "cellIndex": index,
        "cellNumber": code_cell_number(nb, index),
        "cellSource": cell.source,
        "errorText": text,
        # --allow-errors: the cells that failed before the one that stopped the run.
        "cellErrors": earlier_errors,
    })
    return 1


if __name__ == "__main__":
    sys.exit(main())
