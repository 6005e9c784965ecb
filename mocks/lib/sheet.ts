/** One table of an export file, as the csv, xlsx and zip writers take it (exporters.ts). */
export type Cell = string | number | null;

export interface Sheet {
  name: string;
  headers: string[];
  rows: Cell[][];
}
