/**
 * Story helper: the docs page of a component (the 'autodocs' tag). First what the component is
 * for (its JSDoc), then how to use it (guidance.ts: when, when not, keyboard, labels), then what
 * the stories show (the comment above the stories' meta), the first
 * story, the props from the TypeScript types and the other stories. Stories whose state needs a
 * play function or a mock of their own carry the '!autodocs' tag: on a docs page all stories
 * render at once, on one mock server, and play functions do not run.
 */
import {
  ArgTypes,
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { ComponentType } from 'react';
import { GUIDANCE } from './guidance';
import { ScreenDocs } from './screenDocs';

/** A component of any props (every props type can stand where `never` is asked). */
type AnyComponent = ComponentType<never>;

function ComponentDocs({ documented }: { documented?: AnyComponent }) {
  const { preparedMeta } = useOf('meta', ['meta']);
  const component = documented ?? (preparedMeta.component as AnyComponent | undefined);
  const aboutStories = preparedMeta.parameters.docs?.description?.component as string | undefined;
  const guidance = GUIDANCE[preparedMeta.title];
  return (
    <>
      <Title />
      {component ? <Description of={component} /> : <Description />}
      {guidance && (
        <>
          <Heading>How to use it</Heading>
          <Markdown>{guidance}</Markdown>
        </>
      )}
      {component && aboutStories && (
        <>
          <Heading>The stories</Heading>
          <Markdown>{aboutStories}</Markdown>
        </>
      )}
      <Primary />
      <Heading>Props</Heading>
      {documented ? <ArgTypes of={documented} /> : <Controls />}
      <Stories includePrimary={false} />
    </>
  );
}

/**
 * The docs page of every component with the 'autodocs' tag (.storybook/preview.tsx); a screen's
 * (tag 'screen') lists its states instead (screenDocs.tsx).
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  return preparedMeta.tags.includes('screen') ? <ScreenDocs /> : <ComponentDocs />;
}

/**
 * The docs page of a component whose stories render it through a wrapper (sample data, a layout
 * route): the description and props of `component` rather than of the wrapper.
 */
export function docsPageOf(component: AnyComponent) {
  return function WrappedComponentDocsPage() {
    return <ComponentDocs documented={component} />;
  };
}
