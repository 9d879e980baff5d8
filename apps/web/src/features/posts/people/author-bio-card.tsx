import { useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { useSession } from '../../../lib/session.tsx';
import { AuthorAvatar } from '../components/author-avatar.tsx';
import { AdminBadge, ProfitableBadge } from '../components/post-badges.tsx';
import { AuthorBioForm } from './author-bio-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** The signed-in member as other members see them on posts: picture, name, badges and bio. */
export function AuthorBioCard() {
  const { t } = useLingui();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Leaving the form puts focus back on the Edit button instead of losing it to the page.
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (!user) return null;
  const bio = user.investorType?.trim();

  return (
    <section aria-label={t`Your author profile`} className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm shadow-navy-900/5">
      <div className="flex items-center gap-3">
        <AuthorAvatar name={user.name} src={user.profileImg} className="size-12 text-lg" />
        <div className="min-w-0">
          <p translate="no" className="truncate font-bold text-navy-950">{user.name}</p>
          {(user.userType === 'admin' || user.isProfitable) && (
            <p className="mt-1 flex flex-wrap gap-1.5">
              {user.userType === 'admin' && <AdminBadge />}
              {user.isProfitable && <ProfitableBadge />}
            </p>
          )}
        </div>
      </div>

      <div className="mt-4 border-t border-navy-100 pt-4">
        {editing ? (
          <AuthorBioForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">
                <Trans>Author bio</Trans>
              </h3>
              <p lang={bio ? '' : undefined} className={bio ? 'mt-1 text-sm break-words text-navy-900' : 'mt-1 text-sm text-navy-500 italic'}>
                {bio || t`Add a short bio so members know who is posting.`}
              </p>
            </div>
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              aria-label={t`Edit author bio`}
              className="flex size-9 shrink-0 items-center justify-center rounded-full text-navy-600 hover:bg-navy-50 hover:text-navy-950 focus-visible:outline-2 focus-visible:outline-emerald-500"
            >
              <Pencil className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
