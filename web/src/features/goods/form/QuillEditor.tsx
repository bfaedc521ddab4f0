import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

const modules = {
  toolbar: [[{ header: [1, 2, 3, false] }], ['bold', 'italic', 'underline'], [{ color: [] }], [{ list: 'ordered' }, { list: 'bullet' }], ['link', 'image'], ['clean']],
};

/** Quill in the snow theme: the description editor (loaded on demand by RichText). */
export default function QuillEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return <ReactQuill theme="snow" modules={modules} value={value ?? ''} onChange={(html) => onChange?.(html)} />;
}
