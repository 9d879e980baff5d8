import { useId, type ChangeEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import {
  Bold, Code, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Minus, Quote, Redo2, Strikethrough,
  Underline, Undo2,
} from 'lucide-react';
import { editorTextboxAttributes } from '../../../lib/rich-text.ts';
import { cn } from '../../../lib/cn.ts';
import { PROSE } from './blog-body.tsx';
import { useLingui } from '@lingui/react/macro';

interface RichTextEditorProps {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  /** Uploads a picked image and answers its URL, or null when it was refused. */
  onImage: (file: File) => Promise<string | null>;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Admin rich text (Tiptap). It produces only the tags the server's allow-list keeps:
 * paragraphs, h2–h4, bold, italic, underline, strike, links, lists, quotes, code, images, rules.
 */
export function RichTextEditor({ labelId, value, onChange, onImage, invalid, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow' } },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: editorTextboxAttributes({ labelId, describedBy, invalid, className: cn(PROSE, 'min-h-64 px-4 py-3 focus:outline-none md:text-base') }),
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div className={cn('overflow-hidden rounded-lg border bg-white', invalid ? 'border-red-600' : 'border-navy-200',
      'focus-within:border-emerald-600 focus-within:ring-2 focus-within:ring-emerald-500/30')}>
      {editor && <Toolbar editor={editor} onImage={onImage} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage: RichTextEditorProps['onImage'] }) {
  const fileId = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }), bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'), quote: e.isActive('blockquote'), code: e.isActive('codeBlock'), link: e.isActive('link'),
      undo: e.can().undo(), redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const { t } = useLingui();

  const onLink = () => {
    if (state.link) return void chain().unsetLink().run();
    const href = window.prompt(t`Link address (https://… or mailto:…)`)?.trim();
    if (href && /^(https?:\/\/|mailto:|\/)/i.test(href)) chain().extendMarkRange('link').setLink({ href, target: '_blank' }).run();
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const src = await onImage(file);
    if (src) chain().setImage({ src, alt: '' }).run();
  };

  return (
    <div role="toolbar" aria-label={t`Formatting`} className="flex flex-wrap gap-0.5 border-b border-navy-100 bg-navy-50/60 p-1.5">
      <Tool label={t`Bold`} active={state.bold} onClick={() => chain().toggleBold().run()}><Bold /></Tool>
      <Tool label={t`Italic`} active={state.italic} onClick={() => chain().toggleItalic().run()}><Italic /></Tool>
      <Tool label={t`Underline`} active={state.underline} onClick={() => chain().toggleUnderline().run()}><Underline /></Tool>
      <Tool label={t`Strikethrough`} active={state.strike} onClick={() => chain().toggleStrike().run()}><Strikethrough /></Tool>
      <Tool label={t`Heading`} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}><Heading2 /></Tool>
      <Tool label={t`Subheading`} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}><Heading3 /></Tool>
      <Tool label={t`Bulleted list`} active={state.bullet} onClick={() => chain().toggleBulletList().run()}><List /></Tool>
      <Tool label={t`Numbered list`} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}><ListOrdered /></Tool>
      <Tool label={t`Quote`} active={state.quote} onClick={() => chain().toggleBlockquote().run()}><Quote /></Tool>
      <Tool label={t`Code block`} active={state.code} onClick={() => chain().toggleCodeBlock().run()}><Code /></Tool>
      <Tool label={state.link ? t`Remove link` : t`Link`} active={state.link} onClick={onLink}><Link2 /></Tool>
      <Tool label={t`Divider`} onClick={() => chain().setHorizontalRule().run()}><Minus /></Tool>
      <label htmlFor={fileId} title={t`Image`} className={toolStyles(false)}>
        <ImagePlus className="size-4" aria-hidden /><span className="sr-only">{t`Image`}</span>
      </label>
      <input id={fileId} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" className="sr-only" onChange={onFile} />
      <Tool label={t`Undo`} disabled={!state.undo} onClick={() => chain().undo().run()}><Undo2 /></Tool>
      <Tool label={t`Redo`} disabled={!state.redo} onClick={() => chain().redo().run()}><Redo2 /></Tool>
    </div>
  );
}

const toolStyles = (active: boolean) =>
  cn('inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-navy-700 hover:bg-white hover:text-navy-950',
    'disabled:opacity-40 [&_svg]:size-4', active && 'bg-white text-emerald-700 shadow-sm');

function Tool({ label, active = false, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" title={label} aria-label={label} aria-pressed={active} disabled={disabled} onClick={onClick} className={toolStyles(active)}>
      {children}
    </button>
  );
}
