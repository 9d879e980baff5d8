import * as RadixDialog from '@radix-ui/react-dialog';
import type { Post } from '@tlt/shared/community';
import { cn } from '../../../lib/cn.ts';
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
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-navy-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-0 z-50 flex h-dvh flex-col bg-white text-navy-900 shadow-2xl focus:outline-none animate-fade-in',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          )}
        >
          {/* Keyed by post: switching from one post's edit to another's starts from that post. */}
          <PostForm key={post?._id ?? 'new'} post={post} role={role} onDone={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
