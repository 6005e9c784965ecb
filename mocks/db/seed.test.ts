import { verifyPassword } from '../lib/password';
import { REFERENCE_SECONDS } from './clock';
import { seed } from './seed';
import type { DbData } from './types';

const TABLES = [
  'users',
  'results',
  'parameters',
  'analyses',
  'broadcasts',
  'packages',
  'faqCategories',
  'faqItems',
  'howToItems',
  'outbox',
  'sessions',
] as const;

const byEmail = (d: DbData, email: string) => d.users.find((u) => u.email === email)!;

describe('seed', () => {
  const data = seed('default');

  it('is deterministic', () => {
    expect(seed('default')).toEqual(data);
  });

  it('is the same data after a trip through JSON (the build hands the browser its text)', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('has the demo accounts with the right ids and flags', () => {
    const ids = ['user', 'admin', 'restricted', 'new', 'pending', 'expired'].map(
      (n) => byEmail(data, `${n}@example.com`).id,
    );
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byEmail(data, 'admin@example.com').roles).toContain('ROLE_ADMIN');
    expect(byEmail(data, 'restricted@example.com').roles).toEqual(['ROLE_USER', 'ROLE_RESTRICTED']);
    const user = byEmail(data, 'user@example.com');
    expect(user.roles).toEqual(['ROLE_USER']);
    expect(user.loggedInDevices.map((d) => d.deviceName)).toEqual(['iPhone 15 Pro', 'Pixel 8']);
    expect(user.newsletterActive).toBe(true);
    const pending = byEmail(data, 'pending@example.com');
    expect(pending.isActivated).toBe(false);
    expect(pending.registrationDate).toBe(REFERENCE_SECONDS - 2 * 3600);
    expect(pending.confirmationToken).toMatch(/^[0-9a-f]{40}$/);
    expect(pending.confirmationTokenCreatedAt).toBe(pending.registrationDate);
    const expired = byEmail(data, 'expired@example.com');
    expect(expired.isActivated).toBe(false);
    expect(expired.registrationDate).toBe(REFERENCE_SECONDS - 3 * 86400);
    expect(byEmail(data, 'new@example.com').isActivated).toBe(true);
    expect(data.outbox).toHaveLength(1);
    expect(data.outbox[0]).toMatchObject({
      kind: 'confirmation',
      to: 'pending@example.com',
      link: `/register/confirm/${pending.confirmationToken}`,
    });
  });

  it('gives data to user and restricted, none to new/pending/expired', () => {
    const count = (id: number) => data.results.filter((r) => r.userId === id).length;
    expect(count(1)).toBeGreaterThan(500);
    expect(count(1)).toBeLessThan(800);
    expect(count(3)).toBe(30);
    expect([count(4), count(5), count(6)]).toEqual([0, 0, 0]);
    expect(data.analyses.filter((a) => a.userId === 1)).toHaveLength(5);
    expect(data.analyses.filter((a) => a.userId === 1 && a.discarded)).toHaveLength(1);
    expect(data.packages).toEqual([
      expect.objectContaining({ userId: 1, amountOfTestStripsLeft: 64 }),
    ]);
  });

  it('has the parameters of every lifecycle state', () => {
    expect(data.parameters.map((p) => [p.id, p.name, p.status, p.isReleased, p.type])).toEqual([
      [1, 'pH', 2, true, 1],
      [2, 'Nitrate', 2, true, 0],
      [3, 'Nitrite', 2, true, 2],
      [4, 'Ammonium', 1, true, 2],
      [5, 'Phosphate', 3, true, 2],
      [6, 'Total hardness', 1, false, 2],
    ]);
    expect(data.parameters[1]).toMatchObject({
      citationFormula: 'NO,,3,,__-__',
      parameterRange: '0-500',
      unit: 'mg/l',
    });
    // ions as chemists write them: NO₃⁻, NO₂⁻, NH₄⁺, PO₄³⁻ (`,,x,,` subscript, `__x__` superscript)
    expect(data.parameters.map((p) => p.citationFormula)).toEqual([
      'pH',
      'NO,,3,,__-__',
      'NO,,2,,__-__',
      'NH,,4,,__+__',
      'PO,,4,,__3-__',
      '°dH',
    ]);
  });

  it('gives user@example.com varied results', () => {
    const mine = data.results.filter((r) => r.userId === 1);
    const codes = mine.map((r) => r.invalidSampleMessageCode);
    expect(codes).toContain('501 - Value below measuring range');
    expect(codes).toContain('502 - Value above measuring range');
    const no2 = mine.filter((r) => r.status === 300);
    expect(no2).toEqual([
      expect.objectContaining({ invalidSampleMessageCode: '403 - NO2 detected' }),
    ]);
    expect(mine.some((r) => r.discardedResult)).toBe(true);
    expect(mine.some((r) => r.locationLat === null)).toBe(true);
    expect(new Set(mine.map((r) => r.timezoneOffset))).toEqual(new Set([60, 120, -300]));
    expect(mine[0].visibleMeasurementId).toBe('M-000001');
    expect(mine.some((r) => r.measurementName === 'Well 3 – pH')).toBe(true);
  });

  it('keeps every result before the reference date and with integer timestamps', () => {
    const bad = data.results.filter(
      (r) =>
        !Number.isInteger(r.sampleCreationDate) ||
        r.sampleCreationDate >= REFERENCE_SECONDS ||
        r.updatedAt < r.sampleCreationDate ||
        r.updatedAt >= REFERENCE_SECONDS,
    );
    expect(bad).toEqual([]);
  });

  it('has consistent sequences', () => {
    for (const table of TABLES) {
      const max = data[table].reduce((m, r) => Math.max(m, Number(r.id) || 0), 0);
      expect(data.sequences[table], table).toBe(max);
    }
    expect(new Set(data.results.map((r) => r.id)).size).toBe(data.results.length);
  });

  it('stores hashes that verify with Password1 (and not with anything else)', () => {
    for (const u of data.users) {
      expect(u.passwordHash).toMatch(/^sha256\$/);
      expect(verifyPassword('Password1', u.passwordHash)).toBe(true);
    }
    expect(verifyPassword('password1', data.users[0].passwordHash)).toBe(false);
  });

  it('has shares made and received by user@example.com', () => {
    const mine = data.shares.filter((s) => s.userId === 1);
    expect(mine.some((s) => s.revoked)).toBe(true);
    expect(mine.some((s) => s.type === 'snapshot' && s.validUntil! < REFERENCE_SECONDS)).toBe(true);
    expect(mine.some((s) => s.type === 'dynamic' && s.validUntil === null)).toBe(true);
    expect(data.shares.filter((s) => s.emails.includes('user@example.com')).length).toBeGreaterThan(
      0,
    );
    for (const s of data.shares) expect(s.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('builds the large scenario with 20,000 results for user@example.com', () => {
    const large = seed('large');
    expect(large.results.filter((r) => r.userId === 1)).toHaveLength(20000);
    expect(large.users).toEqual(data.users);
    expect(large.sequences.results).toBe(large.results.length);
  });
});
