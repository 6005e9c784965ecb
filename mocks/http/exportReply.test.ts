import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { now } from '../db/clock';
import { HttpError } from '../lib/errors';
import { exportFileName } from '../lib/exporters';
import type { Sheet } from '../lib/sheet';
import { exportResponse, parseIds, parseTzo } from './exportReply';

const sheet: Sheet = {
  name: 'Results',
  headers: ['Name', 'Value'],
  rows: [['Garden, well', 7.2]],
};

describe('export replies', () => {
  it('answers with type and attachment name; zip holds the xlsx, csv and extra files', async () => {
    const name = exportFileName('results', 'zip', now());
    expect(name).toMatch(/^results_\d{4}-\d{2}-\d{2}\.zip$/);
    const res = await exportResponse('zip', 'results', sheet, () => ({
      'images/1.png': new Uint8Array([9]),
    }));
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'images/1.png',
      name.replace('.zip', '.csv'),
      name.replace('.zip', '.xlsx'),
    ]);
    const csv = await exportResponse('csv', 'results', sheet);
    expect(csv.headers.get('content-type')).toBe('text/csv');
  });
});

describe('query parameters of exports', () => {
  const status = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as HttpError).status;
    }
    return 200;
  };

  it('requires an integer tzo', () => {
    expect(parseTzo(new URLSearchParams('tzo=-60'))).toBe(-60);
    expect(status(() => parseTzo(new URLSearchParams()))).toBe(400);
    expect(status(() => parseTzo(new URLSearchParams('tzo=abc')))).toBe(400);
    expect(status(() => parseTzo(new URLSearchParams('tzo=1.5')))).toBe(400);
  });

  it('reads comma-separated ids', () => {
    expect(parseIds(new URLSearchParams('ids=3,5'))).toEqual(new Set([3, 5]));
    expect(parseIds(new URLSearchParams())).toBeNull();
    expect(status(() => parseIds(new URLSearchParams('ids=3,x')))).toBe(400);
  });
});
