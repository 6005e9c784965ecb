import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { formatDateTime } from '@mocks/lib/exporters';
import { API, call, loginAs } from '@tests/utils/apiClient';

/** The header row of a result export: the result table's columns. */
const RESULT_HEADERS = [
  'Name',
  'Value',
  'Unit',
  'Citation',
  'Parameter',
  'Date',
  'Location',
  'Strip Cat. No.',
  'Strip Lot No.',
  'Card Cat. No.',
  'Card Lot No.',
  'Range',
  'Phone',
  'OS',
  'Camera',
  'Creator',
  'Comment',
  'ID',
];

const USER = 'user@example.com';
const ADMIN = 'admin@example.com';
const TODAY = '2026-11-20';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const liveResultsOf = (userId: number) =>
  db().results.filter((r) => r.userId === userId && r.deletedAt === null);

async function download(path: string) {
  const res = await fetch(`${API}${path}`, { credentials: 'include' });
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

async function sheetRows(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const csvLines = (bytes: Uint8Array) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n').filter(Boolean);

describe('exportResults', () => {
  it('exports the filtered, ordered results as xlsx with the table’s columns and the client’s time zone', async () => {
    await loginAs(USER);
    const filter = enc([{ field: 'parameter.id', operator: 'eq', value: 1 }]);
    const res = await download(`/results.xlsx?tzo=-60&filter=${filter}&page=2&itemsPerPage=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="results_${TODAY}.xlsx"`,
    );
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual(RESULT_HEADERS);
    const expected = liveResultsOf(1)
      .filter((r) => r.parameterId === 1)
      .sort((a, b) => b.sampleCreationDate - a.sampleCreationDate);
    expect(rows).toHaveLength(expected.length + 1); // paging ignored: every matching row
    const first = rows[1];
    expect(first[0]).toBe(expected[0].measurementName);
    expect(first[4]).toBe('pH');
    expect(first[5]).toBe(formatDateTime(expected[0].sampleCreationDate, -60));
    expect(first[15]).toBe('Anna Becker');
    expect(first[17]).toBe(expected[0].visibleMeasurementId);
  });

  it('narrows to the selected ids (others’ ids ignored)', async () => {
    await loginAs(USER);
    const [a, b] = liveResultsOf(1);
    const foreign = liveResultsOf(3)[0];
    const res = await download(`/results.csv?tzo=0&ids=${a.id},${b.id},${foreign.id}`);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(res.bytes);
    expect(lines[0]).toBe(`\uFEFF${RESULT_HEADERS.join(',')}`);
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .every((l) => l.endsWith(a.visibleMeasurementId) || l.endsWith(b.visibleMeasurementId)),
    ).toBe(true);
  });

  it('zips the xlsx, the csv and the images', async () => {
    await loginAs(USER);
    const [a, b] = liveResultsOf(1);
    const res = await download(`/results.zip?tzo=0&ids=${a.id},${b.id}`);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual([
      `images/${a.id}.png`,
      `images/${b.id}.png`,
      `results_${TODAY}.csv`,
      `results_${TODAY}.xlsx`,
    ]);
    expect((await sheetRows(files[`results_${TODAY}.xlsx`])).length).toBe(3);
    expect(strFromU8(files[`results_${TODAY}.csv`])).toContain(a.visibleMeasurementId);
  });

  it('writes the anonymous user label for admins', async () => {
    await loginAs(ADMIN);
    const r = liveResultsOf(1)[0];
    const rows = await sheetRows((await download(`/results.xlsx?tzo=0&ids=${r.id}`)).bytes);
    expect(rows[1][15]).toBe('User 0001');
  });

  it('answers 400 without a numeric tzo or with an unknown format, 401 anonymous', async () => {
    expect((await call('GET', '/results.xlsx?tzo=0')).status).toBe(401);
    await loginAs(USER);
    const missing = await call('GET', '/results.xlsx');
    expect(missing.status).toBe(400);
    expect(missing.body.violations[0].propertyPath).toBe('tzo');
    expect((await call('GET', '/results.xlsx?tzo=abc')).status).toBe(400);
    expect((await call('GET', '/results.pdf?tzo=0')).status).toBe(400);
    expect(
      (
        await call(
          'GET',
          `/results.csv?tzo=0&filter=${enc([{ field: 'x', operator: 'eq', value: 1 }])}`,
        )
      ).status,
    ).toBe(400);
  });
});

describe('exportResult', () => {
  it('exports one result with reading-code prefix and location; the zip holds its image', async () => {
    await loginAs(USER);
    const r = liveResultsOf(1)[0];
    r.invalidSampleMessageCode = '501 - Value below range';
    r.locationLat = 48.1383;
    r.locationLng = 11.575;
    const rows = await sheetRows((await download(`/results/${r.id}/export.xlsx?tzo=0`)).bytes);
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe(`<${r.measurementValue}`);
    expect(rows[1][6]).toBe("48°8.3'N 11°34.5'E");
    const zip = await download(`/results/${r.id}/export.zip?tzo=0`);
    expect(zip.headers.get('content-disposition')).toBe(
      `attachment; filename="result_${r.id}_${TODAY}.zip"`,
    );
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toContain(`result_${r.id}.png`);
    expect([...files[`result_${r.id}.png`].slice(1, 4)]).toEqual([80, 78, 71]);
  });

  it('answers 404 for another user’s result', async () => {
    await loginAs(USER);
    expect((await call('GET', `/results/${liveResultsOf(3)[0].id}/export.csv?tzo=0`)).status).toBe(
      404,
    );
  });
});

describe('exportAnalyses', () => {
  it('exports the own analyses (selected ids narrow them)', async () => {
    await loginAs(USER);
    const own = db().analyses.filter((a) => a.userId === 1 && !a.discarded);
    const rows = await sheetRows((await download('/analyses.xlsx?tzo=0')).bytes);
    expect(rows[0]).toEqual([
      'Analysis Name',
      'Date',
      'Parameters',
      'Results',
      'Results incl. discarded',
      'ID',
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => r[5])
        .sort(),
    ).toEqual(own.map((a) => a.id).sort());
    const csv = csvLines((await download(`/analyses.csv?tzo=0&ids=${own[0].id}`)).bytes);
    expect(csv).toHaveLength(2);
    expect(csv[1].startsWith(own[0].name)).toBe(true);
  });
});

describe('exportAnalysisResults', () => {
  it('exports the analysis’s results, narrowed by filter; 404 for another user’s', async () => {
    await loginAs(USER);
    const a = db().analyses.find((x) => x.userId === 1 && !x.discarded)!;
    const live = liveResultsOf(1).filter((r) => a.resultIds.includes(r.id));
    const res = await download(`/analyses/${a.id}/results.csv?tzo=0&pagination=false`);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="analysis_${a.id}_results_${TODAY}.csv"`,
    );
    expect(csvLines(res.bytes)).toHaveLength(live.length + 1);
    const filter = enc([{ field: 'discardedResult', operator: 'eq', value: true }]);
    const discarded = csvLines(
      (await download(`/analyses/${a.id}/results.csv?tzo=0&filter=${filter}`)).bytes,
    );
    expect(discarded).toHaveLength(live.filter((r) => r.discardedResult).length + 1);
    const other = db().analyses.find((x) => x.userId === 3)!;
    expect((await call('GET', `/analyses/${other.id}/results.csv?tzo=0`)).status).toBe(404);
  });
});

describe('exportUsers', () => {
  it('exports the users for admins; others get 403', async () => {
    await loginAs(USER);
    expect((await call('GET', '/users.xlsx?tzo=0')).status).toBe(403);
    await loginAs(ADMIN);
    const rows = await sheetRows((await download('/users.xlsx?tzo=0')).bytes);
    expect(rows[0].slice(0, 3)).toEqual(['Name', 'E-mail', 'Results']);
    expect(rows).toHaveLength(db().users.filter((u) => u.deletedAt === null).length + 1);
    const anna = rows.find((r) => r[1] === 'user@example.com')!;
    expect(anna[2]).toBe(liveResultsOf(1).filter((r) => !r.discardedResult).length);
    const searched = await sheetRows(
      (await download('/users.xlsx?tzo=0&search=restricted@')).bytes,
    );
    expect(searched.map((r) => r[1])).toEqual(['E-mail', 'restricted@example.com']);
  });
});

describe('exportNewsletter', () => {
  it('exports the newsletter subscribers as CSV for admins; others get 403', async () => {
    await loginAs(USER);
    expect((await call('GET', '/admin/newsletter-export')).status).toBe(403);
    await loginAs(ADMIN);
    const res = await download('/admin/newsletter-export');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="newsletter_${TODAY}.csv"`,
    );
    const lines = csvLines(res.bytes);
    expect(lines[0]).toBe('\uFEFFE-mail,First Name,Last Name,Company,Country,Registration Date');
    const subscribers = db().users.filter((u) => u.newsletterActive && u.deletedAt === null);
    expect(lines).toHaveLength(subscribers.length + 1);
    expect(
      lines.some((l) => l.startsWith('user@example.com,Anna,Becker,Aqualytic Labs GmbH,de,')),
    ).toBe(true);
  });
});

describe('exportSharedResults', () => {
  it('exports the results behind a valid share without a session; 404 when revoked or expired', async () => {
    const s = db().shares.find(
      (x) => x.userId === 1 && x.type === 'dynamic' && x.resourceType === 'analysis' && !x.revoked,
    )!;
    const a = db().analyses.find((x) => x.id === s.resourceId)!;
    const rows = await sheetRows((await download(`/share/${s.id}/results.xlsx?tzo=0`)).bytes);
    expect(rows).toHaveLength(a.resultIds.length + 1);
    expect((await call('GET', `/share/${s.id}/results.xlsx`)).status).toBe(400);
    s.revoked = true;
    expect((await call('GET', `/share/${s.id}/results.xlsx?tzo=0`)).status).toBe(404);
    const expired = db().shares.find((x) => x.type === 'snapshot' && x.validUntil! < now())!;
    expect((await call('GET', `/share/${expired.id}/results.csv?tzo=0`)).status).toBe(404);
  });
});
