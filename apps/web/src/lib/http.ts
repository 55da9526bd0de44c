import {
  fillPath,
  type TPaging,
  type WebCall,
  type WebCallRequest,
  type WebCallResult,
} from '@haoyue/contracts';
import { ApiError } from './api-error';
import { clearAuthToken, getAuthToken } from './auth-token';

/** Re-exported so callers find every API helper here. */
export { ApiError };

// ERROR_CODES in the contracts sits beside zod schemas; a literal keeps zod out of the bundle.
const UNAUTHORIZED_ACCESS = 'E_UNAUTHORIZED_ACCESS';
/** The sign-in call (identity.signIn), whose answer sets the session cookies. */
const SIGN_IN_PATH = '/v1/auth/tokens';

/** A query-string value; arrays are sent comma-separated, empty values are dropped. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
/** Query parameters for {@link apiGet}. */
export type QueryParams = Record<string, QueryValue>;

/** Body of every successful API response. */
export interface ApiEnvelope<T> {
  data: T;
  meta?: TPaging;
}

/** Body of a paged list response. */
export interface Paged<T> {
  data: T[];
  meta: TPaging;
}

/** Builds `path?query`, skipping empty values so caches and URLs stay canonical. */
export function buildUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** How requests reach the API: the browser's fetch, or the server's own when it renders a page. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering: API calls go to the server's in-process handler instead of the network. */
export function setApiTransport(transport: typeof fetch): void {
  send = transport;
}

/** Options of every API call. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * Makes one API call by its contract (`calls.<domain>.<name>` from the contracts): path params
 * filled in, query and body sent, the answer typed by the contract. Throws an {@link ApiError}.
 */
export function apiCall<W extends WebCall>(
  call: W,
  request: WebCallRequest<W>,
  options: RequestOptions = {},
): Promise<WebCallResult<W>> {
  const { params, query, body } = request as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: object;
  };
  const url = buildUrl(fillPath(call.path, params), query);
  return apiRequest(call.method, url, body, options) as Promise<WebCallResult<W>>;
}

/** GETs an API path and returns its `{ data, meta }` body, or throws an {@link ApiError}. */
export function apiGet<T>(
  path: string,
  query?: QueryParams,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  return apiRequest<T>('GET', buildUrl(path, query), undefined, options);
}

/**
 * Sends a write to the API: a plain object goes as JSON, a `FormData` as multipart. A 204 answer
 * resolves with `data` undefined.
 */
export function apiSend<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  return apiRequest<T>(method, path, body, options);
}

async function apiRequest<T>(
  method: string,
  url: string,
  body: object | undefined,
  options: RequestOptions,
): Promise<ApiEnvelope<T>> {
  // The shown area's token: the Reserve with Google user area sends its own (see auth-token).
  const token = getAuthToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData sets its own multipart boundary; everything else is JSON.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await send(url, {
      method,
      // Signed out in this area, no cookie either: the other area's session cookie (the main
      // site's Authorization, the Google area's GoogleAuthorization) must not sign the call in.
      // The sign-in itself takes the cookies it answers with.
      credentials: token || url === SIGN_IN_PATH ? 'include' : 'omit',
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // Aborts are TanStack Query cancelling a stale request: let it see the original error.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('E_NETWORK', '網路連線失敗，請檢查網路後再試', 0);
  }

  if (response.status === 204) return { data: undefined as T };
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const apiError = readErrorBody(parsed);
    // The server no longer accepts this token (expired, revoked): the visitor is signed out.
    if (response.status === 401 && apiError?.code === UNAUTHORIZED_ACCESS && token) {
      clearAuthToken(token);
    }
    throw new ApiError(
      apiError?.code ?? 'E_HTTP',
      apiError?.message ?? `伺服器暫時無法回應（${response.status}）`,
      response.status,
      readRetryAfter(response.headers.get('Retry-After')),
      apiError?.field,
    );
  }
  if (!parsed || typeof parsed !== 'object' || !('data' in parsed)) {
    throw new ApiError('E_BAD_RESPONSE', '伺服器回應格式錯誤', response.status);
  }
  return parsed as ApiEnvelope<T>;
}

/** GETs a paged list; `meta` is always present on list endpoints. */
export async function apiGetPage<T>(
  path: string,
  query?: QueryParams,
  options?: RequestOptions,
): Promise<Paged<T>> {
  const body = await apiGet<T[]>(path, query, options);
  return {
    data: body.data,
    meta: body.meta ?? { page: 1, perPage: body.data.length, total: body.data.length },
  };
}

function readErrorBody(
  body: unknown,
): { code: string; message: string; field: string | null } | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const { code, message, field } = error as { code?: unknown; message?: unknown; field?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message, field: typeof field === 'string' ? field : null };
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date); null if absent or unreadable. */
export function readRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
