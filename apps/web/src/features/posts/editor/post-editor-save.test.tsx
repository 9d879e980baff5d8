import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { admin, editorDialog, makePost, member, openEditor, pasteFiles, png, renderEditor, toastWith } from '../../../test/post-editor-harness.tsx';

afterEach(() => void toast.dismiss());

type User = ReturnType<typeof renderEditor>['user'];

async function fillMemberPost(user: User) {
  await openEditor(user);
  await user.type(screen.getByLabelText('Title'), '  Crude long above 6500  ');
  pasteFiles(png('crude.png'));
  await user.type(screen.getByLabelText('Entry Price'), '6510');
  await user.type(screen.getByLabelText('Target Price 1'), '6600');
  await user.type(screen.getByLabelText('Stop Loss'), '6450.5');
  await user.type(screen.getByLabelText('Risk (%)'), '1.5');
  await user.tab();
  await user.click(screen.getByRole('checkbox', { name: 'Commodities' }));
  await user.click(screen.getByRole('checkbox', { name: 'Intraday' }));
}

describe('post editor: saving', () => {
  it("uploads a member's pasted image, then sends the post and says it is under review", async () => {
    const { user, spy } = renderEditor(member);
    await fillMemberPost(user);
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post created successfully and is under review!!')).toBeInTheDocument();
    const [form] = callsTo(spy, 'POST /api/upload') as FormData[];
    expect((form.get('file') as File).name).toBe('crude.png');
    expect(callsTo(spy, 'POST /api/post/create')).toEqual([
      {
        title: 'Crude long above 6500',
        images: ['/uploads/new-1.webp'],
        entryPrice: 6510,
        targetPrice1: 6600,
        targetPrice2: null,
        stopLoss: 6450.5,
        risk: 1.5,
        tags: ['Intraday', 'Commodities'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("sends an admin's rich title, disclaimer and notification; no image needed", async () => {
    const { user, spy } = renderEditor(admin);
    await openEditor(user);
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 }));
    await user.keyboard('Budget day plan');
    await user.click(screen.getByRole('checkbox', { name: 'Macroeconomics' }));
    await user.click(screen.getByLabelText('Show Disclaimer'));
    await user.type(screen.getByLabelText('Notification title'), 'Budget plan is up');
    await user.type(screen.getByLabelText('Notification body'), 'Read it before the open');
    await user.type(screen.getByLabelText('Risk (%)'), '5');
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post created successfully!!')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/upload')).toEqual([]);
    expect(callsTo(spy, 'POST /api/post/create')).toEqual([
      {
        title: '<p>Budget day plan</p>',
        images: [],
        entryPrice: null,
        targetPrice1: null,
        targetPrice2: null,
        stopLoss: null,
        risk: 5,
        tags: ['Macroeconomics'],
        showDisclaimer: true,
        notification: { title: 'Budget plan is up', body: 'Read it before the open' },
      },
    ]);
  });

  it('updates an edited post with its _id, keeping stored images and uploading only the new one', async () => {
    const { user, spy } = renderEditor(member, { post: makePost() });
    await openEditor(user);
    pasteFiles(png('second.png'));
    await user.click(screen.getByRole('checkbox', { name: 'Intraday' }));
    await user.click(within(editorDialog()).getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Post updated successfully!!')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/upload')).toHaveLength(1);
    expect(callsTo(spy, 'PATCH /api/post/update')).toEqual([
      {
        _id: '0b5d1d6e-6f1e-4a44-8a8e-4b1c1d2e3f40',
        title: 'NIFTY breakout above 22500',
        images: ['/uploads/chart-1.webp', '/uploads/new-1.webp'],
        entryPrice: 22480,
        targetPrice1: 22600,
        targetPrice2: 22750.5,
        stopLoss: 22400,
        risk: 1,
        tags: ['Potential Trade/Breakout'],
      },
    ]);
  });

  it("keeps a member's title plain when an admin edits it, and an admin post's stored notification", async () => {
    const memberPost = makePost();
    const first = renderEditor(admin, { post: memberPost });
    await openEditor(first.user);
    expect(screen.getByLabelText('Title')).toHaveValue('NIFTY breakout above 22500');
    expect(screen.queryByLabelText('Notification title')).not.toBeInTheDocument();
    first.unmount();

    const adminPost = makePost({
      postedByRole: 'admin', title: '<p><strong>Budget</strong> plan</p>', images: [], showDisclaimer: true,
      notification: { title: 'Budget plan is up', body: 'Read it' },
    });
    const { user, spy } = renderEditor(admin, { post: adminPost });
    await openEditor(user);
    expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 })).toHaveTextContent('Budget plan');
    await user.click(within(editorDialog()).getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Post updated successfully!!')).toBeInTheDocument();
    expect(callsTo(spy, 'PATCH /api/post/update')[0]).toMatchObject({
      title: '<p><strong>Budget</strong> plan</p>', showDisclaimer: true, notification: { title: 'Budget plan is up', body: 'Read it' },
    });
  });

  it('shows a spinner and refuses a second click while saving', async () => {
    let answer!: (r: Response) => void;
    const { user, spy } = renderEditor(member, {
      routes: { 'POST /api/post/create': () => new Promise<Response>((r) => (answer = r)) },
    });
    await fillMemberPost(user);
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    const saving = await within(editorDialog()).findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    await user.click(saving);
    answer(envelopeResponse(200, makePost()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(spy, 'POST /api/post/create')).toHaveLength(1);
  });
});

describe('post editor: failures', () => {
  it('stops with "Failure" when an image upload fails', async () => {
    const { user, spy } = renderEditor(member, { routes: { 'POST /api/upload': () => envelopeResponse(500, undefined, 'boom') } });
    await fillMemberPost(user);
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    await toastWith('Failure', 'Failed to create post!!');
    expect(callsTo(spy, 'POST /api/post/create')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the server's 400 message as it comes", async () => {
    const { user } = renderEditor(member, {
      routes: { 'POST /api/post/create': () => envelopeResponse(400, undefined, 'Please select tags from the list') },
    });
    await fillMemberPost(user);
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    await toastWith('Create Post Error', 'Please select tags from the list');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says the post failed on any other error', async () => {
    const fail = () => envelopeResponse(500, undefined, 'Internal');
    const { user } = renderEditor(member, { routes: { 'POST /api/post/create': fail } });
    await fillMemberPost(user);
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    await toastWith('Error', 'Failed to post. Please try again later!!');
  });

  it('says the update failed when an edit is refused by the server', async () => {
    const { user } = renderEditor(member, { post: makePost(), routes: { 'PATCH /api/post/update': () => envelopeResponse(500) } });
    await openEditor(user);
    await user.click(within(editorDialog()).getByRole('button', { name: 'Update Post' }));
    await toastWith('Error', 'Failed to update post. Please try again later!!');
  });
});
