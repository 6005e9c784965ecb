/**
 * Result records -> the API's Result (with its embedded ParameterRef and creator), the result
 * list's table fields, and which results a caller may see. Analyses, Shares and Exports build
 * on it.
 */
import type { ParameterRecord, ResultRecord } from '../../db/types';
import { anonymousUserOf } from '../../lib/displayName';
import type { Accessor, ListConfig } from '../../lib/tableQuery';
import type { ParameterRef, Result } from '@/api';
import { resultContext, type ResultContext } from './resultContext';
import { displayNameOf } from '@/domain/displayName';

export {
  findVisibleResult,
  isLive,
  readsResult,
  resultContext,
  visibleResults,
  type ResultContext,
} from './resultContext';

export type { Result };
export type { ParameterRef };

export function toParameterRef(p: ParameterRecord, tested: boolean): ParameterRef {
  return {
    id: p.id,
    name: p.name,
    displayedName: p.displayedName,
    parameterRange: p.parameterRange,
    unit: p.unit,
    citation: p.citationFormula,
    citationFormula: p.citationFormula,
    tested: tested ? 'true' : 'false',
    isReleased: p.isReleased,
    packageCounterStripInBox: p.packageCounterStripInBox,
    type: p.type,
  };
}

function parameterOf(ctx: ResultContext, r: ResultRecord): ParameterRecord {
  const p = ctx.parameter(r.parameterId);
  if (!p) throw new Error(`result ${r.id} refers to unknown parameter ${r.parameterId}`);
  return p;
}

export function createdByUserOf(ctx: ResultContext, userId: number): Result['createdByUser'] {
  const u = ctx.user(userId);
  return {
    id: userId,
    displayName: u ? displayNameOf(u) : anonymousUserOf(userId),
    anonymousUser: anonymousUserOf(userId),
    company: u?.company ?? null,
    segment: u?.segment ?? null,
  };
}

export function toResultDto(r: ResultRecord, ctx: ResultContext = resultContext()): Result {
  const p = parameterOf(ctx, r);
  return {
    id: r.id,
    visibleMeasurementId: r.visibleMeasurementId,
    parameterId: r.parameterId,
    parameter: toParameterRef(p, ctx.tested(r.userId, p.id)),
    measurementName: r.measurementName,
    measurementValue: r.measurementValue,
    measurementValueMin: r.measurementValueMin,
    measurementValueMax: r.measurementValueMax,
    measurementUnit: r.measurementUnit,
    comment: r.comment,
    testStripLotNumber: r.testStripLotNumber,
    testStripCatalogNumber: r.testStripCatalogNumber,
    cardCatalogNumber: r.cardCatalogNumber,
    cardLotNumber: r.cardLotNumber,
    phoneName: r.phoneName,
    phoneOperatingSystem: r.phoneOperatingSystem,
    phoneCamera: r.phoneCamera,
    sampleCreationDate: r.sampleCreationDate,
    citationForm: p.citationFormula,
    locationLat: r.locationLat,
    locationLng: r.locationLng,
    invalidSampleMessageCode: r.invalidSampleMessageCode,
    status: r.status,
    discardedResult: r.discardedResult,
    createdByUser: createdByUserOf(ctx, r.userId),
    updatedAt: r.updatedAt,
  };
}

const RECORD_FIELDS = [
  'id',
  'visibleMeasurementId',
  'parameterId',
  'measurementName',
  'measurementValue',
  'measurementValueMin',
  'measurementValueMax',
  'measurementUnit',
  'comment',
  'testStripLotNumber',
  'testStripCatalogNumber',
  'cardCatalogNumber',
  'cardLotNumber',
  'phoneName',
  'phoneOperatingSystem',
  'phoneCamera',
  'sampleCreationDate',
  'locationLat',
  'locationLng',
  'invalidSampleMessageCode',
  'status',
  'discardedResult',
  'updatedAt',
] as const;

const configs = new WeakMap<ResultContext, ListConfig<ResultRecord>>();

/**
 * The result list's fields as accessors on records (no DTO is built to filter or sort), one
 * config per context (its sorted views are kept per config).
 */
export function resultListConfig(ctx: ResultContext): ListConfig<ResultRecord> {
  let config = configs.get(ctx);
  if (!config) configs.set(ctx, (config = listConfig(ctx)));
  return config;
}

function listConfig(ctx: ResultContext): ListConfig<ResultRecord> {
  const fields: Record<string, Accessor<ResultRecord>> = {};
  for (const f of RECORD_FIELDS) fields[f] = (r) => r[f];
  const param = (r: ResultRecord) => ctx.parameter(r.parameterId);
  for (const key of [
    'id',
    'name',
    'displayedName',
    'parameterRange',
    'unit',
    'citationFormula',
    'isReleased',
    'packageCounterStripInBox',
    'type',
  ] as const) {
    fields[`parameter.${key}`] = (r) => param(r)?.[key] ?? null;
  }
  fields['parameter.citation'] = (r) => param(r)?.citationFormula ?? null;
  fields['parameter.tested'] = (r) => (ctx.tested(r.userId, r.parameterId) ? 'true' : 'false');
  fields.citationForm = (r) => param(r)?.citationFormula ?? null;
  const user = (r: ResultRecord) => ctx.user(r.userId);
  fields['createdByUser.id'] = (r) => r.userId;
  fields['createdByUser.displayName'] = (r) => {
    const u = user(r);
    return u ? displayNameOf(u) : anonymousUserOf(r.userId);
  };
  fields['createdByUser.anonymousUser'] = (r) => anonymousUserOf(r.userId);
  fields['createdByUser.company'] = (r) => user(r)?.company ?? null;
  fields['createdByUser.segment'] = (r) => user(r)?.segment ?? null;
  return {
    fields,
    searchFields: [
      'measurementName',
      'visibleMeasurementId',
      'comment',
      'measurementUnit',
      'parameter.name',
      'parameter.displayedName',
      'testStripLotNumber',
      'testStripCatalogNumber',
      'cardCatalogNumber',
      'cardLotNumber',
      'phoneName',
      'createdByUser.displayName',
    ],
    defaultOrder: 'sampleCreationDate:desc',
  };
}
