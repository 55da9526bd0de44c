import { randomUUID } from 'node:crypto';
import type { OutgoingMessage, SmsSender } from './sms-sender';
import { adapterFetchText } from '../../lib/adapter-calls';

export type MitakeSmsSenderOptions = {
  /** Defaults to Mitake's production host, https://smsapi.mitake.com.tw. */
  baseUrl?: string;
  username: string;
  password: string;
  /** Whole-request budget (connect, send, read); defaults to 10 s. */
  timeoutMs?: number;
};

/** Codes meaning Mitake took the message: 0 scheduled, 1 and 2 at the carrier, 4 at the phone. */
const ACCEPTED = new Set(['0', '1', '2', '4']);

/**
 * Mitake's documented meanings, so an operator reading a log line does not need the API manual at
 * hand; the optional `Error=` line of the answer is not relied upon.
 */
const STATUS_TEXT: Record<string, string> = {
  '*': 'system error',
  a: 'sending temporarily suspended',
  b: 'sending temporarily suspended',
  c: 'username missing',
  d: 'password missing',
  e: 'wrong username or password',
  f: 'account expired',
  h: 'account disabled',
  k: 'connection address not allowed',
  l: 'too many concurrent connections',
  m: 'password must be changed',
  n: 'password expired',
  p: 'no permission to use the HTTP API',
  r: 'service suspended',
  s: 'billing failed (out of points?)',
  t: 'message expired',
  u: 'message body empty',
  v: 'invalid mobile number',
  w: 'query limit exceeded',
  x: 'payload too large',
  y: 'parameter error',
  z: 'no data',
  '5': 'content error',
  '6': 'number error',
  '7': 'SMS disabled',
  '8': 'not delivered in time',
  '9': 'scheduled message cancelled',
};

/** Mitake refused or did not take a message; `statusCode` is Mitake's code when it gave one. */
export class MitakeError extends Error {
  constructor(
    message: string,
    readonly statusCode?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MitakeError';
  }
}

/** Sends SMS to Taiwan mobiles through Mitake (三竹簡訊)'s SmSend HTTP API. */
export class MitakeSmsSender implements SmsSender {
  private readonly endpoint: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: MitakeSmsSenderOptions) {
    const baseUrl = (options.baseUrl ?? 'https://smsapi.mitake.com.tw').replace(/\/+$/, '');
    // Without CharsetURL Mitake decodes the body as Big5 and Chinese text arrives garbled.
    this.endpoint = `${baseUrl}/api/mtk/SmSend?CharsetURL=UTF-8`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') {
      throw new MitakeError(`Mitake only sends SMS, not ${message.channel}`);
    }
    const dstaddr = toTaiwanNationalMobile(message.to);
    // Credentials go in the body, not the query string, to stay out of proxy and access logs.
    const body = new URLSearchParams({
      username: this.options.username,
      password: this.options.password,
      dstaddr,
      // Mitake reads ASCII 6 as a line break; a raw newline would end the field.
      smbody: message.text.replace(/\r?\n/g, '\x06'),
      // Lets Mitake drop a duplicate if this very request is ever replayed.
      clientid: randomUUID(),
    });

    const { response, text } = await adapterFetchText(
      { provider: 'mitake', operation: 'send' },
      this.endpoint,
      {
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        },
        timeoutMs: this.timeoutMs,
        unreachable: (reason, cause) =>
          new MitakeError(`Mitake request failed: ${reason}`, undefined, { cause }),
      },
    );
    if (!response.ok) {
      throw new MitakeError(`Mitake answered HTTP ${response.status}`);
    }

    const statusCode = parseStatusCode(text);
    if (statusCode === undefined) {
      throw new MitakeError('Mitake answered without a statuscode');
    }
    if (!ACCEPTED.has(statusCode)) {
      const meaning = STATUS_TEXT[statusCode] ?? 'unknown status';
      throw new MitakeError(
        `Mitake refused the message: statuscode ${statusCode} (${meaning})`,
        statusCode,
      );
    }
  }
}

/** +886912345678 → 0912345678; throws for anything that is not a Taiwan mobile number. */
export function toTaiwanNationalMobile(e164: string): string {
  // Landlines (+8862…) cannot take SMS, and this account is for Taiwan numbers only.
  const match = /^\+886(9\d{8})$/.exec(e164);
  if (!match) {
    throw new MitakeError(`Mitake only sends to Taiwan mobile numbers (+8869…), not ${e164}`);
  }
  return `0${match[1]}`;
}

/** The first `statuscode=` line; request-level errors (bad login) come without the `[1]` header. */
function parseStatusCode(body: string): string | undefined {
  for (const line of body.split(/\r?\n/)) {
    const match = /^\s*statuscode\s*=\s*(\S+)\s*$/i.exec(line);
    if (match) return match[1];
  }
  return undefined;
}
