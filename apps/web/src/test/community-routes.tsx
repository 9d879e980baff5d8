import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { User } from '@tlt/shared/user';
import { stubApi } from './billing-fixtures.ts';
import { envelopeResponse, storeSession, stubFetch } from './fixtures.ts';
import { renderRoutes } from './render.tsx';

/** Where a member who has not agreed to the community terms is sent: a heading to find there. */
const TERMS_ROUTE: RouteObject = { path: '/community-terms-and-conditions', element: <h1>Terms</h1> };

/**
 * A community item page as the app routes it: at `list/:param`, and at `list/:param/:notificationId`
 * when a notification opened it; a heading stands for the list (where Go Back leads) and the terms.
 */
export function itemPageRoutes(list: string, param: string, page: ReactElement, listHeading: string): RouteObject[] {
  return [
    { path: list, element: <h1>{listHeading}</h1> },
    { path: `${list}/:${param}`, element: page },
    { path: `${list}/:${param}/:notificationId`, element: page },
    TERMS_ROUTE,
  ];
}

/** A community list page at `list`; a heading stands for one item (`list/:param`) when given, and for the terms. */
export function listPageRoutes(list: string, page: ReactElement, item?: { param: string; heading: string }): RouteObject[] {
  return [{ path: list, element: page }, ...(item ? [{ path: `${list}/:${item.param}`, element: <h1>{item.heading}</h1> }] : []), TERMS_ROUTE];
}

/**
 * A community item page opened at `path` by `user`: signed in, the notifications answered (none,
 * and marking one read), the item's own calls stubbed by `stubs`.
 */
export function renderItemPage(
  route: { list: string; param: string; page: ReactElement; listHeading: string },
  path: string,
  user: User,
  stubs: Parameters<typeof stubApi>[0],
) {
  storeSession(user);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/notification/all': () => envelopeResponse(200, []),
    'POST /api/notification/markAsRead': () => envelopeResponse(200, null),
    ...stubs,
  });
  return { ...renderRoutes(itemPageRoutes(route.list, route.param, route.page, route.listHeading), path), spy };
}

/**
 * The API of a community list page with an admin's tools, signed in as `user`: `answer` first (the
 * list's own calls, by "METHOD /path", with the parsed query and JSON body), then the session, no
 * notifications, and chart uploads stored as /uploads/new-1.webp, new-2…; anything else a 404.
 */
export function stubCommunityApi(user: User, answer: (key: string, query: URLSearchParams, body: any) => Response | undefined) {
  storeSession(user);
  let uploads = 0;
  return stubFetch((url, init) => {
    const u = new URL(url, 'http://x');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    const key = `${init.method ?? 'GET'} ${u.pathname}`;
    const answered = answer(key, u.searchParams, body);
    if (answered) return answered;
    if (key === 'GET /api/auth') return envelopeResponse(200, user);
    // The community top bar's unread badge.
    if (key === 'GET /api/notification/all') return envelopeResponse(200, []);
    if (key === 'POST /api/upload') return envelopeResponse(200, { location: `/uploads/new-${++uploads}.webp` });
    return envelopeResponse(404, undefined, `unstubbed ${key}`);
  });
}
