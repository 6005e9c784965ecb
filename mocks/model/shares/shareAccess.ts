/**
 * Share links: the API shape, revocation, and the checks every public share fetch makes.
 * Analyses (revoking on delete) and Exports (shared results) use it too.
 *
 * A public fetch answers 404 when the share is unknown, revoked, expired (a snapshot whose
 * validUntil lies in the past), of another mode or resource kind than the path says, or when
 * its owner's account is gone. Deleting an analysis revokes all its links.
 * Dynamic shares show the analysis or result as it is now (a deleted result: 404).
 * Snapshot shares show what was shared when the link was made (`frozen`: the name and copies
 * of the results), whatever the owner edits, deletes or removes afterwards, until they expire.
 * Snapshots stored by earlier versions have no copies: they show their frozen result ids as
 * the results are now, minus deleted ones.
 */
import { now } from '../../db/clock';
import { db } from '../../db/store';
import type { AnalysisRecord, ResultRecord, ShareRecord, UserRecord } from '../../db/types';
import { errors } from '../../lib/errors';
import { liveResults, type AnalysisContext } from '../analyses/analysisDto';
import { readsResult } from '../results/resultDto';
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

/** A snapshot with its own copies of what it shared. */
const frozenOf = (s: ShareRecord) => (s.type === 'snapshot' ? (s.frozen ?? null) : null);

/** Whether the link still has something to show (see the file comment). */
export function hasContent(s: ShareRecord): boolean {
  if (frozenOf(s)) {
    // deleting an analysis revokes its links; a frozen result outlives its deletion
    if (s.resourceType === 'analysis') return resourceOf(s) !== undefined;
    return true;
  }
  return resourceOf(s) !== undefined;
}

/** The live shared analysis or result, or undefined when it is gone. */
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
  const frozen = frozenOf(s);
  const name = frozen
    ? frozen.name
    : !res
      ? ''
      : 'measurementName' in res
        ? res.measurementName
        : res.name;
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
  if (!owner || owner.deletedAt !== null || !hasContent(s)) throw errors.notFound();
  return s;
}

/** The ids of the results a share shows now (see the file comment). */
export function sharedResultIds(s: ShareRecord): number[] {
  if (s.resourceType === 'result') return [s.resourceId];
  if (s.type === 'snapshot' && s.snapshotResultIds) return s.snapshotResultIds;
  const a = db().analyses.find((x) => x.id === s.resourceId);
  return a ? a.resultIds : [];
}

/**
 * The results a share shows: a snapshot's copies, else the live results. Of an analysis only
 * the results its owner may read (an analysis holds only those).
 */
export function sharedResults(s: ShareRecord, ctx: AnalysisContext): ResultRecord[] {
  const shown = frozenOf(s)?.results ?? liveResults(sharedResultIds(s), ctx);
  if (s.resourceType !== 'analysis') return shown;
  const owner = ctx.user(db().analyses.find((a) => a.id === s.resourceId)?.userId ?? s.userId);
  return shown.filter((r) => readsResult(owner, r));
}

/** The name a share shows: a snapshot's frozen name, else the live one. */
export const sharedNameOf = (s: ShareRecord, live: string) => frozenOf(s)?.name ?? live;
