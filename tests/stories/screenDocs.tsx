/**
 * Story helper: the docs page of a screen (the stories with the tags 'screen' and 'autodocs').
 * What the screen is for (the comment above its stories' meta, else the page's own), then its states, each with its
 * note (the comment above the story), the role or viewport it shows (its tags) and a link that
 * opens it. The states are not drawn on this page: each runs on a mock of its own (data,
 * failures, a logged-in account) and many need their play function, which a docs page does not
 * run; a state's story shows it inside the app's shell.
 */
import { Description, DocsContext, Heading, Markdown, Title } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';

/** The tags a designer filters by, as the docs page names them. */
const SHOWN_TAGS: Record<string, string> = {
  admin: 'admin',
  restricted: 'restricted user',
  dialog: 'dialog',
  phone: 'phone',
};

interface StoryFacts {
  id: string;
  name: string;
  tags: string[];
  parameters: { docs?: { description?: { story?: string } } };
}

/** One state: its name as a link to its story, what it shows, and its tags. */
function stateMarkdown(story: StoryFacts) {
  const note = story.parameters.docs?.description?.story?.trim() ?? '';
  const tags = story.tags.filter((tag) => tag in SHOWN_TAGS).map((tag) => SHOWN_TAGS[tag]);
  return [
    `### [${story.name}](?path=/story/${story.id})`,
    note,
    tags.length ? `_Shows: ${tags.join(', ')}._` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function ScreenDocs() {
  const stories = useContext(DocsContext).componentStories() as StoryFacts[];
  return (
    <>
      <Title />
      <Description />
      <Markdown>
        {`Each state opens as a story of its own, inside the app's shell, with the mock data and
the account it names; the role and viewport switches of the toolbar apply there.`}
      </Markdown>
      <Heading>{`The states (${stories.length})`}</Heading>
      <Markdown>{stories.map(stateMarkdown).join('\n\n')}</Markdown>
    </>
  );
}
