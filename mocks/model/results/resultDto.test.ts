import { describe, expect, it } from 'vitest';
import { resultContext, toResultDto, visibleResults } from './resultDto';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';

describe('result DTO', () => {
  it('marks the parameter tested only when the owner has a successful result of it', () => {
    const d = db();
    const r = d.results.find((x) => x.userId === 1 && x.deletedAt === null)!;
    expect(toResultDto(r, resultContext()).parameter.tested).toBe('true');
    for (const x of d.results) {
      if (x.userId === 1 && x.parameterId === r.parameterId && x.id !== r.id) x.deletedAt = now();
    }
    r.discardedResult = true;
    expect(toResultDto(r, resultContext()).parameter.tested).toBe('false');
  });

  it('shows users their own live results only; admins everyone’s', () => {
    const d = db();
    const ctx = resultContext();
    const user = d.users.find((u) => u.id === 1)!;
    const admin = d.users.find((u) => u.id === 2)!;
    expect(visibleResults(user, ctx).every((r) => r.userId === 1 && r.deletedAt === null)).toBe(
      true,
    );
    expect(visibleResults(admin, ctx).length).toBe(
      d.results.filter((r) => r.deletedAt === null).length,
    );
  });
});
