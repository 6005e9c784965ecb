/**
 * Profile rules (spec 1 sections 3, 5 and 9): the 14 completeness fields, lookup numbers
 * clamped at 0, the '-' country sent as null, the type-DELETE check and the PUT body of changed
 * fields only (the phone pattern is src/domain/accountRules.ts).
 */
import type { User, UserUpdate } from '@/api';

export type { UserUpdate };

/** The 14 fields of the completeness bar: e-mail, names, company fields and segment fields. */
export const COMPLETENESS_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'displayName',
  'company',
  'companyAdress',
  'companyCity',
  'companyPostalCode',
  'companyCountry',
  'companyPhone',
  'segment',
  'segmentDepartment',
  'segmentWorkgroup',
  'segmentPosition',
] as const satisfies readonly (keyof User)[];

/** Text counts when not blank; the two lookup numbers count when not 0 ('none'). */
function isFilled(value: unknown): boolean {
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined;
}

export function profileCompleteness(user: Pick<User, (typeof COMPLETENESS_FIELDS)[number]>) {
  const filled = COMPLETENESS_FIELDS.filter((f) => isFilled(user[f])).length;
  const total = COMPLETENESS_FIELDS.length;
  return { filled, total, percent: Math.round((filled / total) * 100) };
}

/** Segment and position numbers: default 0, clamped to at least 0, whole numbers. */
export function clampLookupId(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.trunc(value));
}

/** The "no country" option of the country select. */
export const NO_COUNTRY = '-';
export const countryToForm = (code: string | null | undefined) => code || NO_COUNTRY;
export const countryToPayload = (value: string | null | undefined): string | null =>
  !value || value === NO_COUNTRY ? null : value;

/** Account deletion: exactly DELETE (case and spaces matter). */
export const DELETE_WORD = 'DELETE';
export const isDeleteConfirmed = (typed: string) => typed === DELETE_WORD;

const normalize = (v: unknown) => (typeof v === 'string' ? v.trim() || null : (v ?? null));

/**
 * The PUT body: only the fields whose value differs from the user's (blank text counts as
 * null); `profileImage` only when it holds an image.
 */
export function changedFields(user: User, values: UserUpdate): UserUpdate {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'profileImage') {
      if (typeof value === 'string' && value !== '') out.profileImage = value;
      continue;
    }
    const next = normalize(value);
    if (next !== normalize(user[key as keyof User])) out[key] = next;
  }
  return out as UserUpdate;
}
