import { buttonsFor, TARGET_STATUS, type FormStatus } from './parameterStatus';

describe('buttonsFor', () => {
  const shown = (status: FormStatus, dirty = false) =>
    buttonsFor(status, dirty).map((b) => `${b.label}${b.disabled ? ' (disabled)' : ''}`);
  it('offers the buttons of each status (Cancel is always there besides them)', () => {
    expect(shown('New')).toEqual(['Save as draft', 'Release parameter (disabled)']);
    expect(shown('Draft')).toEqual(['Save as draft', 'Release parameter']);
    expect(shown('Released')).toEqual(['Deactivate parameter', 'Update and release parameter']);
    expect(shown('Inactive')).toEqual(['Activate as draft']);
  });
  it('disables Deactivate while the form has unsaved changes', () => {
    expect(shown('Released', true)).toEqual([
      'Deactivate parameter (disabled)',
      'Update and release parameter',
    ]);
    expect(shown('Draft', true)).toEqual(['Save as draft', 'Release parameter']);
  });
});

describe('the status each button stores', () => {
  // the lifecycle the server allows: Draft -> Draft, Draft -> Released, Released -> Released,
  // Released -> Inactive, Inactive -> Draft (and a new parameter is saved as a draft)
  const allowed: Record<FormStatus, number[]> = {
    New: [1, 2],
    Draft: [1, 2],
    Released: [2, 3],
    Inactive: [1],
  };
  it.each(Object.entries(allowed))('from %s only to %j', (status, targets) => {
    const stored = buttonsFor(status as FormStatus, false).map((b) => TARGET_STATUS[b.action]);
    expect(stored.every((s) => targets.includes(s))).toBe(true);
  });
});
