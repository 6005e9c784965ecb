/** Turns planned samples into ResultRecords (values, codes, lots, phones) with sequential ids. */
import { DAY } from '../clock';
import type { ParameterRecord, ResultRecord } from '../types';
import { AMMONIUM, NITRATE, NITRITE, PH, PHOSPHATE } from './parameters';
import { chance, float, int, pick, round } from './rng';
import type { Site } from './sites';

export interface Sample {
  userId: number;
  parameterId: number;
  site: Site;
  /** UTC epoch seconds */
  ts: number;
  offset: number;
  /** jittered coordinates (ignored when noLocation) */
  lat: number;
  lng: number;
  noLocation: boolean;
  phone: Phone;
  forceCode?: 'no2';
}

export interface Phone {
  phoneName: string;
  phoneOperatingSystem: string;
  phoneCamera: string;
}

export const PHONES: Phone[] = [
  {
    phoneName: 'iPhone 15 Pro',
    phoneOperatingSystem: 'iOS 18.1',
    phoneCamera: 'Back Triple Camera 48 MP',
  },
  { phoneName: 'Pixel 8', phoneOperatingSystem: 'Android 15', phoneCamera: 'Main 50 MP' },
  { phoneName: 'Galaxy S23', phoneOperatingSystem: 'Android 14', phoneCamera: 'Wide 50 MP' },
  {
    phoneName: 'iPhone 13',
    phoneOperatingSystem: 'iOS 17.6',
    phoneCamera: 'Back Dual Wide Camera',
  },
];

const COMMENTS = [
  'Sample taken after heavy rain.',
  'Water slightly turbid.',
  'Repeated measurement, strip was wet too long.',
  'After water change.',
  'Compare with lab result next week.',
  'Fertilizer applied nearby two days ago.',
  'Strip colour very clear.',
  'Measured at 12 °C water temperature.',
];

export const BELOW = '501 - Value below measuring range';
export const ABOVE = '502 - Value above measuring range';
export const NO2 = '403 - NO2 detected';

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

export class ResultFactory {
  private nextId = 1;
  private readonly lots: Record<number, string[]> = {};
  private readonly params: Map<number, ParameterRecord>;
  private readonly ranges: Map<number, number[]>;

  constructor(
    private readonly ref: number,
    parameters: ParameterRecord[],
  ) {
    this.params = new Map(parameters.map((p) => [p.id, p]));
    this.ranges = new Map(parameters.map((p) => [p.id, p.parameterRange.split('-').map(Number)]));
    for (const p of parameters) {
      this.lots[p.id] = [0, 1, 2, 3].map((i) =>
        p.id === PH && i === 0
          ? 'HC123456'
          : i % 2
            ? String(int(1000000000, 9999999999))
            : `HC${int(100000, 999999)}`,
      );
    }
  }

  get lastId() {
    return this.nextId - 1;
  }

  private value(parameterId: number, site: Site): number {
    switch (parameterId) {
      case PH:
        return round(clamp(site.ph + (float() - 0.5) * 0.8, 5.5, 8.5), 1);
      case NITRATE:
        return round(clamp(site.nitrate * (0.7 + float() * 0.6), 5, 150), 1);
      case NITRITE:
        return round(0.2 + float() * 4, 1);
      case AMMONIUM:
        return round(1 + float() * 20, 1);
      case PHOSPHATE:
        return round(5 + float() * 40, 1);
      default:
        return round(float() * 10, 1);
    }
  }

  build(s: Sample): ResultRecord {
    const p = this.params.get(s.parameterId)!;
    const [min, max] = this.ranges.get(s.parameterId)!;
    const id = this.nextId++;
    let value = this.value(s.parameterId, s.site);
    let code: string | null = null;
    if (s.forceCode === 'no2') code = NO2;
    else if (s.parameterId === NITRATE && chance(0.02)) {
      code = chance(0.5) ? BELOW : ABOVE;
      value = code === BELOW ? min : max;
    }
    const comment = chance(0.12) ? pick(COMMENTS) : null;
    const lotIndex = Math.floor((this.ref - s.ts) / (90 * DAY)) % 4;
    return {
      id,
      userId: s.userId,
      parameterId: s.parameterId,
      visibleMeasurementId: `M-${String(id).padStart(6, '0')}`,
      measurementName: `${s.site.name} – ${p.name}`,
      measurementValue: value,
      measurementValueMin: min,
      measurementValueMax: max,
      measurementUnit: p.unit,
      comment,
      testStripLotNumber: this.lots[s.parameterId][lotIndex],
      testStripCatalogNumber: p.stripCatNo,
      cardCatalogNumber: '1.17920.0001',
      cardLotNumber: lotIndex < 2 ? 'CL240815' : 'CL230301',
      phoneName: s.phone.phoneName,
      phoneOperatingSystem: s.phone.phoneOperatingSystem,
      phoneCamera: s.phone.phoneCamera,
      sampleCreationDate: s.ts,
      timezoneOffset: s.offset,
      locationLat: s.noLocation ? null : round(s.lat, 6),
      locationLng: s.noLocation ? null : round(s.lng, 6),
      invalidSampleMessageCode: code,
      status: code === NO2 ? 300 : 0,
      discardedResult: chance(0.015),
      updatedAt: Math.max(
        s.ts,
        Math.min(this.ref - 60, s.ts + (comment ? int(600, 3 * DAY) : int(20, 300))),
      ),
      deletedAt: null,
    };
  }
}
