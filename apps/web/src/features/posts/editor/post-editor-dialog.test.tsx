import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { IMAGE_MAX_BYTES } from '@tlt/shared/upload';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { admin, editorDialog, makePost, member, objectUrls, openEditor, pasteFiles, png, renderEditor, toastWith } from '../../../test/post-editor-harness.tsx';

// sonner keeps its toasts in a module-level store; each test starts with none.
afterEach(() => void toast.dismiss());


describe('post editor: validation', () => {
  it('toasts the first broken rule under "Create Post Error" and shows every message by its field', async () => {
    const { user, spy } = renderEditor(member);
    await openEditor(user);
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    await toastWith('Create Post Error', 'Please enter title!!');
    expect(within(editorDialog()).getByText('Please enter title!!')).toBeInTheDocument();
    expect(within(editorDialog()).getByText('Please upload at least one chart image!!')).toBeInTheDocument();
    expect(within(editorDialog()).getByText('Please select at least one tag!!')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Title'), 'Gold above 72k');
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    await toastWith('Create Post Error', 'Please upload at least one chart image!!');
    expect(callsTo(spy, 'POST /api/post/create')).toEqual([]);
  });

  it("puts the caret in an admin's empty rich-text title", async () => {
    const { user } = renderEditor(admin);
    await openEditor(user);
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    await toastWith('Create Post Error', 'Please enter title!!');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('needs a notification title when an admin writes a notification body, and no image from an admin', async () => {
    const { user, spy } = renderEditor(admin);
    await openEditor(user);
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 }));
    await user.keyboard('Bank Nifty weekly levels');
    await user.click(screen.getByRole('checkbox', { name: 'Macroeconomics' }));
    await user.type(screen.getByLabelText('Notification body'), 'Levels for the week are out');
    await user.click(within(editorDialog()).getByRole('button', { name: 'Create Post' }));
    await toastWith('Create Post Error', 'Please enter notification title');
    expect(within(editorDialog()).queryByText('Please upload at least one chart image!!')).not.toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/post/create')).toEqual([]);
  });
});

describe('post editor: images', () => {
  it('takes four pasted images and refuses a fifth with the clipboard message; previews can be removed', async () => {
    const { user } = renderEditor(member);
    await openEditor(user);
    for (const n of [1, 2, 3, 4]) pasteFiles(png(`shot-${n}.png`));
    expect(await within(editorDialog()).findAllByRole('img', { name: /^Chart \d/ })).toHaveLength(4);
    expect(within(editorDialog()).queryByLabelText('Add chart images')).not.toBeInTheDocument();
    pasteFiles(png('shot-5.png'));
    await toastWith('Clipboard paste error', 'Sorry, maximum image upload limit is 4');
    expect(within(editorDialog()).getAllByRole('img', { name: /^Chart \d/ })).toHaveLength(4);

    const second = within(editorDialog()).getByRole('img', { name: 'Chart 2' }).getAttribute('src')!;
    await user.click(within(editorDialog()).getByRole('button', { name: 'Remove chart image 2' }));
    expect(within(editorDialog()).getAllByRole('img', { name: /^Chart \d/ })).toHaveLength(3);
    expect(objectUrls.revoked).toContain(second);
  });

  it('drops files of 2 MB or more and refuses types other than png/jpg', async () => {
    const { user } = renderEditor(member);
    await openEditor(user);
    const picker = within(editorDialog()).getByLabelText('Add chart images');
    await user.upload(picker, [png('big.png', IMAGE_MAX_BYTES), png('ok.png', IMAGE_MAX_BYTES - 1)]);
    await toastWith('Create Post Error', 'Image size should be less than 2 MB.');
    expect(within(editorDialog()).getAllByRole('img', { name: /^Chart \d/ })).toHaveLength(1);
    await user.upload(picker, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await toastWith('Create Post Error', 'Only png, jpg or jpeg images are accepted');
    expect(within(editorDialog()).getAllByRole('img', { name: /^Chart \d/ })).toHaveLength(1);
  });
});

describe('post editor: prices', () => {
  it('formats prices to 2 decimals when a field is left', async () => {
    const { user } = renderEditor(member);
    await openEditor(user);
    const target = screen.getByLabelText('Target Price 1');
    await user.type(target, '22500.5');
    await user.tab();
    expect(target).toHaveValue(22500.5);
    expect((target as HTMLInputElement).value).toBe('22500.50');
    await user.type(screen.getByLabelText('Stop Loss'), '7');
    await user.tab();
    expect((screen.getByLabelText('Stop Loss') as HTMLInputElement).value).toBe('7.00');
  });

  /** Opens the editor as `who` and types `value` into Risk (%), then leaves the field so it is checked. */
  async function typeRisk(who: typeof member, value: string) {
    const { user } = renderEditor(who);
    await openEditor(user);
    const risk = screen.getByLabelText('Risk (%)');
    await user.type(risk, value);
    await user.tab();
    return { user, risk };
  }

  it('caps risk at 2 for a member', async () => {
    const { user, risk } = await typeRisk(member, '2.5');
    expect(risk).toHaveAttribute('max', '2');
    expect(await within(editorDialog()).findByText('Risk can be at most 2')).toBeInTheDocument();
    await user.clear(risk);
    await user.type(risk, '2');
    await user.tab();
    await waitFor(() => expect(within(editorDialog()).queryByText('Risk can be at most 2')).not.toBeInTheDocument());
  });

  it('lets an admin take risk up to 100', async () => {
    const { user, risk } = await typeRisk(admin, '50');
    expect(risk).toHaveAttribute('max', '100');
    expect((risk as HTMLInputElement).value).toBe('50.00');
    expect(within(editorDialog()).queryByText(/Risk can be at most/)).not.toBeInTheDocument();
    await user.clear(risk);
    await user.type(risk, '101');
    await user.tab();
    expect(await within(editorDialog()).findByText('Risk can be at most 100')).toBeInTheDocument();
  });
});

describe('post editor: edit and reset', () => {
  it('prefills an edit and starts again from the post after closing', async () => {
    const post = makePost();
    const { user } = renderEditor(member, { post });
    await openEditor(user);
    expect(screen.getByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('NIFTY breakout above 22500');
    expect((screen.getByLabelText('Target Price 2') as HTMLInputElement).value).toBe('22750.50');
    expect((screen.getByLabelText('Risk (%)') as HTMLInputElement).value).toBe('1.00');
    expect(screen.getByRole('checkbox', { name: 'Intraday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Psychology' })).not.toBeChecked();
    expect(within(editorDialog()).getByRole('img', { name: 'Chart 1' })).toHaveAttribute('src', '/uploads/chart-1.webp');

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Changed my mind');
    await user.click(screen.getByRole('checkbox', { name: 'Psychology' }));
    pasteFiles(png('extra.png'));
    await user.click(within(editorDialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The pasted preview's object URL went with the form.
    expect(objectUrls.revoked).toContain(objectUrls.created.at(-1));

    await openEditor(user);
    expect(screen.getByLabelText('Title')).toHaveValue('NIFTY breakout above 22500');
    expect(screen.getByRole('checkbox', { name: 'Psychology' })).not.toBeChecked();
    expect(within(editorDialog()).getAllByRole('img', { name: /^Chart \d/ })).toHaveLength(1);
  });

  it('clears a new post when it is closed and opened again', async () => {
    const { user } = renderEditor(member);
    await openEditor(user);
    await user.type(screen.getByLabelText('Title'), 'Draft');
    await user.type(screen.getByLabelText('Target Price 1'), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Currency' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openEditor(user);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Target Price 1')).toHaveValue(null);
    expect(screen.getByRole('checkbox', { name: 'Currency' })).not.toBeChecked();
  });
});
