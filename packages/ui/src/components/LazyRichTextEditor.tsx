import { Skeleton } from 'antd';
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import type RichTextEditor from './RichTextEditor';
import { sanitizeHtml } from './SafeHtml';

// Tiptap is heavy: its chunk loads when an editor first shows, never with the page.
const Editor = lazy(() => import('./RichTextEditor'));

export type LazyRichTextEditorProps = ComponentProps<typeof RichTextEditor> & {
  /** Shown while the editor loads: by default, `loadingRows` lines of skeleton. */
  loading?: ReactNode;
  loadingRows?: number;
};

/**
 * The rich-text editor (`@tessera/ui/rich-text`), loaded the first time it shows. Its
 * placeholder takes the editor's height, so nothing moves when it arrives.
 */
export function LazyRichTextEditor({
  loading,
  loadingRows = 4,
  ...props
}: LazyRichTextEditorProps) {
  return (
    <Suspense
      fallback={
        loading ?? (
          <div className="rich-text-loading" aria-busy="true" style={{ minBlockSize: 200 }}>
            <Skeleton active title={false} paragraph={{ rows: loadingRows }} />
          </div>
        )
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

export type RichTextFieldProps = Omit<LazyRichTextEditorProps, 'initialHtml' | 'onChange'> & {
  /** The field's HTML and its setter, given by antd's `Form.Item`. */
  value?: string;
  onChange?: (html: string) => void;
};

/**
 * A form's rich-text control (`<Form.Item name="description"><RichTextField labelledBy={id}
 * /></Form.Item>`): the editor starts from the field's HTML, sanitised, and sets the field on
 * each change.
 */
export function RichTextField({ value = '', onChange, ...props }: RichTextFieldProps) {
  // Read once, when it mounts: the editor keeps its own document from then on.
  const [initialHtml] = useState(() => sanitizeHtml(value));
  return (
    <LazyRichTextEditor
      {...props}
      initialHtml={initialHtml}
      onChange={(html) => onChange?.(html)}
    />
  );
}
