/**
 * No export runs a formula. Each payload a spreadsheet would run (OWASP's CSV injection shapes:
 * a text starting with '=', '+', '-', '@', a tab or a carriage return) is written into every
 * text field behind a text column, then every export is downloaded in every format it has (the
 * results, one result, the analyses, an analysis's results, a shared link's results, the admin
 * result list, the admin analyses, the users, the newsletter list; CSV, XLSX and the ZIP's
 * files) and read back: the payload's cells read as text with a leading apostrophe, no text cell
 * starts a formula, and a negative measurement value is still a number.
 */
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import type { AnalysisRecord, ResultRecord, UserRecord } from '@mocks/db/types';
import { API, loginAs } from '@tests/utils/apiClient';

const PAYLOADS = ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERAL = /^-?[0-9]+(\.[0-9]+)?$/;
const VALUE = -2.5;

type Row = unknown[];
type Table = Row[];

/** RFC 4180: comma separated, CRLF line ends, quoted fields may hold quotes, commas, breaks. */
function parseCsv(text: string): Table {
  const rows: Table = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

async function parseXlsx(bytes: Uint8Array): Promise<Table> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const rows: Table = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

async function download(path: string): Promise<Uint8Array> {
  const res = await fetch(`${API}${path}`, { credentials: 'include' });
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** Every table in the export at `base` (`/results` -> /results.csv, .xlsx and .zip). */
async function tablesOf(base: string, query: string, formats = ['csv', 'xlsx', 'zip']) {
  const tables: [string, Table][] = [];
  for (const format of formats) {
    const path = `${base}${format ? `.${format}` : ''}${query}`;
    const bytes = await download(path);
    if (format === 'xlsx') tables.push([path, await parseXlsx(bytes)]);
    else if (format === 'zip') {
      const files = unzipSync(bytes);
      for (const [name, file] of Object.entries(files)) {
        if (name.endsWith('.csv')) tables.push([`${path} ${name}`, parseCsv(strFromU8(file))]);
        if (name.endsWith('.xlsx')) tables.push([`${path} ${name}`, await parseXlsx(file)]);
      }
    } else tables.push([path, parseCsv(new TextDecoder().decode(bytes))]);
  }
  return tables;
}

/**
 * Checks each table: the named text columns hold the payload made safe (or start with it, for
 * a column listing names), no text cell starts a formula, and the number columns hold numbers
 * (in XLSX) or plain numerals (in CSV).
 */
function expectSafe(
  tables: [string, Table][],
  payload: string,
  columns: { exact?: string[]; names?: string[]; startsWith?: string[]; numbers?: string[] },
) {
  expect(tables.length).toBeGreaterThan(0);
  const safe = `'${payload}`;
  // a name is shown trimmed (the display-name rule): a tab- or CR-led one starts with '=' then
  const safeName = `'${payload.trim()}`;
  for (const [name, [header, ...rows]] of tables) {
    expect(rows.length, name).toBeGreaterThan(0);
    const csv = !name.includes('.xlsx');
    // XML reads a carriage return in a cell's text as a line feed
    const read = (text: string) => (csv ? text : text.replace(/\r/g, '\n'));
    const at = (title: string) => {
      const i = header.indexOf(title);
      expect(i, `${name}: column ${title}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    for (const row of rows) {
      for (const title of columns.exact ?? [])
        expect(row[at(title)], `${name} ${title}`).toBe(read(safe));
      for (const title of columns.names ?? [])
        expect(row[at(title)], `${name} ${title}`).toBe(read(safeName));
      for (const title of columns.startsWith ?? [])
        expect(String(row[at(title)]).startsWith(read(safe)), `${name} ${title}`).toBe(true);
      for (const title of columns.numbers ?? []) {
        const cell = row[at(title)];
        if (csv) expect(cell, `${name} ${title}`).toBe(String(VALUE));
        else expect(cell, `${name} ${title}`).toBe(VALUE);
      }
      // a CSV cell is text; a plain numeral in it is a number to a spreadsheet
      for (const cell of row)
        if (typeof cell === 'string' && !(csv && NUMERAL.test(cell)))
          expect(FORMULA_START.test(cell), `${name}: ${cell}`).toBe(false);
    }
  }
}

const RESULT_TEXT: (keyof ResultRecord)[] = [
  'measurementName',
  'measurementUnit',
  'testStripCatalogNumber',
  'testStripLotNumber',
  'cardCatalogNumber',
  'cardLotNumber',
  'phoneName',
  'phoneOperatingSystem',
  'phoneCamera',
  'comment',
  'visibleMeasurementId',
];
const USER_TEXT: (keyof UserRecord)[] = [
  'displayName',
  'firstName',
  'lastName',
  'company',
  'companyAdress',
  'companyCity',
  'companyPostalCode',
  'companyCountry',
  'segmentDepartment',
  'segmentWorkgroup',
];
const RESULT_COLUMNS = {
  exact: [
    'Name',
    'Unit',
    'Citation',
    'Parameter',
    'Strip Cat. No.',
    'Strip Lot No.',
    'Card Cat. No.',
    'Card Lot No.',
    'Range',
    'Phone',
    'OS',
    'Camera',
    'Comment',
    'ID',
  ],
  numbers: ['Value'],
};

/**
 * user@'s dynamic share of an analysis, the analysis and one of its results, with the payload
 * in every text field behind an export's text column (the result's, its parameter's, the
 * analysis's name and the owner's), the value negative and plain.
 */
function plant(payload: string) {
  const d = db();
  const share = d.shares.find(
    (s) => s.userId === 1 && s.type === 'dynamic' && s.resourceType === 'analysis' && !s.revoked,
  )!;
  const analysis = d.analyses.find((a) => a.id === share.resourceId) as AnalysisRecord;
  const result = d.results.find(
    (r) => analysis.resultIds.includes(r.id) && r.userId === 1 && r.deletedAt === null,
  ) as ResultRecord;
  analysis.resultIds = [result.id];
  analysis.name = payload;
  const text = result as unknown as Record<string, unknown>;
  for (const field of RESULT_TEXT) text[field] = payload;
  Object.assign(result, { measurementValue: VALUE, invalidSampleMessageCode: null });
  const parameter = d.parameters.find((p) => p.id === result.parameterId)!;
  Object.assign(parameter, { name: payload, citationFormula: payload, parameterRange: payload });
  const owner = d.users.find((u) => u.id === 1) as unknown as Record<string, unknown>;
  for (const field of USER_TEXT) owner[field] = payload;
  owner.newsletterActive = true;
  return { share, analysis, result };
}

describe('every export writes a formula as text', () => {
  it.each(PAYLOADS.map((p) => [JSON.stringify(p), p]))('%s', async (_name, payload) => {
    const { share, analysis, result } = plant(payload);
    await loginAs('user@example.com');
    const own = { ...RESULT_COLUMNS, names: ['Creator'] };
    expectSafe(await tablesOf('/results', `?tzo=0&ids=${result.id}`), payload, own);
    expectSafe(await tablesOf(`/results/${result.id}/export`, '?tzo=0'), payload, own);
    expectSafe(await tablesOf(`/analyses/${analysis.id}/results`, '?tzo=0'), payload, own);
    const analyses = { exact: ['Analysis Name'], startsWith: ['Parameters'] };
    expectSafe(await tablesOf('/analyses', `?tzo=0&ids=${analysis.id}`), payload, analyses);
    expectSafe(await tablesOf(`/share/${share.id}/results`, '?tzo=0'), payload, own);

    await loginAs('admin@example.com');
    db().users.find((u) => u.id === 1)!.email = payload;
    // the admin's result lists name the creator by a pseudonym
    expectSafe(await tablesOf('/results', `?tzo=0&ids=${result.id}`), payload, RESULT_COLUMNS);
    expectSafe(await tablesOf('/analyses', `?tzo=0&ids=${analysis.id}`), payload, {
      ...analyses,
      names: ['User'],
    });
    expectSafe(await tablesOf('/users', '?tzo=0&ids=1'), payload, {
      names: ['Name'],
      exact: [
        'E-mail',
        'Company',
        'Address',
        'City',
        'Zip Code',
        'Country',
        'Department',
        'Work Group',
      ],
    });
    const newsletter = (await tablesOf('/admin/newsletter-export', '', [''])).map(
      ([name, [header, ...rows]]): [string, Table] => [
        name,
        [header, ...rows.filter((r) => r.includes(`'${payload}`))],
      ],
    );
    expectSafe(newsletter, payload, {
      exact: ['E-mail', 'First Name', 'Last Name', 'Company', 'Country'],
    });
  });
});
