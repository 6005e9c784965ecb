import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a field in one go, as a paste: a click (the focus a user gives it) and one input event.
 * For tests and stories whose subject is the form, not the typing; where each keystroke matters
 * (live validation, the password checklist, suggestions) they type instead. Takes the tests'
 * user-event instance or Storybook's `userEvent` alike.
 */
export async function pasteInto(
  user: Pick<UserEvent, 'click' | 'paste'>,
  field: Element,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}
