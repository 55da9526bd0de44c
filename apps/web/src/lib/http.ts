import type { TPaging } from '@haoyue/contracts';

/** Error raised for any failed API call, carrying the API's stable error code. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

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

/** GETs an API path and returns its `{ data, meta }` body, or throws an {@link ApiError}. */
export async function apiGet<T>(
  path: string,
  query?: QueryParams,
  options: { signal?: AbortSignal } = {},
): Promise<ApiEnvelope<T>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch (error) {
    // Aborts are TanStack Query cancelling a stale request: let it see the original error.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('E_NETWORK', '網路連線失敗，請檢查網路後再試', 0);
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const apiError = readErrorBody(body);
    throw new ApiError(
      apiError?.code ?? 'E_HTTP',
      apiError?.message ?? `伺服器暫時無法回應（${response.status}）`,
      response.status,
    );
  }
  if (!body || typeof body !== 'object' || !('data' in body)) {
    throw new ApiError('E_BAD_RESPONSE', '伺服器回應格式錯誤', response.status);
  }
  return body as ApiEnvelope<T>;
}

/** GETs a paged list; `meta` is always present on list endpoints. */
export async function apiGetPage<T>(
  path: string,
  query?: QueryParams,
  options?: { signal?: AbortSignal },
): Promise<Paged<T>> {
  const body = await apiGet<T[]>(path, query, options);
  return {
    data: body.data,
    meta: body.meta ?? { page: 1, perPage: body.data.length, total: body.data.length },
  };
}

function readErrorBody(body: unknown): { code: string; message: string } | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message };
}
