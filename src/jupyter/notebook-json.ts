// The parts of an .ipynb file (nbformat 4) that corebook reads back after executing a notebook.

export interface NotebookOutput {
  output_type: string;
  data?: Record<string, unknown>;
  text?: string | string[];
  ename?: string;
  evalue?: string;
  traceback?: string[];
  name?: string;
}
interface NotebookCell {
  cell_type: string;
  source: string | string[];
  outputs?: NotebookOutput[];
  execution_count?: number | null;
  metadata?: Record<string, unknown>;
}
export interface Notebook {
  cells: NotebookCell[];
  metadata: Record<string, unknown>;
}
