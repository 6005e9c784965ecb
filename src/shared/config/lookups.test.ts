import { describe, expect, it } from 'vitest';
import { industries, industryLabel, jobRoleLabel, jobRoles } from './lookups';

describe('lookups', () => {
  it('has industries 0..13 and job roles 0..10', () => {
    expect(industries.map((i) => i.id)).toEqual([...Array(14).keys()]);
    expect(jobRoles.map((i) => i.id)).toEqual([...Array(11).keys()]);
  });

  it('labels ids word for word', () => {
    expect(industryLabel(9)).toBe('Fresh water applications');
    expect(jobRoleLabel(2)).toBe('Intern/Temp');
    expect(jobRoleLabel(99)).toBe('');
  });
});
