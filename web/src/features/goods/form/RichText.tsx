import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

const QuillEditor = lazy(() => import('./QuillEditor'));

/** The rich-text field: the editor is a chunk of its own, fetched when a form first shows it. */
export function RichText({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <QuillEditor value={value} onChange={onChange} />
    </Suspense>
  );
}
