import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { ContentVersion } from '@tlt/shared/content/admin';
import { EMI_SEED } from '@tlt/shared/content/landing';
import { GA_ID_MSG, PIXEL_ID_MSG } from '@tlt/shared/content/settings';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ContentAdminPage from './content-admin-page.tsx';

const admin = makeUser({ userType: 'admin', payment: [] });

const V1: ContentVersion = { _id: '11111111-1111-4111-8111-111111111111', savedAt: '2026-11-20T05:30:00.000Z', savedBy: { _id: 'a1', name: 'Content Admin' }, restoredFrom: null };
const V0: ContentVersion = { _id: '00000000-0000-4000-8000-000000000000', savedAt: '2026-11-10T05:30:00.000Z', savedBy: null, restoredFrom: null };
const OLD_EMI = { ...EMI_SEED, heading: 'An older heading' };

function setup(path = '/admin/content') {
  storeSession(admin);
  let stored: unknown = EMI_SEED;
  let versions = [V1, V0];
  const puts: unknown[] = [];
  const restores: string[] = [];
  let webinar = { customWebinarDate: null as string | null, whatsappLink: FALLBACK_WHATSAPP_LINK };
  const webinarPuts: unknown[] = [];
  const support = { supportEmail: 'help@example.com', supportPhone: '+91 90000 00000' };
  let maintenance = false;
  const analyticsPuts: unknown[] = [];
  const side = (value: string | null, env: string | null) => ({ value, env, effective: value ?? env });
  let analytics = { gaMeasurementId: side(null, 'G-ENV12345'), metaPixelId: side(null, null) };
  let storedHi: Record<string, unknown> = { heading: 'पैसों की तंगी है?' };
  const hiPuts: unknown[] = [];
  const entry = () => ({ key: 'landing.emi', title: 'Landing: EMI banner and dialog', value: stored, hi: storedHi, stored: true, versions });
  const spy = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/content' && method === 'GET')
      return envelopeResponse(200, [
        { key: 'landing.hero', title: 'Landing: hero' },
        { key: 'landing.emi', title: 'Landing: EMI banner and dialog' },
      ]);
    if (url === '/api/admin/content/landing.emi' && method === 'GET') return envelopeResponse(200, entry());
    if (url === `/api/admin/content/landing.emi/versions/${V0._id}` && method === 'GET') return envelopeResponse(200, { ...V0, value: OLD_EMI, hi: {} });
    if (url === `/api/admin/content/landing.emi/versions/${V0._id}/restore` && method === 'POST') {
      restores.push(V0._id);
      stored = OLD_EMI;
      versions = [{ ...V0, _id: '22222222-2222-4222-8222-222222222222', savedAt: '2026-11-24T05:30:00.000Z', restoredFrom: V0._id }, ...versions];
      return envelopeResponse(200, entry(), 'Version restored');
    }
    if (url === '/api/admin/content/landing.emi' && method === 'PUT') {
      const pair = JSON.parse(String(init.body)) as { value: { heading: string; text: string }; hi: Record<string, unknown> };
      const body = pair.value;
      puts.push(body);
      hiPuts.push(pair.hi);
      if (body.text.includes('{plan:24'))
        return envelopeResponse(400, { errors: [{ path: 'text', message: '{plan:24:price} names no plan: the catalogue has no 24-month plan' }] },
          '{plan:24:price} names no plan: the catalogue has no 24-month plan');
      stored = body;
      storedHi = pair.hi;
      versions = [{ ...V1, _id: '33333333-3333-4333-8333-333333333333' }, ...versions];
      return envelopeResponse(200, pair, 'Content saved');
    }
    if (url === '/api/underMaintenance' && method === 'GET') return envelopeResponse(200, { isTLT: maintenance });
    if (url === '/api/underMaintenance' && method === 'PUT') {
      maintenance = (JSON.parse(String(init.body)) as { isTLT: boolean }).isTLT;
      return envelopeResponse(200, { isTLT: maintenance }, maintenance ? 'Maintenance mode on' : 'Maintenance mode off');
    }
    if (url === '/api/admin/settings/analytics' && method === 'GET') return envelopeResponse(200, analytics);
    if (url === '/api/admin/settings/analytics' && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { gaMeasurementId: string | null; metaPixelId: string | null };
      analyticsPuts.push(body);
      analytics = { gaMeasurementId: side(body.gaMeasurementId, 'G-ENV12345'), metaPixelId: side(body.metaPixelId, null) };
      return envelopeResponse(200, analytics, 'Analytics ids saved');
    }
    if (url === '/api/webinar/config' && method === 'GET') return envelopeResponse(200, { ...webinar, ...support });
    if (url === '/api/webinar/config' && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as typeof webinar;
      webinarPuts.push(body);
      webinar = body;
      return envelopeResponse(200, { ...body, ...support }, 'Webinar settings saved');
    }
    if (url === '/api/auth') return envelopeResponse(200, admin);
    return envelopeResponse(404, undefined, 'Not found');
  });
  const utils = renderRoutes(
    [{ path: '/admin/content', element: (<><ContentAdminPage /><Toaster /></>) }],
    path,
  );
  return { ...utils, spy, puts, hiPuts, restores, webinarPuts, analyticsPuts, isMaintenance: () => maintenance };
}

const rule = (n: number) => screen.getByRole('listitem', { name: `Rules, item ${n}` });
const ruleTexts = () => screen.getAllByLabelText(/^Rules \d$/).map((el) => (el as HTMLTextAreaElement).value);

describe('admin content editor', () => {
  it('shows a key as a form from its schema; lists add, remove and reorder; the schema’s messages stop a bad save', async () => {
    const { user, puts } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Site content' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Landing: EMI banner and dialog/ }));
    const heading = await screen.findByLabelText('Heading');
    expect(heading).toHaveValue(EMI_SEED.heading);
    expect(screen.getByLabelText('Text')).toHaveValue(EMI_SEED.text);
    // No raw JSON anywhere.
    expect(screen.queryByText(/JSON/)).not.toBeInTheDocument();
    expect(ruleTexts()).toEqual(EMI_SEED.rules);
    expect(screen.getByText('Placeholders for plan lengths and prices')).toBeInTheDocument();

    // Reorder, remove, add.
    await user.click(within(rule(1)).getByRole('button', { name: 'Move Rules, item 1 down' }));
    expect(ruleTexts()).toEqual([EMI_SEED.rules[1], EMI_SEED.rules[0], EMI_SEED.rules[2]]);
    await user.click(within(rule(3)).getByRole('button', { name: 'Remove Rules, item 3' }));
    expect(ruleTexts()).toEqual([EMI_SEED.rules[1], EMI_SEED.rules[0]]);
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(ruleTexts()).toEqual([EMI_SEED.rules[1], EMI_SEED.rules[0], '']);

    // The new rule is empty and the heading cleared: the schema's own message beside each, nothing sent.
    await user.clear(heading);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 fields need attention: nothing was saved.', { exact: false })).toBeInTheDocument();
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(heading).toHaveAccessibleDescription('Please fill this in');
    expect(screen.getByLabelText('Rules 3')).toHaveAccessibleDescription('Please fill this in');
    expect(puts).toHaveLength(0);

    await user.type(heading, 'Short on cash?');
    await user.click(screen.getByLabelText('Rules 3'));
    await user.paste('EMI on {planLengths:emi} months.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeInTheDocument();
    expect(puts).toEqual([{ ...EMI_SEED, heading: 'Short on cash?', rules: [EMI_SEED.rules[1], EMI_SEED.rules[0], 'EMI on {planLengths:emi} months.'] }]);
    // The preview fills the placeholder from the catalogue, as the pages will.
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('EMI on 6 or 12 months.')).toBeInTheDocument();
  });

  it('asks before an edited draft is left for another key, and keeps it when the admin stays', async () => {
    const { user, router } = setup('/admin/content?key=landing.emi');
    const heading = await screen.findByLabelText('Heading');
    // Unedited: another key opens at once.
    await user.click(screen.getByRole('button', { name: /Landing: hero/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?key=landing.hero'));
    await user.click(screen.getByRole('button', { name: /Landing: EMI banner and dialog/ }));
    const edited = await screen.findByLabelText('Heading');
    expect(edited).not.toBe(heading);
    await user.clear(edited);
    await user.type(edited, 'A draft worth keeping');

    await user.click(screen.getByRole('button', { name: /Landing: hero/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to Landing: EMI banner and dialog are not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?key=landing.emi');
    expect(screen.getByLabelText('Heading')).toHaveValue('A draft worth keeping');

    await user.click(screen.getByRole('button', { name: /Landing: hero/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.search).toBe('?key=landing.hero'));
  });

  it('puts the server’s refusal (a plan the catalogue does not sell) on its field', async () => {
    const { user, puts } = setup('/admin/content?key=landing.emi');
    const text = await screen.findByLabelText('Text');
    await user.clear(text);
    await user.click(text);
    await user.paste('Two years for {plan:24:price}.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription('{plan:24:price} names no plan: the catalogue has no 24-month plan'));
    expect(puts).toHaveLength(1);
  });

  it('shows each text field’s English and Hindi side by side, moves a list item’s Hindi with it, and saves both together', async () => {
    const { user, puts, hiPuts } = setup('/admin/content?key=landing.emi');
    const heading = await screen.findByLabelText('Heading');
    const headingHi = screen.getByLabelText('Heading (हिन्दी)');
    expect(headingHi).toHaveValue('पैसों की तंगी है?');
    expect(headingHi).toHaveAttribute('lang', 'hi');
    // The pair shares one row: English first, then Hindi.
    expect(heading.closest('[data-testid="field-pair"]')).toBe(headingHi.closest('[data-testid="field-pair"]'));
    // An empty Hindi box says what the Hindi page shows instead.
    expect(screen.getByLabelText('Text (हिन्दी)')).toHaveValue('');
    expect(screen.getByLabelText('Text (हिन्दी)')).toHaveAccessibleDescription('Leave empty to show the English on Hindi pages.');
    // Fields that are the same in both languages (the plan) have no Hindi box.
    expect(screen.queryByLabelText(/Plan id \(हिन्दी\)/)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Rules 2 (हिन्दी)'));
    await user.paste('नो-कॉस्ट EMI सिर्फ़ {planLengths:noCostEmi} महीने के प्लान पर।');
    await user.click(within(rule(2)).getByRole('button', { name: 'Move Rules, item 2 up' }));
    expect(screen.getByLabelText('Rules 1 (हिन्दी)')).toHaveValue('नो-कॉस्ट EMI सिर्फ़ {planLengths:noCostEmi} महीने के प्लान पर।');
    expect(screen.getByLabelText('Rules 2 (हिन्दी)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeInTheDocument();
    expect(puts).toEqual([{ ...EMI_SEED, rules: [EMI_SEED.rules[1], EMI_SEED.rules[0], EMI_SEED.rules[2]] }]);
    expect(hiPuts).toEqual([{ heading: 'पैसों की तंगी है?', rules: ['नो-कॉस्ट EMI सिर्फ़ {planLengths:noCostEmi} महीने के प्लान पर।'] }]);
  });

  it('stops a Hindi text that is too long, with the message beside its Hindi box', async () => {
    const { user, puts } = setup('/admin/content?key=landing.emi');
    const headingHi = await screen.findByLabelText('Heading (हिन्दी)');
    await user.clear(headingHi);
    await user.click(headingHi);
    await user.paste('क'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('One field needs attention', { exact: false })).toBeInTheDocument();
    expect(headingHi).toHaveAccessibleDescription(/Keep it to 60 characters or fewer/);
    expect(screen.getByRole('link', { name: 'Heading (हिन्दी)' })).toHaveAttribute('href', '#field-hi.heading');
    expect(puts).toHaveLength(0);
  });

  it('lists the versions, previews one and restores it as a new version', async () => {
    const { user, restores } = setup('/admin/content?key=landing.emi');
    const history = await screen.findByRole('region', { name: 'History' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('by Content Admin');
    expect(rows[0]).toHaveTextContent('Live');
    expect(within(rows[0]).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('by a former admin');

    await user.click(within(rows[1]).getByRole('button', { name: /^Preview/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('An older heading')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(rows[1]).getByRole('button', { name: /^Restore/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(restores).toEqual([V0._id]);
    await waitFor(() => expect(screen.getByLabelText('Heading')).toHaveValue('An older heading'));
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0]).toHaveTextContent('(a restore)');
  });

  it('lands on the field a launch checklist link names', async () => {
    setup('/admin/content?key=landing.emi#field-rules');
    const rules = await screen.findByRole('group', { name: /Rules/ });
    expect(rules).toHaveAttribute('id', 'field-rules');
  });
});

describe('site switches', () => {
  it('switches maintenance on and off', async () => {
    const { user, isMaintenance } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Maintenance mode on')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(isMaintenance()).toBe(true);
  });

  it('checks the analytics ids’ formats, saves them, and shows the environment’s default', async () => {
    const { user, analyticsPuts } = setup();
    const ga = await screen.findByLabelText('Google Analytics measurement id');
    expect(ga).toHaveAccessibleDescription(/server’s default, G-ENV12345/);
    const pixel = screen.getByLabelText('Meta pixel id');
    await user.type(ga, 'UA-1234');
    await user.type(pixel, 'px12');
    await user.click(screen.getByRole('button', { name: 'Save analytics ids' }));
    expect(await screen.findByText(GA_ID_MSG)).toBeInTheDocument();
    expect(screen.getByText(PIXEL_ID_MSG)).toBeInTheDocument();
    expect(analyticsPuts).toHaveLength(0);
    await user.clear(ga);
    await user.type(ga, 'G-AB12CD34EF');
    await user.clear(pixel);
    await user.click(screen.getByRole('button', { name: 'Save analytics ids' }));
    expect(await screen.findByText('Analytics ids saved')).toBeInTheDocument();
    expect(analyticsPuts).toEqual([{ gaMeasurementId: 'G-AB12CD34EF', metaPixelId: null }]);
  });
});

describe('admin webinar settings', () => {
  it('loads the config, checks the link with the shared schema, saves and clears the custom date', async () => {
    const { user, webinarPuts } = setup();
    const date = await screen.findByLabelText('Custom webinar date (optional)');
    const link = screen.getByLabelText('Group link on the success page');
    expect(date).toHaveValue('');
    expect(link).toHaveValue(FALLBACK_WHATSAPP_LINK);
    const save = screen.getByRole('button', { name: 'Save webinar settings' });
    expect(save).toBeDisabled();

    await user.clear(link);
    await user.type(link, 'http://chat.whatsapp.com/abc');
    await user.type(date, 'Sunday 6 December, 7 PM (Diwali special)');
    await user.click(save);
    expect(await screen.findByText('whatsappLink must be an https URL')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(webinarPuts).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://chat.whatsapp.com/NewGroup');
    await user.click(save);
    expect(await screen.findByText('Webinar settings saved')).toBeInTheDocument();
    expect(webinarPuts).toEqual([{ customWebinarDate: 'Sunday 6 December, 7 PM (Diwali special)', whatsappLink: 'https://chat.whatsapp.com/NewGroup' }]);
    await waitFor(() => expect(save).toBeDisabled());

    // A blank date goes out as null: the page falls back to "7 PM, Sunday, {date}".
    await user.clear(date);
    await user.click(save);
    await waitFor(() => expect(webinarPuts).toHaveLength(2));
    expect(webinarPuts[1]).toEqual({ customWebinarDate: null, whatsappLink: 'https://chat.whatsapp.com/NewGroup' });
  });
});
