import { commentOf, commentProblem, measurementNameProblem } from './resultEdit';

const TOO_SHORT = 'This value is too short. It should have 3 characters or more.';

describe("a result's edit, as the dialog and the server check it", () => {
  it('takes no comment (null), or a text of at least 3 characters, trimmed', () => {
    expect(commentProblem(null)).toBeNull();
    expect(commentProblem(undefined)).toBeNull();
    expect(commentProblem('abc')).toBeNull();
    expect(commentProblem('  ab  ')).toBe(TOO_SHORT);
  });

  it('refuses an empty text as a comment: no comment is null', () => {
    // the dialog and the server once disagreed here: the dialog let '' pass, the server refused it
    expect(commentProblem('')).toBe(TOO_SHORT);
    expect(commentProblem('   ')).toBe(TOO_SHORT);
  });

  it('sends an emptied comment field as no comment, any other trimmed', () => {
    expect(commentOf('')).toBeNull();
    expect(commentOf('   ')).toBeNull();
    expect(commentOf(undefined)).toBeNull();
    expect(commentOf(' nice ')).toBe('nice');
  });

  it('requires a name of at least 3 characters', () => {
    expect(measurementNameProblem(' ab ')).toBe(TOO_SHORT);
    expect(measurementNameProblem('Pond')).toBeNull();
  });
});
