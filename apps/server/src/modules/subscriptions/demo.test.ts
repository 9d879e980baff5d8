import { describe, expect, it } from 'vitest';
import { indiaDate } from '@tlt/shared/india-time';
import { DEMO_LOGINS } from '../../seed/demo-logins.ts';
import { call, testApp } from '../../../test/helper.ts';

describe('the demo data (npm start)', () => {
  it('fills the dashboard: figures, the three classes and every chart, once the start-up job has run', async () => {
    const app = await testApp({ fresh: true, bootstrap: true, env: { DEMO_DATA: 'true' } });
    const [admin] = DEMO_LOGINS;
    const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: admin.password } });
    await app.jobs.drain();
    const r = await call(app, { method: 'GET', url: '/api/user/analytics', token: login.body.data.token });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.activeMembers).toBeGreaterThan(10);
    expect(d.monthlyRevenuePaise).toBeGreaterThan(0);
    expect(d.collections.count).toBeGreaterThan(0);
    for (const k of ['expiringToday', 'expiringWeek', 'expiredActive']) expect(d.classes[k].total, k).toBeGreaterThan(0);
    expect(d.signupsByDay.filter((x: { count: number }) => x.count > 0).length).toBeGreaterThan(5);
    expect(d.signupsBySource.map((s: { source: string }) => s.source)).toEqual(expect.arrayContaining(['webinar', 'fb', 'direct']));
    const sum = (k: string) => d.byMonth.reduce((n: number, m: Record<string, number>) => n + m[k], 0);
    expect(sum('renewals')).toBeGreaterThan(0);
    expect(sum('expiries')).toBeGreaterThan(0);

    // Members joined when their first period began, not all on the day the demo was seeded (issue 26).
    const list = await call(app, { method: 'GET', url: '/api/user/all?limit=100', token: login.body.data.token });
    const joined = list.body.data.members.map((m: { createdAt: string }) => indiaDate(new Date(m.createdAt)));
    expect(new Set(joined).size).toBeGreaterThan(10);
    expect(joined.filter((d: string) => d === indiaDate(new Date())).length).toBeLessThanOrEqual(1);
  });
});
