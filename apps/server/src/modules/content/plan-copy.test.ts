import { describe, expect, it } from 'vitest';
import { EMI_SEED } from '@tlt/shared/content/landing';
import { plans } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

// One truth for plan lengths (issue 14 §4): the copy the pages get follows the plans table.
const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const faqs = async () => (await call(app, { method: 'GET', url: '/api/content/pages.faqs' })).body.data.items as Array<{ question: string; answer: string }>;
const answer = async (q: RegExp) => (await faqs()).find((i) => q.test(i.question))!.answer;

describe('marketing copy filled from the plan catalogue', () => {
  it('names the plans the checkout sells, and a new 24-month row shows up by itself', async () => {
    expect(await answer(/Which membership plans/)).toBe('You can choose a membership of 3, 6 or 12 months. Longer plans cost less per month.');
    const emi = { ...EMI_SEED, text: 'The year costs {plan:12:price} (was {plan:12:struck}), or {plan:12:emi} a month.' };
    expect((await call(app, { method: 'PUT', url: '/api/content/landing.emi', token: admin.token, payload: emi })).status).toBe(200);
    const landingEmi = async () => (await call(app, { method: 'GET', url: '/api/content/landing.emi' })).body.data;
    expect((await landingEmi()).text).toBe('The year costs ₹34,999 (was ₹35,100), or ₹5,850 a month.');
    // A 24-month plan cannot be promised before the checkout sells one.
    const promise = { ...EMI_SEED, text: 'Two years for {plan:24:price}.' };
    expect((await call(app, { method: 'PUT', url: '/api/content/landing.emi', token: admin.token, payload: promise })).status).toBe(400);

    await app.db.insert(plans).values({ id: 4, planType: 'Two-Yearly', months: 24, basePaise: 5999900, struckPaise: 7020000, emiPaise: 1000000, aliases: [] });
    expect(await answer(/Which membership plans/)).toBe('You can choose a membership of 3, 6, 12 or 24 months. Longer plans cost less per month.');
    expect(await answer(/beginner course/)).toMatch(/^Yes, the beginner course is free for members on plans of 12 or 24 months\./);
    expect(await answer(/EMIs/)).toMatch(/^Yes\. Plans of 6, 12 or 24 months can be paid in EMIs, with no-cost EMI on plans of 12 or 24 months,/);
    expect((await landingEmi()).rules[1]).toBe('No-cost EMI is available only on plans of 12 or 24 months.');
    expect((await call(app, { method: 'PUT', url: '/api/content/landing.emi', token: admin.token, payload: promise })).status).toBe(200);
    expect((await landingEmi()).text).toBe('Two years for ₹59,999.');
  });
});
