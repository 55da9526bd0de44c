import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { LINE_API_HOST } from './line-login';
import { outcomeOfStatus, timedAdapterCall } from '../../lib/adapter-calls';

/** A message as the Messaging API takes it (text, flex, …). */
export type LineMessage = messagingApi.Message;

/** Why a push did not go out: LINE's status and message (0 = LINE not reached). */
export class LinePushError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LinePushError';
  }

  /** 409 to a push with a retry key: LINE already ran that push (it is not sent again). */
  get alreadyAccepted(): boolean {
    return this.status === 409;
  }

  /** Worth trying again later: LINE unreachable, 5xx or rate-limited. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface PushInput {
  channelAccessToken: string;
  to: string;
  messages: LineMessage[];
  retryKey?: string;
}

/** Pushes messages through the Messaging API (the bot SDK; baseURL for the fake). */
export class LineMessenger {
  constructor(private readonly baseUrl: string = LINE_API_HOST) {}

  /**
   * Pushes 1–5 messages to a LINE user. `retryKey` (a UUID) makes a retried push run once: LINE
   * answers 409 to a key it has seen (LinePushError.alreadyAccepted).
   */
  async push({ channelAccessToken, to, messages, retryKey }: PushInput): Promise<void> {
    const client = new messagingApi.MessagingApiClient({
      channelAccessToken,
      baseURL: this.baseUrl,
    });
    try {
      await timedAdapterCall(
        { provider: 'line-messaging', operation: 'push' },
        () => client.pushMessage({ to, messages }, retryKey),
        {
          outcomeOfError: (error) =>
            error instanceof HTTPFetchError ? outcomeOfStatus(error.status) : 'error',
        },
      );
    } catch (error) {
      if (error instanceof HTTPFetchError) {
        let message = error.body;
        try {
          const parsed = JSON.parse(error.body) as { message?: unknown };
          if (typeof parsed.message === 'string') message = parsed.message;
        } catch {
          // not JSON: keep the text
        }
        throw new LinePushError(error.status, message.slice(0, 300));
      }
      throw new LinePushError(0, error instanceof Error ? error.message : String(error));
    }
  }
}
