/**
 * A form with changes not saved asks before they are lost:
 * - leaving it inside the app (its Cancel, Back or a dialog's close, a menu link, the browser's
 *   back and forward buttons) asks in a dialog, 'Leave without saving' or 'Keep editing';
 * - closing or reloading the tab asks the browser's own question (beforeunload; browsers show
 *   their own words).
 * A move the app makes in place (a replace: the new record's own address after its first save,
 * a redirect) passes, and so does one within the page (only the query or hash changes), and any
 * move once the form said its changes are saved (`saved`: a save that goes on to another page). The
 * router's blocking needs a data router (the app's, the tests'); elsewhere (Storybook) only the
 * dialog's own leaving and the tab are guarded.
 */
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

export const UNSAVED_TEXTS = {
  title: 'Unsaved changes',
  question: 'Your changes have not been saved. Leave without saving them?',
  leave: 'Leave without saving',
  stay: 'Keep editing',
} as const;

export interface UnsavedChanges {
  /**
   * Runs `leave` at once when nothing is unsaved, else once the user chose to leave. `changed`:
   * the form read at the click, where what it rendered can lag behind the last keystroke (antd's
   * watched values arrive a moment after the field changed).
   */
  confirmLeave: (leave: () => void, changed?: boolean) => void;
  /** The changes are saved: whatever comes next leaves without asking. */
  saved: () => void;
  /** Render it beside the form: the question, the router's block and the tab's question. */
  guard: ReactNode;
}

export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const done = useRef(false);
  const confirmLeave = (leave: () => void, changed = dirty) =>
    changed && !done.current ? setLeaving(() => leave) : leave();
  const answer = (leave: boolean) => {
    const go = leaving;
    setLeaving(null);
    if (leave) go?.();
  };
  const question = (open: boolean, onAnswer: (leave: boolean) => void) => (
    <ConfirmDialog
      open={open}
      title={UNSAVED_TEXTS.title}
      question={UNSAVED_TEXTS.question}
      okText={UNSAVED_TEXTS.leave}
      cancelText={UNSAVED_TEXTS.stay}
      danger
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
  const guard =
    dirty || leaving !== null ? (
      <Guarded asked={leaving !== null} onAnswer={answer} question={question} done={done} />
    ) : null;
  return { confirmLeave, saved: () => (done.current = true), guard };
}

interface GuardedProps {
  asked: boolean;
  /** set once the changes are saved */
  done: { readonly current: boolean };
  onAnswer: (leave: boolean) => void;
  question: (open: boolean, onAnswer: (leave: boolean) => void) => ReactNode;
}

/** Mounted only while something is unsaved: a router allows one block at a time. */
function Guarded({ asked, onAnswer, question, done }: GuardedProps) {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when a value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  return dataRouter ? (
    <RouterGuard asked={asked} onAnswer={onAnswer} question={question} done={done} />
  ) : (
    question(asked, onAnswer)
  );
}

function RouterGuard({ asked, onAnswer, question, done }: GuardedProps) {
  const leavesPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) =>
      !done.current &&
      historyAction !== 'REPLACE' &&
      currentLocation.pathname !== nextLocation.pathname,
    [done],
  );
  const blocker = useBlocker(leavesPage);
  if (blocker.state !== 'blocked') return question(asked, onAnswer);
  return question(true, (leave) => (leave ? blocker.proceed() : blocker.reset()));
}
