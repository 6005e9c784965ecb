/**
 * A user's links: a new one (of the user's own analysis or result, mailed to each recipient;
 * a snapshot keeps what it shows now and is valid 30 days), the links a list shows (not
 * revoked, with something left to show; received ones only while their sender's account
 * exists), and the ShareList of a set of links, newest first.
 */
import { DAY, now } from '../../db/clock';
import { db } from '../../db/store';
import type { ResultRecord, ShareRecord, UserRecord } from '../../db/types';
import { errors } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { analysisContext, ownerResults } from '../analyses/analysisDto';
import { sendMail } from '../mail/outbox';
import { findVisibleResult, resultContext } from '../results/resultDto';
import {
  hasContent,
  shareLinkOf,
  toShareDto,
  type ShareResource,
  type ShareType,
} from './shareAccess';
import { displayNameOf } from '@/domain/displayName';

export const SNAPSHOT_DAYS = 30;

/** What a new link shows: a name and results. */
export interface ShareContent {
  name: string;
  results: ResultRecord[];
}

/** What a new link of the user's own analysis or result would show; 404 for any other. */
export function shareableContent(
  me: UserRecord,
  resource: ShareResource,
  from: number,
): ShareContent {
  if (resource === 'analysis') {
    const a = db().analyses.find((x) => x.id === from && x.userId === me.id && !x.discarded);
    if (!a) throw errors.notFound();
    return { name: a.name, results: ownerResults(a, analysisContext()) };
  }
  const r = findVisibleResult(me, from, resultContext());
  if (!r || r.userId !== me.id) throw errors.notFound();
  return { name: r.measurementName, results: [r] };
}

/** A new link of the user's own analysis or result (`from`), mailed to each of `emails`. */
export function createShare(
  me: UserRecord,
  type: ShareType,
  resource: ShareResource,
  from: number,
  { name, results }: ShareContent,
  emails: string[],
): ShareRecord {
  const share: ShareRecord = {
    id: randomToken(16),
    userId: me.id,
    type,
    resourceType: resource,
    resourceId: from,
    creationDate: now(),
    validUntil: type === 'snapshot' ? now() + SNAPSHOT_DAYS * DAY : null,
    emails,
    revoked: false,
    snapshotResultIds: type === 'snapshot' ? results.map((r) => r.id) : null,
    // a snapshot keeps what it shows now (see shareAccess.ts)
    frozen: type === 'snapshot' ? { name, results: structuredClone(results) } : null,
  };
  db().shares.push(share);
  const sender = displayNameOf(me);
  for (const to of emails) {
    sendMail({
      kind: 'share',
      to,
      subject: `${sender} shared ${resource === 'analysis' ? 'an analysis' : 'a result'} with you`,
      body: `${sender} (${me.email}) shared "${name}" with you.${share.validUntil ? ` The link is valid for ${SNAPSHOT_DAYS} days.` : ''}`,
      link: shareLinkOf(share),
    });
  }
  return share;
}

/** The live links of one resource (by its owner; the resource is visible to the caller). */
export function sharesOfResource(resourceType: ShareResource, resourceId: number) {
  return db().shares.filter(
    (s) => s.resourceType === resourceType && s.resourceId === resourceId && !s.revoked,
  );
}

/** The user's own links of a mode that a list shows. */
export const ownShares = (me: UserRecord, type: ShareType) =>
  db().shares.filter((s) => s.userId === me.id && listed(s, type));

/** The links of a mode sent to the user's e-mail, while their sender's account exists. */
export function receivedShares(me: UserRecord, type: ShareType) {
  const email = me.email.toLowerCase();
  const users = new Map(db().users.map((u) => [u.id, u]));
  return db().shares.filter(
    (s) =>
      listed(s, type) &&
      s.emails.some((e) => e.toLowerCase() === email) &&
      !users.get(s.userId)?.deletedAt,
  );
}

/** The user's own link named by a revoke request's path, or 404. */
export function ownShare(
  me: UserRecord,
  path: { id?: string; type?: string; resource?: string },
): ShareRecord {
  const s = db().shares.find(
    (x) =>
      x.id === path.id &&
      x.userId === me.id &&
      x.type === path.type &&
      x.resourceType === path.resource,
  );
  if (!s) throw errors.notFound();
  return s;
}

export function shareList(
  shares: ShareRecord[],
  withSender: boolean,
  page = 1,
  itemsPerPage = shares.length || 1,
) {
  const users = new Map(db().users.map((u) => [u.id, u]));
  const sorted = [...shares].sort(
    (a, b) => b.creationDate - a.creationDate || a.id.localeCompare(b.id),
  );
  const start = (page - 1) * itemsPerPage;
  return {
    totalItems: sorted.length,
    shares: sorted.slice(start, start + itemsPerPage).map((s) => toShareDto(s, withSender, users)),
  };
}

export const listed = (s: ShareRecord, type: ShareType) =>
  s.type === type && !s.revoked && hasContent(s);
