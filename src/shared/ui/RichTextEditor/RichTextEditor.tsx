import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Typography } from 'antd';
import { useThemeToken } from '../useThemeToken';
import { useEffect, useRef, useState } from 'react';
import { charactersLeft } from '@/domain/richText';
import { richTextExtensions } from './extensions';
import { LinkDialog } from './LinkDialog';
import { Toolbar } from './Toolbar';

export interface RichTextEditorProps {
  /** the editable area's id (a form item's label points at it) */
  id?: string;
  /** the text as HTML; '' or null when empty */
  value?: string | null;
  /** called with the new HTML ('' when empty) on every change */
  onChange?: (html: string) => void;
  /** at most this many visible characters, with a counter */
  maxLength?: number;
  /** the accessible name of the editable area */
  ariaLabel: string;
  /** shows the error border (the form item has an error) */
  invalid?: boolean;
  /** offer 'Image': a PNG or JPEG from the computer, scaled to fit 1200 x 1200, embedded */
  allowImages?: boolean;
}

/**
 * The rich-text field (notification texts; FAQ answers and how-to descriptions use the same
 * one): TipTap 3 with headings, bold, italic, lists, links and (where offered) pictures from the
 * computer, and nothing a reader's page could not show safely (see extensions.ts). Its value is
 * HTML ('' when empty). With `maxLength` it keeps at most that many visible characters: typing
 * beyond it is ignored and a paste is cut to what fits; the counter below says how many are
 * left. The server sanitizes what it stores and every page sanitizes what it shows (DOMPurify).
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  maxLength,
  ariaLabel,
  invalid = false,
  allowImages = false,
}: RichTextEditorProps) {
  const token = useThemeToken();
  const emitted = useRef(value ?? '');
  const editor = useEditor({
    extensions: richTextExtensions({ maxLength, allowImages }),
    content: value ?? '',
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
        class: 'rich-text-input',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChange?.(html);
    },
  });

  // a value set from outside (dialog reset, loaded record) replaces the document
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    if (next !== emitted.current) {
      emitted.current = next;
      editor.commands.setContent(next, { emitUpdate: false });
    }
  }, [editor, value]);

  const characters = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      (e?.storage.characterCount as { characters(): number } | undefined)?.characters() ?? 0,
  });
  const [linkOpen, setLinkOpen] = useState(false);

  return (
    <div>
      <div
        style={{
          border: `1px solid ${invalid ? token.colorError : token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
        }}
      >
        <Toolbar
          editor={editor}
          ariaLabel={ariaLabel}
          allowImages={allowImages}
          onLink={() => setLinkOpen(true)}
        />
        <EditorContent editor={editor} />
      </div>
      {maxLength !== undefined && (
        <Typography.Text
          type="secondary"
          aria-live="polite"
          data-testid={id ? `${id}-counter` : undefined}
        >
          {charactersLeft(characters ?? 0, maxLength)}
        </Typography.Text>
      )}
      {linkOpen && editor && (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
            setLinkOpen(false);
          }}
        />
      )}
    </div>
  );
}
