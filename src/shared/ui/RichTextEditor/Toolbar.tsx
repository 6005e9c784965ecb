/**
 * The rich-text editor's toolbar: Bold, Italic, H2 and H3 headings, bulleted and numbered lists,
 * Link, Image (where offered), Undo and Redo. The format buttons say whether they apply to the
 * selection (aria-pressed); every button keeps the editor's selection, since it acts on it.
 */
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Flex } from 'antd';
import { useThemeToken } from '../useThemeToken';
import type { ReactNode } from 'react';
import { PictureButton } from './PictureButton';

type Chain = ReturnType<Editor['chain']>;

export interface ToolbarProps {
  editor: Editor | null;
  ariaLabel: string;
  allowImages: boolean;
  onLink: () => void;
}

export function Toolbar({ editor, ariaLabel, allowImages, onLink }: ToolbarProps) {
  const token = useThemeToken();
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
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  return (
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
        onClick={onLink}
      />
      {allowImages && <PictureButton editor={editor} ariaLabel={ariaLabel} />}
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
  );
}

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
