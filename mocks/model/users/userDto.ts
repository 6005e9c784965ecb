/**
 * UserRecord (server row) -> the `User` shape of openapi.yaml: no password hash or tokens, the
 * derived measurement stats, the resend flag, a newsletter subscription waiting for its
 * confirmation (until when) and the list settings under their API names
 * (Profile answers with it, Auth too: login, registration); and which user a `/users/{id}`
 * request may reach.
 */
import { MINUTE, now } from '../../db/clock';
import { db } from '../../db/store';
import type { ListName, UserRecord } from '../../db/types';
import { errors } from '../../lib/errors';
import { measurementStats } from '../results/measurementStats';
import { TOKEN_LIFETIME, tokenFresh } from './accounts';
import { endedDevices } from './sessions';
import type { User } from '@/api';
import { isAdmin } from '@/domain/roles';
import { LIST_SETTINGS_FIELD } from '@/domain/tableRules';

export type UserDto = User;

export const RESEND_INTERVAL = 15 * MINUTE;

/** Not activated, and never resent or resent at least 15 minutes ago. */
export function canSendConfirmationMail(u: UserRecord): boolean {
  return (
    !u.isActivated &&
    (u.confirmationResentAt === null || now() - u.confirmationResentAt >= RESEND_INTERVAL)
  );
}

/**
 * A subscription waiting for its confirmation: when its mailed link expires, or null (none
 * mailed, confirmed, unsubscribed, or the link expired).
 */
export function newsletterPendingUntil(u: UserRecord): number | null {
  if (u.newsletterActive || !u.newsletterToken || !tokenFresh(u.newsletterTokenCreatedAt))
    return null;
  return u.newsletterTokenCreatedAt! + TOKEN_LIFETIME;
}

export function listMetadataDto(u: UserRecord) {
  const out: Partial<Record<(typeof LIST_SETTINGS_FIELD)[ListName], string | null>> = {};
  for (const [list, field] of Object.entries(LIST_SETTINGS_FIELD)) {
    out[field] = u.listMetadata[list as ListName] ?? null;
  }
  return out;
}

/** The user's devices still logged in: a browser whose session has ended is not one. */
function loggedInDevices(u: UserRecord): UserDto['loggedInDevices'] {
  const ended = endedDevices(u);
  return u.loggedInDevices.filter((d) => !ended.has(d.deviceId)).map((d) => ({ ...d }));
}

export function toUserDto(u: UserRecord): UserDto {
  const stats = measurementStats(u.id);
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: [...u.roles],
    company: u.company,
    companyAdress: u.companyAdress,
    companyCity: u.companyCity,
    companyPostalCode: u.companyPostalCode,
    companyCountry: u.companyCountry,
    companyPhone: u.companyPhone,
    segment: Math.max(0, u.segment),
    segmentDepartment: u.segmentDepartment,
    segmentWorkgroup: u.segmentWorkgroup,
    segmentPosition: Math.max(0, u.segmentPosition),
    isActivated: u.isActivated,
    canSendConfirmationMail: canSendConfirmationMail(u),
    newsletterActive: u.newsletterActive,
    newsletterPendingUntil: newsletterPendingUntil(u),
    registrationDate: u.registrationDate,
    imageUpdateDate: u.image ? u.imageUpdateDate : null,
    actualMeasurementLevel: stats.actualMeasurementLevel,
    actualMeasurementLevelRank: stats.actualMeasurementLevelRank,
    countOfMeasurements: stats.countOfMeasurements,
    measurementsTillNextLevel: stats.measurementsTillNextLevel,
    listAllMeasurementCount: stats.listAllMeasurementCount,
    loggedInDevices: loggedInDevices(u),
    ...listMetadataDto(u),
  };
}

/** The user a profile operation targets: self, or anyone for admins; else 404 (never 403). */
export function targetUser(me: UserRecord, id: number): UserRecord {
  const u = db().users.find((x) => x.id === id && x.deletedAt === null);
  if (!u || (u.id !== me.id && !isAdmin(me))) throw errors.notFound();
  return u;
}
