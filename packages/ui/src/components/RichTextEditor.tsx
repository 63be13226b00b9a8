import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './RichTextEditor.css';

interface RichTextEditorProps {
  /** The starting HTML (already sanitised). */
  initialHtml: string;
  /** Every change by the writer: the editor's HTML. */
  onChange: (html: string) => void;
  labelledBy: string;
  /** Puts the caret at the start (a mail's reply, above its quote). */
  focusAtStart?: boolean;
}

type Mark = 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList';

/**
 * The rich-text editor every app writes with (Tiptap on ProseMirror: its schema keeps only the
 * nodes and marks of StarterKit; pass what it gives through `sanitizeHtml` before keeping it).
 * Heavy: `LazyRichTextEditor` loads it when it first shows.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  focusAtStart = false,
}: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, link: false })],
    content: initialHtml,
    immediatelyRender: true,
    autofocus: focusAtStart ? 'start' : false,
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });

  const commands: Record<Mark, { icon: ReactNode; run: () => void }> = {
    bold: { icon: <BoldOutlined />, run: () => editor.chain().focus().toggleBold().run() },
    italic: { icon: <ItalicOutlined />, run: () => editor.chain().focus().toggleItalic().run() },
    strike: {
      icon: <StrikethroughOutlined />,
      run: () => editor.chain().focus().toggleStrike().run(),
    },
    bulletList: {
      icon: <UnorderedListOutlined />,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    orderedList: {
      icon: <OrderedListOutlined />,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  };

  return (
    <div className="rich-text">
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('richText.formatting')}>
        {(Object.keys(commands) as Mark[]).map((mark) => (
          <Tooltip key={mark} title={t(`richText.${mark}`)}>
            <Button
              type={active[mark] ? 'primary' : 'text'}
              size="small"
              icon={commands[mark].icon}
              aria-label={t(`richText.${mark}`)}
              aria-pressed={active[mark]}
              onClick={commands[mark].run}
            />
          </Tooltip>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
