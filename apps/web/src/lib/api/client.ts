import type { Envelope } from '@tlt/shared/envelope';
import { createFinalURL, createQuerySerializer, defaultPathSerializer, type ParamsOption, type RequestBodyOption } from 'openapi-fetch';
import { MSG } from '@tlt/shared/messages';
import { ApiError } from '../api-error.ts';
import { navigateTo } from '../navigation.ts';
import { handleSessionExpired, handleSubscriptionExpired } from '../session-expiry.ts';
import { getToken } from '../storage.ts';
import { i18n, languageHeaders, translateShared } from '../i18n.ts';
import type { paths } from './schema.d.ts';
import { msg } from '@lingui/core/macro';

export const API_BASE = '/api';
/** Where a 403 with `data.reason === 'terms'` sends the user (the community terms wizard). */
export const TERMS_PATH = '/community-terms-and-conditions';
const NETWORK_ERROR = msg`Could not reach the server. Check your connection and try again.`;
/** The English of a failed network call (English pages show it as written). */
export const NETWORK_ERROR_MESSAGE = NETWORK_ERROR.message!;
/** The network failure in the page's language, read when it is thrown or shown (issue 30 §1). */
export const networkErrorMessage = (): string => i18n._(NETWORK_ERROR);

/** Spec §7: these answer 401/403 as part of their own flow, not as an expired session. */
const EXCLUDED_FROM_SESSION_HANDLING = [/^auth\/login$/, /^auth\/logout$/, /^blogs\/bySlug(\/|$)/];

/** Callers may write 'auth', '/auth' or '/api/auth'; all mean the same endpoint. */
function relativePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

function isExcluded(path: string): boolean {
  const p = relativePath(path).split('?')[0];
  return EXCLUDED_FROM_SESSION_HANDLING.some((re) => re.test(p));
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport | null = null;

/**
 * Where API requests go instead of the network: the server renders pages with its own services
 * answering them in-process (entry-server.tsx); null (browsers) is `fetch`.
 */
export function setApiTransport(next: Transport | null): void {
  transport = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server answers a repeat of this key with the first result (lib/submission-key.ts). */
  idempotencyKey?: string;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, idempotencyKey } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  // A FormData body (file upload) sets its own multipart boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  Object.assign(headers, languageHeaders());
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await (transport ?? fetch)(`${API_BASE}/${relativePath(path)}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, networkErrorMessage());
  }

  let envelope: Partial<Envelope<T>> | undefined;
  try {
    envelope = (await res.json()) as Partial<Envelope<T>>;
  } catch {
    // A proxy error page or an empty body: keep the HTTP status, there is no envelope to read.
    envelope = undefined;
  }

  if (envelope?.status === true && res.ok) return envelope.data as T;

  const code = typeof envelope?.code === 'number' ? envelope.code : res.status;
  if (envelope && envelope.status === false && !isExcluded(path)) {
    // A member who has not accepted the community terms (community.md §6): not an expired session.
    if (code === 403 && (envelope.data as { reason?: unknown } | undefined)?.reason === 'terms') navigateTo(TERMS_PATH);
    else if (code === 401 || code === 403) handleSessionExpired();
    else if (code === 402) handleSubscriptionExpired();
  }
  throw new ApiError(code, envelope?.message ?? translateShared(MSG.internalError), envelope?.data);
}


/*
 * The typed client (issue 29 §4): paths, parameters, bodies and the envelope's `data` come from
 * schema.d.ts, which scripts/api-types.mjs generates from the server's description, so a renamed
 * route or field is a type error here. openapi-fetch's own serializers build the URL; the request
 * itself goes through apiRequest above, so the envelope, ApiError, the 401/402/403-terms flows,
 * Idempotency-Key and the server renderer's transport stay exactly as they were.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation = { responses: unknown };
/** The paths that have this method. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: Operation } ? P : never;
}[keyof paths];
type OperationOf<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;
type JsonOf<R> = R extends { content: { 'application/json': infer C } } ? C : never;
type Success<O> = O extends { responses: infer R }
  ? R extends { 200: infer X } ? JsonOf<X> : R extends { 201: infer X } ? JsonOf<X> : R extends { 202: infer X } ? JsonOf<X> : never
  : never;
/** What a call answers: the envelope's `data` as the server describes it. */
export type ApiData<P extends keyof paths, M extends Method> =
  Success<OperationOf<P, M>> extends { data?: infer D } ? Exclude<D, undefined> : unknown;

/** The query parameters a GET path takes (its `params.query`). */
export type QueryOf<P extends PathsWith<'get'>> =
  OperationOf<P, 'get'> extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;

/** The JSON body a path's method takes, as the route describes it. */
export type BodyOf<P extends PathsWith<M>, M extends Method> =
  OperationOf<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

type CallOptions<O> = ParamsOption<O> &
  (O extends { requestBody?: never } ? { body?: FormData } : RequestBodyOption<O>) &
  Omit<RequestOptions, 'method' | 'body'>;
type Args<O> = object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

const querySerializer = createQuerySerializer();

type Params = { path?: Record<string, unknown>; query?: Record<string, unknown> };

/** `path` with its path and query parameters filled in, as openapi-fetch writes them. */
export function apiUrl(path: keyof paths, params: Params = {}): string {
  return createFinalURL(path, { baseUrl: '', params, querySerializer, pathSerializer: defaultPathSerializer });
}

function call<M extends Method>(method: M) {
  return <P extends PathsWith<M>>(path: P, ...[options]: Args<OperationOf<P, M>>): Promise<ApiData<P, M>> => {
    const { params, body, ...rest } = (options ?? {}) as { params?: Params; body?: unknown } & Omit<RequestOptions, 'method' | 'body'>;
    const url = apiUrl(path, params);
    return apiRequest<ApiData<P, M>>(url, { ...rest, method: method.toUpperCase() as RequestOptions['method'], body });
  };
}

/** Every web call: `client.get('/api/plan/all', { signal })`, `client.post('/api/refund/create', { body, idempotencyKey })`. */
export const client = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};
