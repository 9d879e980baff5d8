import type { Post } from '@tlt/shared/community';
import { FormSheet } from '../../../components/ui/form-sheet.tsx';
import { useSession } from '../../../lib/session.tsx';
import { PostForm } from './post-form.tsx';

export interface PostEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: edit this post (fields prefilled). Absent: create a new one. */
  post?: Post;
}

/**
 * The create/edit post modal: a full-height sheet on phones, a centred dialog from `sm` up.
 * The role comes from the session; the server decides it again (and the post's status).
 */
export function PostEditorDialog({ open, onOpenChange, post }: PostEditorDialogProps) {
  const { user } = useSession();
  const role = user?.userType === 'admin' ? 'admin' : 'user';
  return (
    <FormSheet open={open} onOpenChange={onOpenChange} wide>
      {/* Keyed by post: switching from one post's edit to another's starts from that post. */}
      <PostForm key={post?._id ?? 'new'} post={post} role={role} onDone={() => onOpenChange(false)} />
    </FormSheet>
  );
}
