/**
 * The words of the Storybook page "Find a screen" (.storybook/FindScreen.mdx): each heading lists
 * words a designer may search for, and the links under it open the screen stories that show
 * them. Storybook's search reads docs pages' headings but not what a screen shows, so the stories
 * suite checks the page against the screens: every story linked under a heading shows each of
 * its words (case aside).
 */
import { readFileSync } from 'node:fs';

export const FIND_SCREEN_PAGE = '.storybook/FindScreen.mdx';

/** The words each linked story must show, by story id. */
export function screenWords(mdx = readFileSync(FIND_SCREEN_PAGE, 'utf8')): Map<string, string[]> {
  const words = new Map<string, string[]>();
  let heading: string[] = [];
  for (const line of mdx.split('\n')) {
    // the words are the headings of the fourth level; a section's heading starts a new list
    const title = /^(#{1,4}) (.+)$/.exec(line);
    if (title) heading = title[1] === '####' ? title[2].split(',').map((word) => word.trim()) : [];
    for (const [, id] of line.matchAll(/\(\?path=\/story\/([\w-]+)\)/g))
      words.set(id, [...(words.get(id) ?? []), ...heading]);
  }
  return words;
}

/** The words of `expected` that `text` does not contain, case aside. */
export function missingWords(text: string, expected: string[]) {
  const shown = text.toLowerCase();
  return expected.filter((word) => !shown.includes(word.toLowerCase()));
}
