/**
 * The columns of the export files: results (as the results table), analyses, users (admin) and
 * the newsletter list, built on the results' and analyses' DTOs, and the sample images a zip
 * carries. The file writers every sheet goes through are in lib/exporters.ts.
 */
import type { AnalysisRecord, ResultRecord, UserRecord } from '../../db/types';
import { anonymousUserOf } from '../../lib/displayName';
import { locationCell, formatDate, formatDateTime, valueWithPrefix } from '../../lib/exporters';
import type { Sheet } from '../../lib/sheet';
import { toAnalysisDto, type AnalysisContext } from '../analyses/analysisDto';
import type { ResultContext } from '../results/resultDto';
import { resultImagePng } from '../results/sampleImage';
import type { UserCounts } from '../users/userRows';
import { displayNameOf } from '@/domain/displayName';
import { plainCitation } from '@/domain/resultFormat';

export const RESULT_HEADERS = [
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

/**
 * Result rows. `anonymous` (admin exports) writes the pseudonymous user label as the creator,
 * like the admin result lists show it.
 */
export function resultSheet(
  rows: ResultRecord[],
  ctx: ResultContext,
  tzo: number,
  anonymous = false,
): Sheet {
  return {
    name: 'Results',
    headers: RESULT_HEADERS,
    rows: rows.map((r) => {
      const p = ctx.parameter(r.parameterId);
      const u = ctx.user(r.userId);
      return [
        r.measurementName,
        valueWithPrefix(r.measurementValue, r.invalidSampleMessageCode),
        r.measurementUnit,
        plainCitation(p?.citationFormula ?? ''),
        p?.name ?? '',
        formatDateTime(r.sampleCreationDate, tzo),
        locationCell(r.locationLat, r.locationLng),
        r.testStripCatalogNumber,
        r.testStripLotNumber,
        r.cardCatalogNumber,
        r.cardLotNumber,
        p?.parameterRange ?? '',
        r.phoneName,
        r.phoneOperatingSystem,
        r.phoneCamera,
        anonymous || !u ? anonymousUserOf(r.userId) : displayNameOf(u),
        r.comment,
        r.visibleMeasurementId,
      ];
    }),
  };
}

export function analysisSheet(
  rows: AnalysisRecord[],
  ctx: AnalysisContext,
  tzo: number,
  admin = false,
): Sheet {
  const headers = ['Analysis Name', 'Date', 'Parameters', 'Results', 'Results incl. discarded'];
  return {
    name: 'Analyses',
    headers: admin ? [...headers, 'User', 'ID'] : [...headers, 'ID'],
    rows: rows.map((a) => {
      const dto = toAnalysisDto(a, ctx);
      const cells = [
        dto.name,
        formatDateTime(dto.creationDate, tzo),
        dto.parameters.map((p) => `${p.name} (${p.count})`).join(', '),
        dto.countOfResults,
        dto.countOfResultsWithDiscarded,
      ];
      return admin ? [...cells, dto.user.displayName, dto.id] : [...cells, dto.id];
    }),
  };
}

export function userSheet(
  rows: UserRecord[],
  counts: (u: UserRecord) => UserCounts,
  tzo: number,
): Sheet {
  return {
    name: 'Users',
    headers: [
      'Name',
      'E-mail',
      'Results',
      'pH Results',
      'NO3- Results',
      'Company',
      'Address',
      'City',
      'Zip Code',
      'Country',
      'Segment',
      'Department',
      'Work Group',
      'Newsletter',
      'Registration Date',
      'ID',
    ],
    rows: rows.map((u) => {
      const c = counts(u);
      return [
        displayNameOf(u),
        u.email,
        c.all,
        c.ph,
        c.no3,
        u.company,
        u.companyAdress,
        u.companyCity,
        u.companyPostalCode,
        u.companyCountry,
        u.segment,
        u.segmentDepartment,
        u.segmentWorkgroup,
        u.newsletterActive ? 'yes' : 'no',
        formatDateTime(u.registrationDate, tzo),
        u.id,
      ];
    }),
  };
}

export function newsletterSheet(rows: UserRecord[]): Sheet {
  return {
    name: 'Newsletter',
    headers: ['E-mail', 'First Name', 'Last Name', 'Company', 'Country', 'Registration Date'],
    rows: rows.map((u) => [
      u.email,
      u.firstName,
      u.lastName,
      u.company,
      u.companyCountry,
      formatDate(u.registrationDate),
    ]),
  };
}

/** Zip exports of many results carry the images of the first ones only. */
export const MAX_ZIP_IMAGES = 50;

/** The sample images a zip of these results carries, by file name. */
export function resultImages(
  rows: ResultRecord[],
  ctx: ResultContext,
): () => Record<string, Uint8Array> {
  return () =>
    Object.fromEntries(
      rows
        .slice(0, MAX_ZIP_IMAGES)
        .map((r) => [`images/${r.id}.png`, resultImagePng(r, ctx.parameter(r.parameterId))]),
    );
}
