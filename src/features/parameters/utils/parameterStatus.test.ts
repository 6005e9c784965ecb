import { buttonsFor, type FormStatus } from './parameterStatus';

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
