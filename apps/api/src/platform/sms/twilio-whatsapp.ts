import type { OutgoingMessage, SmsSender } from './sms-sender';
import { adapterFetchText } from '../../lib/adapter-calls';

export type TwilioWhatsAppSenderOptions = {
  /** Defaults to Twilio's production host, https://api.twilio.com. */
  baseUrl?: string;
  accountSid: string;
  authToken: string;
  /** The WhatsApp-enabled sender, E.164 (e.g. +14155238886), without the `whatsapp:` prefix. */
  from: string;
  /** Whole-request budget (connect, send, read); defaults to 10 s. */
  timeoutMs?: number;
};

const E164 = /^\+[1-9]\d{6,14}$/;

/** Twilio's error code, when it gave one, and the HTTP status it answered. */
export interface TwilioErrorDetails {
  code?: number | undefined;
  httpStatus?: number | undefined;
}

/** Twilio refused or did not take a message; `code` is Twilio's error code when it gave one. */
export class TwilioError extends Error {
  readonly code?: number;
  readonly httpStatus?: number;

  constructor(message: string, details: TwilioErrorDetails = {}, options?: ErrorOptions) {
    super(message, options);
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.name = 'TwilioError';
  }
}

/** Sends WhatsApp messages through Twilio's Programmable Messaging API. */
export class TwilioWhatsAppSender implements SmsSender {
  private readonly endpoint: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: TwilioWhatsAppSenderOptions) {
    if (!E164.test(options.from)) {
      throw new TwilioError(`Twilio sender number must be E.164, not ${options.from}`);
    }
    const baseUrl = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
    const account = encodeURIComponent(options.accountSid);
    this.endpoint = `${baseUrl}/2010-04-01/Accounts/${account}/Messages.json`;
    const basic = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
    this.authorization = `Basic ${basic}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'whatsapp') {
      throw new TwilioError(`TwilioWhatsAppSender only sends WhatsApp, not ${message.channel}`);
    }
    // Twilio would refuse a malformed number too, but only after a network round trip.
    if (!E164.test(message.to)) {
      throw new TwilioError(`WhatsApp recipient must be E.164, not ${message.to}`);
    }
    const body = new URLSearchParams({
      From: `whatsapp:${this.options.from}`,
      To: `whatsapp:${message.to}`,
      Body: message.text,
    });

    const { response, text } = await adapterFetchText(
      { provider: 'twilio', operation: 'send' },
      this.endpoint,
      {
        init: {
          method: 'POST',
          headers: {
            authorization: this.authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body,
        },
        timeoutMs: this.timeoutMs,
        unreachable: (reason, cause) =>
          new TwilioError(`Twilio request failed: ${reason}`, {}, { cause }),
      },
    );
    if (response.ok) return;

    const failure = parseTwilioError(text);
    if (!failure) {
      throw new TwilioError(`Twilio answered HTTP ${response.status}`, {
        httpStatus: response.status,
      });
    }
    throw new TwilioError(
      `Twilio refused the message: ${failure.code ?? 'no code'} ${failure.message ?? ''}`.trim(),
      { code: failure.code, httpStatus: response.status },
    );
  }
}

/** Twilio's error body, `{ code, message, more_info, status }`, if the answer is one. */
function parseTwilioError(text: string): { code?: number; message?: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { code, message } = parsed as Record<string, unknown>;
  return {
    code: typeof code === 'number' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}
