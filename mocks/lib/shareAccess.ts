/**
 * Share links: the API shape, revocation, and the checks every public share fetch makes.
 *
 * A public fetch answers 404 when the share is unknown, revoked, expired (snapshot whose
 * validUntil lies in the past), of another mode or resource kind than the path says, or when
 * its owner or its resource is gone (deleted result, discarded analysis).
 * Dynamic shares show the analysis as it is now; snapshot shares show the results frozen at
 * creation (snapshotResultIds), minus results deleted since: deleted data is inaccessible at
 * once (spec), so a snapshot never brings a deleted result back. A snapshot freezes which
 * results are shared, not their field values (the mock keeps no copies).
 */
import { now } from '../db/clock';
import { db } from '../db/store';
import type { AnalysisRecord, ResultRecord, ShareRecord, UserRecord } from '../db/types';
import { liveResults, type AnalysisContext } from './analysisDto';
import { errors } from './http';
import type { Share } from '@/api';

export type { Share };
export type ShareType = ShareRecord['type'];
export type ShareResource = ShareRecord['resourceType'];

/** App path of a share view: /share/<type>/<analyses|results>/<id>. */
export function shareLinkOf(s: Pick<ShareRecord, 'type' | 'resourceType' | 'id'>): string {
  return `/share/${s.type}/${s.resourceType === 'analysis' ? 'analyses' : 'results'}/${s.id}`;
}

export function revokeSharesOf(resourceType: ShareResource, resourceId: number) {
  for (const s of db().shares) {
    if (s.resourceType === resourceType && s.resourceId === resourceId) s.revoked = true;
  }
}

export const isExpired = (s: ShareRecord) => s.validUntil !== null && s.validUntil < now();

/** The shared analysis or result, or undefined when it is gone. */
export function resourceOf(s: ShareRecord): AnalysisRecord | ResultRecord | undefined {
  const d = db();
  if (s.resourceType === 'analysis') {
    const a = d.analyses.find((x) => x.id === s.resourceId);
    return a && !a.discarded ? a : undefined;
  }
  const r = d.results.find((x) => x.id === s.resourceId);
  return r && r.deletedAt === null ? r : undefined;
}

export function toShareDto(
  s: ShareRecord,
  withSender: boolean,
  users: Map<number, UserRecord>,
): Share {
  const res = resourceOf(s);
  const name = !res ? '' : 'measurementName' in res ? res.measurementName : res.name;
  return {
    id: s.id,
    name,
    type: s.type,
    resourceType: s.resourceType,
    resourceId: s.resourceId,
    creationDate: s.creationDate,
    validUntil: s.validUntil,
    emails: s.emails.map((emailAddress) => ({ emailAddress })),
    emailSendFrom: withSender ? (users.get(s.userId)?.email ?? null) : null,
    revoked: s.revoked,
  };
}

/** A share a public view may show (404 otherwise, see the file comment). */
export function resolvePublicShare(
  shareId: string,
  expect: { type?: string; resource?: ShareResource } = {},
): ShareRecord {
  const d = db();
  const s = d.shares.find((x) => x.id === shareId);
  if (!s || s.revoked || isExpired(s)) throw errors.notFound();
  if (expect.type !== undefined && s.type !== expect.type) throw errors.notFound();
  if (expect.resource !== undefined && s.resourceType !== expect.resource) throw errors.notFound();
  const owner = d.users.find((u) => u.id === s.userId);
  if (!owner || owner.deletedAt !== null || !resourceOf(s)) throw errors.notFound();
  return s;
}

/** The ids of the results a share shows now (see the file comment). */
export function sharedResultIds(s: ShareRecord): number[] {
  if (s.resourceType === 'result') return [s.resourceId];
  if (s.type === 'snapshot' && s.snapshotResultIds) return s.snapshotResultIds;
  const a = db().analyses.find((x) => x.id === s.resourceId);
  return a ? a.resultIds : [];
}

/** The live results a share shows. */
export function sharedResults(s: ShareRecord, ctx: AnalysisContext): ResultRecord[] {
  return liveResults(sharedResultIds(s), ctx);
}
