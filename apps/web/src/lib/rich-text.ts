/**
 * The ARIA attributes that make a Tiptap editing area a labelled textbox, shared by the blog
 * editor and the admin post title (Tiptap renders a plain contenteditable without them).
 */
export function editorTextboxAttributes(a: { labelId: string; describedBy?: string; invalid?: boolean; className: string }) {
  return {
    'aria-labelledby': a.labelId,
    'aria-multiline': 'true',
    role: 'textbox',
    ...(a.describedBy ? { 'aria-describedby': a.describedBy } : {}),
    ...(a.invalid ? { 'aria-invalid': 'true' } : {}),
    class: a.className,
  };
}
