import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';

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
