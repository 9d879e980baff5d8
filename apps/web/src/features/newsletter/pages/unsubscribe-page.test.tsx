import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SUBSCRIBER_MSG } from '@tlt/shared/leads';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import UnsubscribePage from './unsubscribe-page.tsx';

const TOKEN = 'a'.repeat(60);
const KEY = 'POST /api/subscribers/unsubscribe';

function setup(path: string, answer: () => Response) {
  const spy = stubApi({ [KEY]: answer });
  const utils = renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], path);
  return { ...utils, spy };
}

describe('/unsubscribe (issue 26 §5)', () => {
  it('unsubscribes on opening, with no sign-in and no button, once', async () => {
    const { spy } = setup(`/unsubscribe?token=${TOKEN}`, () => envelopeResponse(200, { email: 'reader@example.com' }, SUBSCRIBER_MSG.unsubscribed));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIBER_MSG.unsubscribed)).toBeInTheDocument();
    expect(screen.getByText('reader@example.com')).toBeInTheDocument();
    expect(callsTo(spy, KEY)).toHaveLength(1);
  });

  it("shows the server's refusal of a forged link", async () => {
    setup(`/unsubscribe?token=${TOKEN}`, () => envelopeResponse(400, undefined, SUBSCRIBER_MSG.linkInvalid));
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIBER_MSG.linkInvalid)).toBeInTheDocument();
  });

  it('says the link is broken when it has no token, and sends nothing', () => {
    const { spy } = setup('/unsubscribe', () => envelopeResponse(200, { email: 'x@example.com' }));
    expect(screen.getByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(callsTo(spy, KEY)).toHaveLength(0);
  });
});
