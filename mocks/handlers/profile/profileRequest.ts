/**
 * What a profile request sends, read and checked: the fields of a profile update and saved list
 * settings.
 * Messages: 'Incorrect format' (spec, company phone), 'Invalid country code.',
 * 'This value should be of type string.|int.', 'Items per page must be one of 10, 20, 40, 80.'
 * (50 and 100, stored by earlier versions, still pass), 'Invalid filter.', 'Invalid order.'
 */
import type { UserRecord } from '../../db/types';
import { violation, type Violation } from '../../lib/errors';
import { isValidPhone } from '@/domain/accountRules';
import { isStoredPageSize, isValidSavedFilter } from '@/domain/tableRules';
import { ACCOUNT_MESSAGES } from '@/domain/messages';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'company',
  'companyAdress',
  'companyCity',
  'companyPostalCode',
  'segmentDepartment',
  'segmentWorkgroup',
] as const;

type ProfilePatch = Partial<
  Pick<
    UserRecord,
    | (typeof TEXT_FIELDS)[number]
    | 'email'
    | 'companyPhone'
    | 'companyCountry'
    | 'segment'
    | 'segmentPosition'
  >
>;

/**
 * The changes of an UpdateUser body (only the fields present), with its violations. Blank text
 * becomes null; a null segment number becomes 0 (none); `profileImage` is ignored (own
 * operation); the e-mail is checked by the caller. Segment numbers below 0 or not whole never
 * get here: the contract check of every request (mocks/http/route.ts) refuses them first.
 */
export function profilePatch(body: Record<string, unknown>): {
  patch: ProfilePatch;
  violations: Violation[];
} {
  const patch: ProfilePatch = {};
  const violations: Violation[] = [];
  for (const field of TEXT_FIELDS) {
    if (!(field in body)) continue;
    const value = body[field];
    if (value === null) patch[field] = null;
    else if (typeof value === 'string') patch[field] = value.trim() || null;
    else violations.push(violation(field, 'This value should be of type string.'));
  }
  if ('companyPhone' in body) {
    const phone = body.companyPhone;
    if (phone === null || (typeof phone === 'string' && phone.trim() === ''))
      patch.companyPhone = null;
    else if (typeof phone === 'string' && isValidPhone(phone)) patch.companyPhone = phone.trim();
    else violations.push(violation('companyPhone', ACCOUNT_MESSAGES.phoneFormat));
  }
  if ('companyCountry' in body) {
    const country = body.companyCountry;
    if (country === null) patch.companyCountry = null;
    else if (typeof country === 'string' && /^[a-z]{2}$/.test(country))
      patch.companyCountry = country;
    else violations.push(violation('companyCountry', 'Invalid country code.'));
  }
  for (const field of ['segment', 'segmentPosition'] as const) {
    if (!(field in body)) continue;
    const value = body[field];
    if (value === null) patch[field] = 0;
    else if (Number.isInteger(value)) patch[field] = value as number;
    else violations.push(violation(field, 'This value should be of type int.'));
  }
  return { patch, violations };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Violations of a TableSettings body: filters well formed with an operator of their column
 * type, a page size of 10, 20, 40 or 80 (or the 50 and 100 earlier versions stored), the
 * disabled columns a list of names, an order of a field and a direction.
 */
export function tableSettingsViolations(body: Record<string, unknown>): Violation[] {
  const out: Violation[] = [];
  if (!Array.isArray(body.filters) || !body.filters.every(isValidSavedFilter)) {
    out.push(violation('filters', 'Invalid filter.'));
  }
  if (!isStoredPageSize(body.itemsPerPage)) {
    out.push(violation('itemsPerPage', 'Items per page must be one of 10, 20, 40, 80.'));
  }
  if (
    !Array.isArray(body.disabledColumns) ||
    !body.disabledColumns.every((c) => typeof c === 'string')
  ) {
    out.push(violation('disabledColumns', 'This value should be of type array.'));
  }
  if (body.search !== undefined && typeof body.search !== 'string') {
    out.push(violation('search', 'This value should be of type string.'));
  }
  const order = body.order;
  if (
    order !== undefined &&
    order !== null &&
    !(
      isObject(order) &&
      typeof order.field === 'string' &&
      (order.direction === 'asc' || order.direction === 'desc')
    )
  ) {
    out.push(violation('order', 'Invalid order.'));
  }
  return out;
}
