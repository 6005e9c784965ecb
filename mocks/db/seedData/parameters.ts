/** The seeded parameters: three released, a draft released before, an inactive one, a new draft. */
import { encodePalettePng, paletteImage, type PaletteImage } from '../../lib/pngEncoder';
import { DAY } from '../clock';
import type { ParameterRecord } from '../types';
import { DRAFT, INACTIVE, RELEASED } from '@/domain/parameterRules';

export const PH = 1;
export const NITRATE = 2;
export const NITRITE = 3;
export const AMMONIUM = 4;
export const PHOSPHATE = 5;
export const HARDNESS = 6;

type Spec = Pick<
  ParameterRecord,
  | 'id'
  | 'name'
  | 'displayedName'
  | 'stripCatNo'
  | 'parameterRange'
  | 'citationFormula'
  | 'unit'
  | 'status'
  | 'visible'
  | 'isReleased'
  | 'type'
  | 'countdownTimer'
> & { ageDays: number; info: string };

const SPECS: Spec[] = [
  {
    id: PH,
    name: 'pH',
    displayedName: 'pH',
    stripCatNo: '1.09535.0001',
    parameterRange: '0-14',
    citationFormula: 'pH',
    unit: 'pH',
    status: RELEASED,
    visible: true,
    isReleased: true,
    type: 1,
    countdownTimer: 60,
    ageDays: 900,
    info: 'Immerse the strip for at least 2 seconds and shake off excess water.',
  },
  {
    id: NITRATE,
    name: 'Nitrate',
    displayedName: 'Nitrate',
    stripCatNo: '1.10020.0001',
    parameterRange: '0-500',
    citationFormula: 'NO,,3,,__-__',
    unit: 'mg/l',
    status: RELEASED,
    visible: true,
    isReleased: true,
    type: 0,
    countdownTimer: 60,
    ageDays: 880,
    info: 'Dip the strip for 1 second; read after 60 seconds.',
  },
  {
    id: NITRITE,
    name: 'Nitrite',
    displayedName: 'Nitrite',
    stripCatNo: '1.10007.0001',
    parameterRange: '0-80',
    citationFormula: 'NO,,2,,__-__',
    unit: 'mg/l',
    status: RELEASED,
    visible: true,
    isReleased: true,
    type: 2,
    countdownTimer: 30,
    ageDays: 500,
    info: 'Dip the strip for 1 second; read after 30 seconds.',
  },
  {
    id: AMMONIUM,
    name: 'Ammonium',
    displayedName: 'Ammonium',
    stripCatNo: '1.10024.0001',
    parameterRange: '0-400',
    citationFormula: 'NH,,4,,__+__',
    unit: 'mg/l',
    status: DRAFT,
    visible: true,
    isReleased: true,
    type: 2,
    countdownTimer: 60,
    ageDays: 420,
    info: 'Reworked instructions pending release.',
  },
  {
    id: PHOSPHATE,
    name: 'Phosphate',
    displayedName: 'Phosphate',
    stripCatNo: '1.10428.0001',
    parameterRange: '0-500',
    citationFormula: 'PO,,4,,__3-__',
    unit: 'mg/l',
    status: INACTIVE,
    visible: true,
    isReleased: true,
    type: 2,
    countdownTimer: 30,
    ageDays: 800,
    info: 'No longer available for measurement.',
  },
  {
    id: HARDNESS,
    name: 'Total hardness',
    displayedName: 'Total hardness',
    stripCatNo: '1.10046.0001',
    parameterRange: '0-25',
    citationFormula: '°dH',
    unit: '°dH',
    status: DRAFT,
    visible: false,
    isReleased: false,
    type: 2,
    countdownTimer: 60,
    ageDays: 20,
    info: 'Draft, not yet released.',
  },
];

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 4096)
    text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return btoa(text);
}

/** Vertical bands of two colours, 31 pixels wide, 248 x 149 (a tenth of the largest allowed). */
let bands: PaletteImage | undefined;

/** A small screen picture for the app: the bands in one tint each. */
function screenImage(tint: number, dark: boolean): string {
  bands ??= paletteImage(248, 149, 2, (x) => Math.floor(x / 31) % 2);
  const colour = (band: boolean) =>
    [dark ? 30 : band ? 240 : 220, (tint * 37 + (band ? 120 : 90)) % 256, dark ? 60 : 200] as const;
  return toBase64(encodePalettePng(bands, [colour(true), colour(false)]));
}

/** The package definition the app reads (a small text file, not an image). */
const packageFile = (s: { stripCatNo: string; name: string }) =>
  toBase64(new TextEncoder().encode(`StripScan package\ncat=${s.stripCatNo}\nname=${s.name}\n`));

export function seedParameters(ref: number): ParameterRecord[] {
  return SPECS.map(({ ageDays, info, ...s }) => {
    const [min, max] = s.parameterRange.split('-').map(Number);
    // a parameter that was ever released has everything a release needs
    const complete = s.isReleased;
    const slug = s.name.toLowerCase().replace(/\W+/g, '-');
    return {
      ...s,
      audioSignal: true,
      postCountDownSignal: s.id !== HARDNESS,
      packageCounterStripInBox: 100,
      productUrl: `https://www.example.com/products/${s.stripCatNo}`,
      outOfRangeEntryMin: min,
      outOfRangeEntryMax: max,
      errorMessage: s.id === NITRATE ? 'Nitrite detected. Please measure nitrite first.' : null,
      additionalInfo: info,
      // a release uses up its three confirmations (the next one asks again)
      isHowToUpdated: false,
      isFaqUpdated: false,
      isNotificationUpdated: false,
      preCountDownImage: complete ? screenImage(s.id, false) : null,
      preCountDownTextName: complete ? `${slug}-pre-count-down.png` : null,
      postCountDownImage: complete ? screenImage(s.id, true) : null,
      postCountDownTextName: complete ? `${slug}-post-count-down.png` : null,
      packageFile: complete ? packageFile(s) : null,
      packageFileTextName: complete ? `${slug}.pkg` : null,
      createdAt: ref - ageDays * DAY,
      updatedAt: ref - Math.floor(ageDays / 3) * DAY,
    };
  });
}
