/** Channels a verification code can travel by: SMS for Taiwan numbers, WhatsApp elsewhere. */
export type SmsChannel = 'sms' | 'whatsapp';

export type OutgoingMessage = {
  /** E.164, e.g. +886912345678 */
  to: string;
  text: string;
  channel: SmsChannel;
};

/** The port every SMS/WhatsApp gateway implements. Throws on delivery failure. */
export interface SmsSender {
  send(message: OutgoingMessage): Promise<void>;
}

export type SentMessage = OutgoingMessage & { sentAt: Date };

/**
 * The development and test gateway: delivers nothing, remembers everything (newest first per
 * number), so developers and tests can read codes through GET /v1/dev/outbox.
 */
export class RecordingSmsSender implements SmsSender {
  private readonly sent: SentMessage[] = [];

  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push({ ...message, sentAt: new Date() });
    if (this.sent.length > 10_000) this.sent.shift();
  }

  /** Messages sent to a number, newest first. */
  outbox(to: string): SentMessage[] {
    return this.sent.filter((m) => m.to === to).reverse();
  }
}

/** Routes each message to the gateway of its channel. */
export class ChannelSmsSender implements SmsSender {
  constructor(private readonly byChannel: Record<SmsChannel, SmsSender>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.byChannel[message.channel].send(message);
  }
}
