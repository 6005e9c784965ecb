/** Share links: made by user@example.com, and received by it from other users. */
import { DAY, HOUR } from '../clock';
import type { AnalysisRecord, ResultRecord, ShareRecord } from '../types';
import { hex } from './rng';

const SNAPSHOT_VALIDITY = 30 * DAY;

interface Plan {
  userId: number;
  type: ShareRecord['type'];
  resourceType: ShareRecord['resourceType'];
  resourceId: number;
  ageSeconds: number;
  emails: string[];
  revoked?: boolean;
}

export function seedShares(
  ref: number,
  analyses: AnalysisRecord[],
  results: ResultRecord[],
  ids: { user: number; restricted: number; other: number },
): ShareRecord[] {
  const mine = analyses.filter((a) => a.userId === ids.user);
  const theirs = analyses.filter((a) => a.userId === ids.restricted);
  const myResults = results.filter((r) => r.userId === ids.user && !r.discardedResult);
  const restrictedResult = results.find((r) => r.userId === ids.restricted)!;
  const otherResult = results.find(
    (r) => r.userId === ids.other && r.sampleCreationDate < ref - 12 * DAY,
  );
  const lastMine = myResults[myResults.length - 1];
  const plans: Plan[] = [
    {
      userId: ids.user,
      type: 'snapshot',
      resourceType: 'analysis',
      resourceId: mine[0].id,
      ageSeconds: 5 * DAY,
      emails: ['j.keller@wasserverband.example', 'lab@aqualytic.example'],
    },
    {
      userId: ids.user,
      type: 'snapshot',
      resourceType: 'analysis',
      resourceId: mine[1].id,
      ageSeconds: 45 * DAY,
      emails: ['aquarium-club@example.net'],
    },
    {
      userId: ids.user,
      type: 'dynamic',
      resourceType: 'analysis',
      resourceId: mine[2].id,
      ageSeconds: 20 * DAY,
      emails: ['restricted@example.com', 'farm.office@example.org'],
    },
    {
      userId: ids.user,
      type: 'dynamic',
      resourceType: 'analysis',
      resourceId: mine[3].id,
      ageSeconds: 60 * DAY,
      emails: ['old.partner@example.org'],
      revoked: true,
    },
    {
      userId: ids.user,
      type: 'snapshot',
      resourceType: 'result',
      resourceId: lastMine.id,
      ageSeconds: 2 * HOUR,
      emails: ['j.keller@wasserverband.example'],
    },
    {
      userId: ids.user,
      type: 'dynamic',
      resourceType: 'result',
      resourceId: myResults[myResults.length - 10].id,
      ageSeconds: 3 * DAY,
      emails: ['lab@aqualytic.example'],
    },
    {
      userId: ids.restricted,
      type: 'dynamic',
      resourceType: 'analysis',
      resourceId: theirs[0].id,
      ageSeconds: 10 * DAY,
      emails: ['user@example.com'],
    },
    {
      userId: ids.restricted,
      type: 'snapshot',
      resourceType: 'result',
      resourceId: restrictedResult.id,
      ageSeconds: 4 * DAY,
      emails: ['user@example.com', 'harbour@example.org'],
    },
  ];
  if (otherResult) {
    plans.push({
      userId: ids.other,
      type: 'snapshot',
      resourceType: 'result',
      resourceId: otherResult.id,
      ageSeconds: 12 * DAY,
      emails: ['user@example.com'],
    });
  }
  const byId = new Map(results.map((r) => [r.id, r]));
  return plans.map((p): ShareRecord => {
    const creationDate = ref - p.ageSeconds;
    const analysis =
      p.resourceType === 'analysis' ? analyses.find((a) => a.id === p.resourceId) : undefined;
    const snapshotResultIds =
      p.type !== 'snapshot'
        ? null
        : analysis
          ? analysis.resultIds.filter(
              (id) => (byId.get(id)?.sampleCreationDate ?? 0) <= creationDate,
            )
          : [p.resourceId];
    return {
      id: hex(32),
      userId: p.userId,
      type: p.type,
      resourceType: p.resourceType,
      resourceId: p.resourceId,
      creationDate,
      validUntil: p.type === 'snapshot' ? creationDate + SNAPSHOT_VALIDITY : null,
      emails: p.emails,
      revoked: p.revoked ?? false,
      snapshotResultIds,
      frozen: snapshotResultIds && {
        name: analysis?.name ?? byId.get(p.resourceId)!.measurementName,
        results: snapshotResultIds.map((id) => structuredClone(byId.get(id)!)),
      },
    };
  });
}
