import { Extension } from '@tiptap/core';
import { Document } from '@tiptap/extension-document';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Subscript } from '@tiptap/extension-subscript';
import { Superscript } from '@tiptap/extension-superscript';
import { Text } from '@tiptap/extension-text';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Button, Flex } from 'antd';
import { useThemeToken } from '@/shared/ui/useThemeToken';
import { useEffect, useRef } from 'react';
import { citationToDoc, docToCitation } from '../utils/citation';

/** The document is exactly one paragraph: Enter does nothing, pasted lines are joined. */
const OneLine = Extension.create({
  name: 'oneLine',
  addKeyboardShortcuts: () => ({ Enter: () => true, 'Shift-Enter': () => true }),
});
const OneParagraph = Document.extend({ content: 'paragraph' });

/** The two marks of a formula (each also the HTML element that shows it) and their keys. */
const MARKS = [
  { mark: 'sub', name: 'Subscript', keys: 'Ctrl+,' },
  { mark: 'sup', name: 'Superscript', keys: 'Ctrl+.' },
] as const;

export interface CitationEditorProps {
  /** the editable line's id (the form item's label points at it) */
  id?: string;
  /** the stored formula: `,,x,,` subscript, `__x__` superscript */
  value?: string | null;
  /** called with the stored formula on every change */
  onChange?: (value: string) => void;
  /** locked by the parameter's status: readable, not editable */
  disabled?: boolean;
  /** shows the error border (the form item has an error) */
  invalid?: boolean;
  /** the accessible name of the line and (with 'formatting') of its toolbar */
  ariaLabel?: string;
}

/**
 * The citation field: one line of rich text that knows only subscript and superscript (TipTap 3,
 * with a schema of a single paragraph, text and those two marks, so nothing else can be typed
 * or pasted: pasted bold, links or paragraphs arrive as plain text on the one line). Its value is
 * the stored formula text (`,,3,,` subscript, `__-__` superscript, see citation.ts).
 * Ctrl+, toggles subscript and Ctrl+. superscript, as do the two toolbar buttons (their names
 * are their visible text, 'x2 Subscript' and 'x2 Superscript', as speech input expects).
 */
export function CitationEditor({
  id,
  value,
  onChange,
  disabled = false,
  invalid = false,
  ariaLabel = 'Citation',
}: CitationEditorProps) {
  const token = useThemeToken();
  const disabledNow = useRef(disabled);
  disabledNow.current = disabled;
  const editor = useEditor({
    extensions: [OneParagraph, Paragraph, Text, Subscript, Superscript, OneLine],
    content: citationToDoc(value ?? ''),
    editable: !disabled,
    editorProps: {
      // read on every view update, so a later lock (setEditable below) is announced too
      attributes: (): Record<string, string> => ({
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-label': ariaLabel,
        'aria-multiline': 'false',
        ...(disabledNow.current ? { 'aria-disabled': 'true' } : {}),
        class: 'citation-editor-input',
      }),
      transformPastedText: (text) => text.replace(/\s*[\r\n]+\s*/g, ' '),
    },
    onUpdate: ({ editor: e }) => onChange?.(docToCitation(e.getJSON())),
  });

  // a value set from outside (form reset, loaded record) replaces the document
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    if (docToCitation(editor.getJSON()) !== next) {
      editor.commands.setContent(citationToDoc(next), { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      sub: e?.isActive('subscript') ?? false,
      sup: e?.isActive('superscript') ?? false,
    }),
  });

  const toggle = (mark: 'sub' | 'sup') => {
    const chain = editor?.chain().focus();
    if (mark === 'sub') chain?.toggleSubscript().run();
    else chain?.toggleSuperscript().run();
  };

  return (
    <div
      style={{
        border: `1px solid ${invalid ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Flex
        gap={4}
        role="toolbar"
        aria-label={`${ariaLabel} formatting`}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {MARKS.map(({ mark: Mark, name, keys }) => (
          <Button
            key={Mark}
            size="small"
            type={active?.[Mark] ? 'primary' : 'text'}
            aria-pressed={active?.[Mark] ?? false}
            title={`${name} (${keys})`}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => toggle(Mark)}
          >
            x<Mark>2</Mark> {name}
          </Button>
        ))}
      </Flex>
      <EditorContent
        editor={editor}
        // a locked citation stays readable (antd's disabled grey is 1.8:1 on its background)
        style={{ padding: '4px 11px', color: disabled ? token.colorTextDescription : undefined }}
      />
    </div>
  );
}
