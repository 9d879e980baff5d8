import { toast } from 'sonner';
import type { BlogSummary } from '@tlt/shared/blogs';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useDeleteBlog } from '../api/delete-blog.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Confirms before a blog is deleted for good. */
export function DeleteBlogDialog({ blog, onClose }: { blog: BlogSummary | null; onClose: () => void }) {
  const remove = useDeleteBlog();
  const { t } = useLingui();
  const title = blog?.title;
  const confirm = () => {
    if (!blog) return;
    remove.mutate(blog.id, {
      onSuccess: () => {
        toast.success(t`Blog deleted`);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <Dialog open={!!blog} onOpenChange={(open) => !open && onClose()} title={t`Delete this blog?`}
      description={blog ? t`“${title}” will be removed from the site. This cannot be undone.` : undefined}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}><Trans>Keep it</Trans></Button>
        <Button className="bg-red-600 text-white hover:bg-red-500" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t`Deleting…` : t`Delete`}
        </Button>
      </div>
    </Dialog>
  );
}
