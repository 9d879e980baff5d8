import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { Toaster } from 'sonner';
import type { Post } from '@tlt/shared/community';
import type { User } from '@tlt/shared/user';
import { envelopeResponse, makeUser, storeSession } from './fixtures.ts';
import { stubApi } from './billing-fixtures.ts';
import { TestProviders } from './render.tsx';
import { PostEditorDialog } from '../features/posts/editor/post-editor-dialog.tsx';
import { makeAuthor, makePost as basePost } from './post-fixtures.ts';

// jsdom lays nothing out; ProseMirror asks for coordinates when it scrolls the selection into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

// jsdom has no object URLs; these record what the dialog creates and gives back.
export const objectUrls = { created: [] as string[], revoked: [] as string[] };
URL.createObjectURL = (blob: Blob) => {
  const url = `blob:test/${objectUrls.created.length + 1}-${(blob as File).name ?? 'blob'}`;
  objectUrls.created.push(url);
  return url;
};
URL.revokeObjectURL = (url: string) => void objectUrls.revoked.push(url);

export const member = makeUser({ _id: 'u-member', userType: 'normal' });
export const admin = makeUser({ _id: 'u-admin', name: 'Admin', userType: 'admin' });

export function makePost(overrides: Partial<Post> = {}): Post {
  return basePost({
    _id: '0b5d1d6e-6f1e-4a44-8a8e-4b1c1d2e3f40',
    postedBy: makeAuthor({ _id: 'u-member', name: 'Asha Member', bio: null }),
    title: 'NIFTY breakout above 22500',
    images: ['/uploads/chart-1.webp'],
    entryPrice: 22480,
    targetPrice1: 22600,
    targetPrice2: 22750.5,
    stopLoss: 22400,
    risk: 1,
    tags: ['Intraday', 'Potential Trade/Breakout'],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

export function png(name: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

type Routes = Parameters<typeof stubApi>[0];

/** The dialog behind an "Open editor" button, as a page would hold it; only fetch is stubbed. */
export function renderEditor(user: User, { post, routes = {} }: { post?: Post; routes?: Routes } = {}) {
  storeSession(user);
  let uploads = 0;
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'POST /api/upload': () => envelopeResponse(200, { location: `/uploads/new-${++uploads}.webp` }),
    'POST /api/post/create': (body) => envelopeResponse(200, makePost({ ...(body as Partial<Post>), _id: 'c3d1f7a2-1111-4a44-8a8e-4b1c1d2e3f40' })),
    'PATCH /api/post/update': (body) => envelopeResponse(200, makePost(body as Partial<Post>)),
    ...routes,
  });
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>Open editor</button>
        <PostEditorDialog open={open} onOpenChange={setOpen} post={post} />
        <Toaster />
      </>
    );
  }
  const utils = render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return { ...utils, spy, user: userEvent.setup({ applyAccept: false }) };
}

/** Opens the editor from the harness's button; answers its dialog. */
export async function openEditor(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: 'Open editor' }));
  return screen.findByRole('dialog');
}

export const editorDialog = () => screen.getByRole('dialog');

/** Pastes image files where the focus is, as the clipboard would. */
export const pasteFiles = (...files: File[]) => fireEvent.paste(document.activeElement ?? document.body, { clipboardData: { files, items: [] } });

/** A sonner toast with this title and description (the message may show by its field too). */
export const toastWith = (title: string, description: string) =>
  waitFor(() => {
    const hit = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).find((t) => within(t).queryByText(description));
    expect(hit, `toast "${description}"`).toBeDefined();
    expect(within(hit!).getByText(title)).toBeInTheDocument();
  });
