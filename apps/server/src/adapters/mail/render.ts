import { createRequire } from 'node:module';
import { createElement, type FunctionComponent } from 'react';

/**
 * A mail's HTML from its React Email component. react-dom/server is required on the first mail, not
 * at start-up: a server that sends no mail never holds it (decision 0058). The
 * components render synchronously (no Suspense, no data), so renderToStaticMarkup does, and the
 * templates stay plain functions.
 */
const require = createRequire(import.meta.url);
let server: typeof import('react-dom/server') | undefined;

/**
 * HTML5's doctype, not React Email's XHTML one: that one carries a w3.org address, and a mail that
 * must hold no link but the ones we put there (the contact acknowledgement, issue 27 §6) is checked whole.
 */
const DOCTYPE = '<!DOCTYPE html>';

export function renderHtml<P extends object>(Mail: FunctionComponent<P>, props: P): string {
  server ??= require('react-dom/server') as typeof import('react-dom/server');
  return DOCTYPE + server.renderToStaticMarkup(createElement(Mail, props));
}
