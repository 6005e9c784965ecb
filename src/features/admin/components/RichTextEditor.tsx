/**
 * The back-office's rich-text field (notification texts; FAQ answers and how-to descriptions use
 * the same one): TipTap 3 with headings, bold, italic, lists, links and (where offered) pictures
 * from the computer, and nothing a reader's
 * page could not show safely (links only to http, https and mailto addresses; pasted scripts,
 * styles and unknown markup are dropped by the editor's schema). Its value is HTML ('' when
 * empty). With `maxLength` it keeps at most that many visible characters: typing beyond it is
 * ignored and a paste is cut to what fits; the counter below says how many are left.
 * The server sanitizes what it stores and every page sanitizes what it shows (DOMPurify).
 */
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Image } from '@tiptap/extension-image';
import { CharacterCount } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Button, Flex, Input, Modal, Typography, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { charactersLeft } from '@/domain/richText';
import { imageDataUrl, UNREADABLE_FILE, type ImageRules } from '@/shared/lib/readImage';
import { ImagePicker } from '@/shared/ui/ImagePicker';
import { notify } from '@/shared/ui/notify';

/** Pictures in help texts: PNG or JPEG, scaled down to fit 1200 pixels each way. */
const PICTURE: ImageRules = { types: 'png-jpeg', fit: { width: 1200, height: 1200 } };
const SAFE_IMAGE_SRC = /^(https:\/\/|data:image\/(png|jpe?g);base64,)/i;

/**
 * Pictures: only embedded PNG/JPEG or https addresses are taken (a pasted `<img src=x
 * onerror=...>` is dropped), and every picture has an alt text ('' when none is known), so
 * readers' pages stay accessible.
 */
const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (el) => (SAFE_IMAGE_SRC.test(el.getAttribute('src') ?? '') ? {} : false),
      },
    ];
  },
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: { default: '', renderHTML: (attrs) => ({ alt: (attrs.alt as string | null) ?? '' }) },
    };
  },
}).configure({ allowBase64: true });

export interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  /** at most this many visible characters, with a counter */
  maxLength?: number;
  ariaLabel: string;
  invalid?: boolean;
  /** offer 'Image': a PNG or JPEG from the computer, scaled to fit 1200 x 1200, embedded */
  allowImages?: boolean;
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

export function RichTextEditor({
  id,
  value,
  onChange,
  maxLength,
  ariaLabel,
  invalid = false,
  allowImages = false,
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  const emitted = useRef(value ?? '');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        blockquote: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => SAFE_LINK.test(url),
        },
      }),
      CharacterCount.configure({ limit: maxLength ?? null }),
      ...(allowImages ? [SafeImage] : []),
    ],
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

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      characters:
        (e?.storage.characterCount as { characters(): number } | undefined)?.characters() ?? 0,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
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
        <Flex
          gap={2}
          wrap
          role="toolbar"
          aria-label={`${ariaLabel} formatting`}
          style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Tool
            editor={editor}
            label="Bold"
            pressed={state?.bold}
            icon={<BoldOutlined />}
            run={(c) => c.toggleBold()}
          />
          <Tool
            editor={editor}
            label="Italic"
            pressed={state?.italic}
            icon={<ItalicOutlined />}
            run={(c) => c.toggleItalic()}
          />
          <Tool
            editor={editor}
            label="H2 heading"
            text="H2"
            pressed={state?.h2}
            run={(c) => c.toggleHeading({ level: 2 })}
          />
          <Tool
            editor={editor}
            label="H3 heading"
            text="H3"
            pressed={state?.h3}
            run={(c) => c.toggleHeading({ level: 3 })}
          />
          <Tool
            editor={editor}
            label="Bulleted list"
            pressed={state?.bullet}
            icon={<UnorderedListOutlined />}
            run={(c) => c.toggleBulletList()}
          />
          <Tool
            editor={editor}
            label="Numbered list"
            pressed={state?.ordered}
            icon={<OrderedListOutlined />}
            run={(c) => c.toggleOrderedList()}
          />
          <Button
            size="small"
            type={state?.link ? 'primary' : 'text'}
            aria-pressed={state?.link ?? false}
            aria-label="Link"
            title="Link"
            icon={<LinkOutlined />}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setLinkOpen(true)}
          />
          {allowImages && (
            <ImagePicker
              rules={PICTURE}
              inputTestId={`${ariaLabel.toLowerCase()}-image-input`}
              onPick={(image) =>
                editor
                  ?.chain()
                  .focus()
                  .setImage({
                    src: imageDataUrl(image.base64),
                    alt: image.name.replace(/\.[^.]+$/, ''),
                  })
                  .run()
              }
              onProblem={() => notify.info(UNREADABLE_FILE)}
            >
              {(open) => (
                <Button
                  size="small"
                  type="text"
                  aria-label="Image"
                  title="Image"
                  icon={<PictureOutlined />}
                  disabled={!editor}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={open}
                />
              )}
            </ImagePicker>
          )}
          <Tool
            editor={editor}
            label="Undo"
            icon={<UndoOutlined />}
            disabled={!state?.canUndo}
            run={(c) => c.undo()}
          />
          <Tool
            editor={editor}
            label="Redo"
            icon={<RedoOutlined />}
            disabled={!state?.canRedo}
            run={(c) => c.redo()}
          />
        </Flex>
        <EditorContent editor={editor} />
      </div>
      {maxLength !== undefined && (
        <Typography.Text
          type="secondary"
          aria-live="polite"
          data-testid={id ? `${id}-counter` : undefined}
        >
          {charactersLeft(state?.characters ?? 0, maxLength)}
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

type Chain = ReturnType<Editor['chain']>;

function Tool({
  editor,
  label,
  text,
  icon,
  pressed,
  disabled,
  run,
}: {
  editor: Editor | null;
  label: string;
  text?: string;
  icon?: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  run: (chain: Chain) => Chain;
}) {
  return (
    <Button
      size="small"
      type={pressed ? 'primary' : 'text'}
      aria-pressed={pressed === undefined ? undefined : pressed}
      aria-label={label}
      title={label}
      icon={icon}
      disabled={disabled || !editor}
      // keep the editor's selection: the button acts on it
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => editor && run(editor.chain().focus()).run()}
    >
      {text}
    </Button>
  );
}

/** The address of a link; empty removes the link. Only web and mail addresses are taken. */
function LinkDialog({
  initial,
  onApply,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const trimmed = href.trim();
  const withScheme = trimmed && !/^[a-z]+:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  const bad = withScheme !== '' && !SAFE_LINK.test(withScheme);
  return (
    <Modal
      open
      title="Link"
      okText="Apply"
      okButtonProps={{ disabled: bad }}
      onOk={() => onApply(withScheme)}
      onCancel={onClose}
    >
      <label htmlFor="rich-text-link">Link address</label>
      <Input
        id="rich-text-link"
        autoFocus
        value={href}
        placeholder="https://"
        status={bad ? 'error' : undefined}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={() => !bad && onApply(withScheme)}
      />
      {bad && (
        <Typography.Text type="danger">
          Only web (https://) and mail (mailto:) addresses.
        </Typography.Text>
      )}
    </Modal>
  );
}
