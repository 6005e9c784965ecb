import { hasChanges } from './formChanges';

describe('hasChanges', () => {
  const start = { name: 'Anna', comment: null as string | null, tags: ['a'] };

  it('sees a changed, added or removed value', () => {
    expect(hasChanges(start, { ...start, name: 'Anne' })).toBe(true);
    expect(hasChanges(start, { ...start, comment: 'x' })).toBe(true);
    expect(hasChanges(start, { ...start, tags: [] })).toBe(true);
  });

  it('counts an emptied text as none, and nothing read yet as no change', () => {
    expect(hasChanges(start, { ...start, comment: '' })).toBe(false);
    expect(hasChanges(start, undefined)).toBe(false);
  });

  it('compares the fields the form has: a start value without a field is no change', () => {
    expect(hasChanges(start, { name: 'Anna', tags: ['a'] })).toBe(false);
    expect(hasChanges(start, { name: 'Anna', extra: 'typed' } as Partial<typeof start>)).toBe(true);
  });
});
