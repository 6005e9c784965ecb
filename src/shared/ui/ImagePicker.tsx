/**
 * Choosing a picture from the computer: a hidden file input behind a control of the caller's
 * (`children` gets `open`, which shows the browser's file chooser, and whether a file is being
 * read). The chosen file is checked and read with `readImage` and its `rules` (or with `read`,
 * for a file that is no picture, e.g. a parameter's package file); `onPick` gets the result,
 * `onProblem` the error of a refused or unreadable file. Choosing the same file again reads it
 * again.
 */
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { acceptOf, readImage, type ImageRules, type PickedFile } from '@/shared/lib/readImage';

type Reader =
  | { rules: ImageRules; read?: never; accept?: never }
  | {
      read: (file: File) => Promise<PickedFile>;
      /** the file types offered (none: any file) */
      accept?: string;
      rules?: never;
    };

export type ImagePickerProps = Reader & {
  onPick: (picked: PickedFile) => void;
  onProblem: (error: unknown) => void;
  /** told when reading starts and ends (e.g. to hold a Save meanwhile) */
  onReadingChange?: (reading: boolean) => void;
  /** the hidden input's name for assistive technology and tests */
  inputLabel?: string;
  /** the hidden input's test id (end-to-end journeys set its files) */
  inputTestId?: string;
  children: (open: () => void, reading: boolean) => ReactNode;
};

export function ImagePicker(props: ImagePickerProps) {
  const { onPick, onProblem, onReadingChange, inputLabel, inputTestId, children } = props;
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const busy = (now: boolean) => {
    setReading(now);
    onReadingChange?.(now);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    busy(true);
    try {
      onPick(props.rules ? await readImage(file, props.rules) : await props.read(file));
    } catch (error) {
      onProblem(error);
    } finally {
      busy(false);
    }
  };

  return (
    <>
      {children(() => input.current?.click(), reading)}
      <input
        ref={input}
        type="file"
        accept={props.rules ? acceptOf(props.rules) : props.accept}
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(e) => void choose(e)}
      />
    </>
  );
}
