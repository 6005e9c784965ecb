import { describe, expect, it } from 'vitest';
import { displayNameOf } from '@/shared/lib/format';

describe('displayNameOf', () => {
  const base = { email: 'jane@example.com', displayName: null, firstName: null, lastName: null };
  it('prefers the display name, then the names, then the e-mail', () => {
    expect(displayNameOf({ ...base, displayName: 'JD', firstName: 'Jane' })).toBe('JD');
    expect(displayNameOf({ ...base, firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(displayNameOf({ ...base, firstName: 'Jane' })).toBe('Jane');
    expect(displayNameOf({ ...base, displayName: '  ', lastName: 'Doe' })).toBe('jane@example.com');
  });
});
