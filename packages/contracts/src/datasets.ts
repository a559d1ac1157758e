/**
 * What the API shows of a user's own dataset — never its rows (`GET /api/datasets`,
 * `GET /api/datasets/:id`, the upload's answer). `Column` is the engine's column description.
 */
export interface DatasetSummary<Column> {
  id: string;
  name: string;
  fileName: string;
  format: 'csv' | 'json';
  columns: Column[];
  entityColumn: string | null;
  timeColumn: string | null;
  rowCount: number;
  byteSize: number;
  storedBytes: number;
  sha256: string;
  merkleRoot: string;
  coverage: string;
  createdAt: string;
}
