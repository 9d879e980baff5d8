import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LOCKED_PREVIEW, OPEN_BLOG, summary } from '../../../test/blog-fixtures.ts';
import AdminBlogsPage from './admin-blogs-page.tsx';

// jsdom lays nothing out; ProseMirror asks for coordinates when it scrolls the selection into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

const admin = makeUser({ userType: 'admin', payment: [] });

function setup() {
  storeSession(admin);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/blogs/all': () => envelopeResponse(200, [summary(OPEN_BLOG), summary(LOCKED_PREVIEW)]),
    'GET /api/blogs/bySlug/position-sizing': () => envelopeResponse(200, OPEN_BLOG),
    [`PUT /api/blogs/${OPEN_BLOG.id}`]: (body) => envelopeResponse(200, { ...OPEN_BLOG, ...body, is_locked: 'no' }),
    'POST /api/blogs': (body) => envelopeResponse(200, { ...OPEN_BLOG, ...body, id: 'new', is_locked: 'no' }),
    [`DELETE /api/blogs/${LOCKED_PREVIEW.id}`]: () => envelopeResponse(200, { id: LOCKED_PREVIEW.id }),
  });
  return { spy, ...renderRoutes([{ path: '/admin/blogs', element: <AdminBlogsPage /> }], '/admin/blogs') };
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('admin blogs page', () => {
  it('edits a blog in the editor and saves it', async () => {
    const { user, spy } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Position Sizing: The 1% Rule' }));
    const title = await screen.findByLabelText('Title', {}, { timeout: 5000 });
    expect(title).toHaveValue('Position Sizing: The 1% Rule');
    expect(await screen.findByRole('textbox', { name: 'Blog text' })).toHaveTextContent('Risk 1% per trade.');
    await user.clear(title);
    await user.type(title, 'Position Sizing Made Simple');
    await user.click(screen.getByLabelText('Members only (visitors see the preview below)'));
    await user.click(screen.getByRole('button', { name: 'Save blog' }));
    expect(await screen.findByText('Add a preview for visitors of a locked blog')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Preview for visitors'), 'Members read the worked example.');
    await user.click(screen.getByRole('button', { name: 'Save blog' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Blog saved'));
    expect(callsTo(spy, `PUT /api/blogs/${OPEN_BLOG.id}`)).toEqual([{
      title: 'Position Sizing Made Simple', slug: 'position-sizing', shortDescription: OPEN_BLOG.shortDescription,
      description: OPEN_BLOG.description, featureImage: OPEN_BLOG.featureImage, is_locked: true,
      locked_content: 'Members read the worked example.', language: 'en',
    }]);
    // Back to the list.
    expect(await screen.findByRole('button', { name: 'New blog' })).toBeInTheDocument();
  });

  it('writes a new blog with the rich text editor', async () => {
    const { user, spy } = setup();
    await user.click(await screen.findByRole('button', { name: 'New blog' }));
    await user.type(await screen.findByLabelText('Title', {}, { timeout: 5000 }), 'Bank Nifty Basics');
    await user.click(screen.getByRole('button', { name: 'Publish blog' }));
    expect(await screen.findByText('Write the blog text')).toBeInTheDocument();
    expect(screen.getByText('Short description is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Short description'), 'What the index holds.');
    await user.click(screen.getByRole('textbox', { name: 'Blog text' }));
    await user.keyboard('Know your lot size.');
    // A new post is English unless the admin says Hindi (issue 30 §4).
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    await user.selectOptions(screen.getByLabelText('Language'), 'हिन्दी');
    await user.click(screen.getByRole('button', { name: 'Publish blog' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Blog published'));
    const [sent] = callsTo(spy, 'POST /api/blogs') as Record<string, unknown>[];
    expect(sent).toMatchObject({ title: 'Bank Nifty Basics', shortDescription: 'What the index holds.', is_locked: false, slug: '', language: 'hi' });
    expect(sent.description).toBe('<p>Know your lot size.</p>');
  });

  it('deletes a blog only after confirming', async () => {
    const { user, spy } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Where to Put Your Stop Loss' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(callsTo(spy, `DELETE /api/blogs/${LOCKED_PREVIEW.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Where to Put Your Stop Loss' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Blog deleted'));
    expect(callsTo(spy, `DELETE /api/blogs/${LOCKED_PREVIEW.id}`)).toHaveLength(1);
  });
});
