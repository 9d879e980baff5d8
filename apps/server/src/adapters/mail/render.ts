import { createRequire } from 'node:module';
import { createElement, type FunctionComponent } from 'react';

/**
 * A mail's HTML from its React Email component. react-dom/server is required on the first mail, not
 * at start-up: a server that sends no mail never holds it (decision 00XX-mail-templates). The
 * components render synchronously (no Suspense, no data), so renderToStaticMarkup does, and the
 * templates stay plain functions.
 */
const require = createRequire(import.meta.url);
let server: typeof import('react-dom/server') | undefined;

/** React Email's own doctype: the one mail clients' quirks are tested against. */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderHtml<P extends object>(Mail: FunctionComponent<P>, props: P): string {
  server ??= require('react-dom/server') as typeof import('react-dom/server');
  return DOCTYPE + server.renderToStaticMarkup(createElement(Mail, props));
}
