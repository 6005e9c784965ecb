import { screen } from '@testing-library/react';

import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ParameterListItem, Result } from '@/api';
import { defaultDisabledColumns, visibleColumns } from '@/shared/lib/tableQuery';
import { locationText, parameterOptions, resultColumns } from './resultColumns';
import { renderUi } from '@tests/utils/render';

const parameter = (id: number, name: string, tested: 'true' | 'false'): ParameterListItem => ({
  id,
  name,
  displayedName: name,
  parameterRange: '0-14',
  unit: 'pH',
  citationFormula: name,
  parameterCount: tested === 'true' ? 3 : 0,
  tested,
  type: 1,
  status: 2,
});
const parameters = [parameter(1, 'pH', 'true'), parameter(2, 'Nitrate', 'false')];

const result: Result = {
  id: 7,
  visibleMeasurementId: 'M-000007',
  parameterId: 2,
  parameter: {
    id: 2,
    name: 'Nitrate',
    displayedName: 'Nitrate',
    parameterRange: '0-500',
    unit: 'mg/l',
    citation: 'NO,,3,,__-__',
    citationFormula: 'NO,,3,,__-__',
    tested: 'true',
    isReleased: true,
    packageCounterStripInBox: 100,
    type: 0,
  },
  measurementName: 'Well 3',
  measurementValue: 10,
  measurementUnit: 'mg/l',
  sampleCreationDate: 1_700_000_000,
  citationForm: 'NO,,3,,__-__',
  locationLat: 48.1375,
  locationLng: -11.575,
  invalidSampleMessageCode: null,
  status: 0,
  discardedResult: false,
  createdByUser: { id: 1, displayName: 'Anna Becker', anonymousUser: 'User 0001' },
  updatedAt: 1_700_000_000,
};

const columns = resultColumns(parameters, false);
const column = (key: string, cols = columns) => {
  const c = cols.find((x) => x.key === key);
  if (!c?.render) throw new Error(`no rendered column ${key}`);
  return c as Required<typeof c>;
};
const cell = async (key: string, row: Result = result, cols = columns) =>
  (await renderUi(<MemoryRouter>{column(key, cols).render(row)}</MemoryRouter>)).container;

describe('result columns', () => {
  it('has every result column; the first 8 visible by default, the name fixed', () => {
    expect(columns.map((c) => c.title)).toEqual([
      'Name',
      'Value',
      'Unit',
      'Citation',
      'Parameter',
      'Date',
      'Location',
      'Strip Cat. No.',
      'Strip Lot No.',
      'Range',
      'Card Cat. No.',
      'Card Lot No.',
      'Phone Name',
      'Phone OS',
      'Phone Camera',
      'Creator',
      'Comment',
      'ID',
    ]);
    const shown = visibleColumns(columns, defaultDisabledColumns(columns));
    expect(shown.map((c) => c.title)).toEqual(columns.slice(0, 8).map((c) => c.title));
    expect(columns.filter((c) => c.fixed).map((c) => c.key)).toEqual(['measurementName']);
    expect(visibleColumns(columns, ['measurementName']).map((c) => c.key)).toContain(
      'measurementName',
    );
  });

  it('links the name to the result', async () => {
    await cell('measurementName');
    expect(screen.getByRole('link', { name: 'Well 3' })).toHaveAttribute('href', '/results/7');
  });

  it.each([
    [null, '10'],
    ['401 - Plain reading', '10'],
    ['402 - Plain reading', '10'],
    ['501 - Value below range', '<10'],
    ['502 - Value above range', '>10'],
    ['403 - NO2 detected', '!10'],
  ])('prefixes the value for the reading code %s', async (code, text) => {
    expect(
      (await cell('measurementValue', { ...result, invalidSampleMessageCode: code })).textContent,
    ).toBe(text);
  });

  it('shows the citation with its subscript and superscript', async () => {
    const citation = await cell('citationForm');
    expect(citation.querySelector('sub')?.textContent).toBe('3');
    expect(citation.querySelector('sup')?.textContent).toBe('-');
    expect(citation.querySelector('sup')?.parentElement?.textContent).toBe('NO3-');
  });

  it('formats the date as MM/DD/YYYY hh:mm a', async () => {
    expect((await cell('sampleCreationDate')).textContent).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)$/,
    );
  });

  it('formats the location in degrees and minutes, or Not recorded', async () => {
    expect(locationText(result)).toBe("48°8.3'N 11°34.5'W");
    expect(locationText({ locationLat: -33.5, locationLng: 151.25 })).toBe("33°30.0'S 151°15.0'E");
    expect(locationText({ locationLat: null, locationLng: 8 })).toBe('Not recorded');
    expect(
      (await cell('location', { ...result, locationLat: null, locationLng: null })).textContent,
    ).toBe('Not recorded');
    const location = columns.find((c) => c.key === 'location');
    expect(location).toMatchObject({ type: 'other', sortable: false });
  });

  it('lets non-admins pick only tested parameters in the filter', () => {
    expect(parameterOptions(parameters, false)).toEqual([
      { label: 'All', value: 0 },
      { label: 'pH', value: 1, disabled: false },
      { label: 'Nitrate', value: 2, disabled: true },
    ]);
    expect(parameterOptions(parameters, true).every((o) => !o.disabled)).toBe(true);
    expect(column('parameter.id')).toMatchObject({ type: 'enum' });
    expect(column('parameter.id').enumOptions).toEqual(parameterOptions(parameters, false));
  });

  it('shows admins the pseudonymous creator', () => {
    expect(columns.find((c) => c.title === 'Creator')?.key).toBe('createdByUser.displayName');
    const admin = resultColumns(parameters, true);
    expect(admin.find((c) => c.title === 'Creator')?.key).toBe('createdByUser.anonymousUser');
  });

  it("gives admins the value's bounds after the card numbers, the company and segment after the creator", () => {
    expect(resultColumns(parameters, true).map((c) => c.title)).toEqual([
      'Name',
      'Value',
      'Unit',
      'Citation',
      'Parameter',
      'Date',
      'Location',
      'Strip Cat. No.',
      'Strip Lot No.',
      'Range',
      'Card Cat. No.',
      'Card Lot No.',
      'Value Min',
      'Value Max',
      'Phone Name',
      'Phone OS',
      'Phone Camera',
      'Creator',
      'Company',
      'Segment',
      'Comment',
      'ID',
    ]);
  });
});
