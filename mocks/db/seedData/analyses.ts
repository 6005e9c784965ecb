/**
 * Analyses of user@example.com (5, one discarded), restricted@example.com (2) and one of a
 * generated user (which that user shares with user@example.com).
 */
import { DAY } from '../clock';
import type { AnalysisRecord, ResultRecord } from '../types';
import { NITRATE, PH } from './parameters';

interface Plan {
  name: string;
  userId: number;
  take: number;
  ageDays: number;
  match: (r: ResultRecord) => boolean;
  discarded?: boolean;
  /** results added after creation (originalResultIds lacks them) */
  addedLater?: number;
}

const site = (r: ResultRecord, name: string) =>
  r.measurementName.startsWith(name) && r.measurementName.startsWith(' – ', name.length);
const utc = (y: number, m: number) => Date.UTC(y, m, 1) / 1000;
const between = (r: ResultRecord, from: number, to: number) =>
  r.sampleCreationDate >= from && r.sampleCreationDate < to;
const Y2026 = [utc(2026, 0), utc(2027, 0)] as const;
const MARCH_2026 = [utc(2026, 2), utc(2026, 3)] as const;

export function seedAnalyses(
  ref: number,
  results: ResultRecord[],
  userId: number,
  restrictedId: number,
  otherId: number,
): AnalysisRecord[] {
  const plans: Plan[] = [
    {
      name: 'Garden well 2026',
      userId,
      take: 50,
      ageDays: 150,
      addedLater: 5,
      match: (r) => site(r, 'Garden well') && between(r, ...Y2026),
    },
    {
      name: 'Aquarium pH',
      userId,
      take: 40,
      ageDays: 90,
      match: (r) => site(r, 'Aquarium') && r.parameterId === PH,
    },
    {
      name: 'Well 3 nitrate monitoring',
      userId,
      take: 30,
      ageDays: 60,
      match: (r) => site(r, 'Well 3') && r.parameterId === NITRATE,
    },
    {
      name: 'Lake Constance survey',
      userId,
      take: 24,
      ageDays: 200,
      match: (r) => site(r, 'Lake Constance'),
    },
    {
      name: 'Spring test series',
      userId,
      take: 20,
      ageDays: 230,
      discarded: true,
      match: (r) => between(r, ...MARCH_2026),
    },
    {
      name: 'Harbour samples',
      userId: restrictedId,
      take: 20,
      ageDays: 12,
      match: (r) => !site(r, 'Tap water'),
    },
    {
      name: 'Tap water check',
      userId: restrictedId,
      take: 10,
      ageDays: 8,
      match: (r) => site(r, 'Tap water'),
    },
    {
      name: 'City waters survey',
      userId: otherId,
      take: 20,
      ageDays: 12,
      match: () => true,
    },
  ];
  const analyses = plans.map((plan, i): AnalysisRecord => {
    const creationDate = ref - plan.ageDays * DAY;
    const own = results.filter((r) => r.userId === plan.userId && plan.match(r));
    const original = own
      .filter((r) => r.sampleCreationDate <= creationDate)
      .slice(-plan.take)
      .map((r) => r.id);
    const later = own
      .filter((r) => r.sampleCreationDate > creationDate)
      .slice(0, plan.addedLater ?? 0)
      .map((r) => r.id);
    return {
      id: i + 1,
      userId: plan.userId,
      name: plan.name,
      creationDate,
      resultIds: [...original, ...later],
      originalResultIds: original,
      discarded: plan.discarded ?? false,
    };
  });
  // make sure one analysis shows a discarded result (countOfResultsWithDiscarded > countOfResults)
  const mine = analyses.filter((a) => a.userId === userId);
  const byId = new Map(results.map((r) => [r.id, r]));
  if (!mine.some((a) => a.resultIds.some((id) => byId.get(id)?.discardedResult))) {
    const discarded = results.find(
      (r) =>
        r.userId === userId && r.discardedResult && r.sampleCreationDate < mine[0].creationDate,
    );
    if (discarded) {
      mine[0].resultIds = [...mine[0].resultIds, discarded.id].sort((a, b) => a - b);
      mine[0].originalResultIds = [...mine[0].originalResultIds, discarded.id].sort(
        (a, b) => a - b,
      );
    }
  }
  return analyses;
}
