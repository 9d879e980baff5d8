import { useEffect, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Redo2, Strikethrough, Underline, Undo2 } from 'lucide-react';
import { editorTextboxAttributes } from '../../../lib/rich-text.ts';
import { cn } from '../../../lib/cn.ts';
import { useLingui } from '@lingui/react/macro';

interface RichTitleEditorProps {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Lets the form put the caret here when the title is missing (react-hook-form's field ref). */
  focusRef?: (target: { focus: () => void } | null) => void;
}

const TITLE_CLASS = cn(
  'min-h-24 px-3 py-2.5 text-base text-navy-900 focus:outline-none',
  '[&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-bold',
);

/**
 * The admins' rich-text title (Tiptap), loaded only for admins. A title needs inline marks and
 * lists, not the blog body's headings, code blocks and images, so StarterKit is cut down to that.
 */
export function RichTitleEditor({ labelId, value, onChange, invalid, describedBy, focusRef }: RichTitleEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false, codeBlock: false, code: false, blockquote: false, horizontalRule: false, link: false,
      }),
    ],
    content: value,
    editorProps: {
      attributes: editorTextboxAttributes({ labelId, describedBy, invalid, className: TITLE_CLASS }),
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    focusRef?.(editor ? { focus: () => editor.commands.focus() } : null);
  }, [editor, focusRef]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border bg-white focus-within:border-emerald-600 focus-within:ring-2 focus-within:ring-emerald-500/30',
        invalid ? 'border-red-600' : 'border-navy-200',
      )}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'), undo: e.can().undo(), redo: e.can().redo(),
    }),
  });
  const { t } = useLingui();
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={t`Title formatting`} className="flex flex-wrap gap-0.5 border-b border-navy-100 bg-navy-50/60 p-1">
      <Tool label={t`Bold`} active={state.bold} onClick={() => chain().toggleBold().run()}><Bold /></Tool>
      <Tool label={t`Italic`} active={state.italic} onClick={() => chain().toggleItalic().run()}><Italic /></Tool>
      <Tool label={t`Underline`} active={state.underline} onClick={() => chain().toggleUnderline().run()}><Underline /></Tool>
      <Tool label={t`Strikethrough`} active={state.strike} onClick={() => chain().toggleStrike().run()}><Strikethrough /></Tool>
      <Tool label={t`Bulleted list`} active={state.bullet} onClick={() => chain().toggleBulletList().run()}><List /></Tool>
      <Tool label={t`Numbered list`} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}><ListOrdered /></Tool>
      <Tool label={t`Undo`} disabled={!state.undo} onClick={() => chain().undo().run()}><Undo2 /></Tool>
      <Tool label={t`Redo`} disabled={!state.redo} onClick={() => chain().redo().run()}><Redo2 /></Tool>
    </div>
  );
}

function Tool({ label, active = false, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button" title={label} aria-label={label} aria-pressed={active} disabled={disabled} onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-navy-700 hover:bg-white hover:text-navy-950 disabled:opacity-40 [&_svg]:size-4',
        active && 'bg-white text-emerald-700 shadow-sm',
      )}
    >
      {children}
    </button>
  );
}
