/**
 * Share links: made by user@example.com, and received by it from other users. Their ids are
 * fixed (README, 'Seeded share links'), so QA, stories and journeys open them directly. The
 * restricted user kind has no sharing: restricted@example.com owns none, it only receives one.
 */
import { DAY, HOUR } from '../clock';
import type { AnalysisRecord, ResultRecord, ShareRecord } from '../types';

/** The seeded links by what they are (the ids look like any other 128-bit share id). */
export const SEEDED_SHARES = {
  /** user@example.com's snapshot of 'Garden well 2026', 5 days old */
  analysisSnapshot: 'b8a583bfd60cafacdcb47fbfdf894bbc',
  /** user@example.com's snapshot of 'Aquarium pH', 45 days old: expired */
  expiredAnalysisSnapshot: 'edfeea1ed4d0a2882e650de564b6fe13',
  /** user@example.com's dynamic link of their third analysis, sent to restricted@example.com */
  analysisDynamic: 'de23bb63a371d1b61881af790efeafef',
  /** user@example.com's dynamic link of their fourth analysis: revoked */
  revokedAnalysisDynamic: 'ace16c65ec4dfb9e197e82bce1ba1db0',
  /** user@example.com's snapshot of their newest valid result, 2 hours old */
  resultSnapshot: '81c439cb3accef4df1e2af2e628012a5',
  /** user@example.com's dynamic link of a result */
  resultDynamic: 'e0ad9afab3ce85d5cf64c71b2ecaaffe',
  /** a generated user's dynamic link of their analysis, sent to user@example.com */
  receivedAnalysisDynamic: '5e8c3915db0df01c3a5dde3fbe7b6c4c',
  /** a second generated user's snapshot of a result, sent to user@example.com */
  receivedResultSnapshot: '6ddd4821bf611d26aeb2dc6a8feac5be',
  /** the first generated user's snapshot of a result, sent to user@example.com */
  receivedOtherResultSnapshot: '77ac3ecb2ad49ccc44cb3be457bdddbf',
} as const;

const SNAPSHOT_VALIDITY = 30 * DAY;

interface Plan {
  id: string;
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
  ids: { user: number; others: [number, number] },
): ShareRecord[] {
  const [other, second] = ids.others;
  const mine = analyses.filter((a) => a.userId === ids.user);
  const theirs = analyses.filter((a) => a.userId === other);
  const myResults = results.filter((r) => r.userId === ids.user && !r.discardedResult);
  const secondResult = results.find(
    (r) => r.userId === second && !r.discardedResult && r.sampleCreationDate < ref - 4 * DAY,
  )!;
  const otherResult = results.find(
    (r) => r.userId === other && r.sampleCreationDate < ref - 12 * DAY,
  );
  const lastMine = myResults[myResults.length - 1];
  const plans: Plan[] = [
    {
      id: SEEDED_SHARES.analysisSnapshot,
      userId: ids.user,
      type: 'snapshot',
      resourceType: 'analysis',
      resourceId: mine[0].id,
      ageSeconds: 5 * DAY,
      emails: ['j.keller@wasserverband.example', 'lab@aqualytic.example'],
    },
    {
      id: SEEDED_SHARES.expiredAnalysisSnapshot,
      userId: ids.user,
      type: 'snapshot',
      resourceType: 'analysis',
      resourceId: mine[1].id,
      ageSeconds: 45 * DAY,
      emails: ['aquarium-club@example.net'],
    },
    {
      id: SEEDED_SHARES.analysisDynamic,
      userId: ids.user,
      type: 'dynamic',
      resourceType: 'analysis',
      resourceId: mine[2].id,
      ageSeconds: 20 * DAY,
      emails: ['restricted@example.com', 'farm.office@example.org'],
    },
    {
      id: SEEDED_SHARES.revokedAnalysisDynamic,
      userId: ids.user,
      type: 'dynamic',
      resourceType: 'analysis',
      resourceId: mine[3].id,
      ageSeconds: 60 * DAY,
      emails: ['old.partner@example.org'],
      revoked: true,
    },
    {
      id: SEEDED_SHARES.resultSnapshot,
      userId: ids.user,
      type: 'snapshot',
      resourceType: 'result',
      resourceId: lastMine.id,
      ageSeconds: 2 * HOUR,
      emails: ['j.keller@wasserverband.example'],
    },
    {
      id: SEEDED_SHARES.resultDynamic,
      userId: ids.user,
      type: 'dynamic',
      resourceType: 'result',
      resourceId: myResults[myResults.length - 10].id,
      ageSeconds: 3 * DAY,
      emails: ['lab@aqualytic.example'],
    },
    {
      id: SEEDED_SHARES.receivedAnalysisDynamic,
      userId: other,
      type: 'dynamic',
      resourceType: 'analysis',
      resourceId: theirs[0].id,
      ageSeconds: 10 * DAY,
      emails: ['user@example.com'],
    },
    {
      id: SEEDED_SHARES.receivedResultSnapshot,
      userId: second,
      type: 'snapshot',
      resourceType: 'result',
      resourceId: secondResult.id,
      ageSeconds: 4 * DAY,
      emails: ['user@example.com', 'harbour@example.org'],
    },
  ];
  if (otherResult) {
    plans.push({
      id: SEEDED_SHARES.receivedOtherResultSnapshot,
      userId: other,
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
      id: p.id,
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
