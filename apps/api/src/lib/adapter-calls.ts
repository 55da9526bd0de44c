/**
 * Calls to external platforms (LINE, LINE Pay, TapPay, SMS), as the metrics count them: which
 * provider, which operation (a fixed name, never a URL with ids in it), how it ended and how
 * long it took. The adapters report here; `/metrics` listens (http/metrics.ts), so the platform
 * code knows nothing of Prometheus.
 */
import { currentRequestId } from './request-context';

/** ok: answered 1xx–3xx; refused: 4xx (our request or the provider's rule); error: 5xx or no answer. */
export type AdapterOutcome = 'ok' | 'refused' | 'error';

export interface AdapterCall {
  provider: string;
  operation: string;
  outcome: AdapterOutcome;
  seconds: number;
}

/** Which platform and which of its operations (a fixed name). */
export type AdapterName = { provider: string; operation: string };

type Listener = (call: AdapterCall) => void;
const listeners = new Set<Listener>();

/** Hears every adapter call from now on; returns the way to stop. */
export function onAdapterCall(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function report(call: AdapterCall): void {
  for (const listener of listeners) listener(call);
}

/** The outcome of an HTTP status. */
export function outcomeOfStatus(status: number): AdapterOutcome {
  if (status >= 500) return 'error';
  return status >= 400 ? 'refused' : 'ok';
}

/**
 * Runs one call to a platform and reports it: `outcomeOf` reads the answer (a thrown error is
 * `error` unless `outcomeOfError` says otherwise, e.g. a 4xx the SDK throws).
 */
export async function timedAdapterCall<T>(
  { provider, operation }: AdapterName,
  call: () => Promise<T>,
  {
    outcomeOf = () => 'ok',
    outcomeOfError = () => 'error',
  }: {
    outcomeOf?: (value: T) => AdapterOutcome;
    outcomeOfError?: (error: unknown) => AdapterOutcome;
  } = {},
): Promise<T> {
  const started = performance.now();
  const done = (outcome: AdapterOutcome) =>
    report({ provider, operation, outcome, seconds: (performance.now() - started) / 1000 });
  try {
    const value = await call();
    done(outcomeOf(value));
    return value;
  } catch (error) {
    done(outcomeOfError(error));
    throw error;
  }
}

/**
 * `fetch` to a platform, reported by its HTTP status (no answer: error). The request or job run
 * it is made for goes along as `X-Request-Id` (platforms that log it let support trace a call).
 */
export function adapterFetch(
  name: AdapterName,
  input: string | URL,
  init: RequestInit,
): Promise<Response> {
  const requestId = currentRequestId();
  const headers = new Headers(init.headers);
  if (requestId !== undefined && !headers.has('x-request-id')) {
    headers.set('x-request-id', requestId);
  }
  return timedAdapterCall(name, () => fetch(input, { ...init, headers }), {
    outcomeOf: (response) => outcomeOfStatus(response.status),
  });
}

/** Names the cause of a failed fetch: timeouts read better as such than as "operation aborted". */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `timed out after ${timeoutMs} ms`;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/**
 * `adapterFetch` given `timeoutMs`, its answer read as text. When no answer arrives (the network,
 * the timeout) it throws what `unreachable` makes of the cause: the adapter's own error.
 */
export async function adapterFetchText(
  name: AdapterName,
  url: string,
  o: {
    init: Omit<RequestInit, 'signal'>;
    timeoutMs: number;
    unreachable: (reason: string, cause: unknown) => Error;
  },
): Promise<{ response: Response; text: string }> {
  try {
    const response = await adapterFetch(name, url, {
      ...o.init,
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    return { response, text: await response.text() };
  } catch (error) {
    throw o.unreachable(describeFetchError(error, o.timeoutMs), error);
  }
}
