/** Deterministic sample rows and columns of every column type, for stories and tests. */
import type { DataTableColumn } from './types';

export interface SampleRow {
  id: number;
  name: string;
  value: number;
  unit: string;
  parameter: { id: number; name: string };
  date: number;
  tags: string[];
  location: string;
  lot: string;
  comment: string;
}

const PARAMETERS = [
  { id: 1, name: 'pH' },
  { id: 2, name: 'Nitrate' },
];
const PLACES = ['Well', 'Lake', 'Tap', 'River'];
const BASE_DATE = 1_700_000_000; // 11/14/2023

export const sampleRows: SampleRow[] = Array.from({ length: 57 }, (_, i) => {
  const parameter = PARAMETERS[i % 2];
  return {
    id: i + 1,
    name: `${PLACES[i % 4]} ${Math.floor(i / 4) + 1} – ${parameter.name}`,
    value: parameter.id === 1 ? 5 + ((i * 7) % 40) / 10 : (i * 37) % 500,
    unit: parameter.id === 1 ? 'pH' : 'mg/l',
    parameter,
    date: BASE_DATE - i * 3600 * 7,
    tags: i % 3 === 0 ? ['field', 'checked'] : ['lab'],
    location: `49°${i % 60}'N 8°${(i * 3) % 60}'E`,
    lot: `HC${String(100000 + i * 17).slice(0, 6)}`,
    comment: i % 5 === 0 ? 'Water slightly turbid.' : '',
  };
});

export const sampleColumns: DataTableColumn<SampleRow>[] = [
  { key: 'name', title: 'Name', type: 'string', fixed: true },
  { key: 'value', title: 'Value', type: 'number' },
  { key: 'unit', title: 'Unit', type: 'string' },
  {
    key: 'parameter.id',
    title: 'Citation',
    type: 'enum',
    enumOptions: [
      { label: 'All', value: 0 },
      { label: 'pH', value: 1 },
      { label: 'Nitrate', value: 2 },
      { label: 'Nitrite (not tested)', value: 3, disabled: true },
    ],
  },
  { key: 'date', title: 'Date', type: 'date' },
  {
    key: 'tags',
    title: 'Tags',
    type: 'enumLike',
    enumOptions: [
      { label: 'field', value: 'field' },
      { label: 'checked', value: 'checked' },
      { label: 'lab', value: 'lab' },
    ],
  },
  { key: 'location', title: 'Location', type: 'other', sortable: false },
  { key: 'lot', title: 'Strip lot', type: 'string' },
  { key: 'comment', title: 'Comment', type: 'string' },
  { key: 'id', title: 'ID', type: 'number' },
];
