import { MitakeSmsSender, type MitakeSmsSenderOptions } from './mitake';
import { ChannelSmsSender, type RecordingSmsSender, type SmsSender } from './sms-sender';
import { TwilioWhatsAppSender, type TwilioWhatsAppSenderOptions } from './twilio-whatsapp';

/** The SMS gateway: the recorder (development, tests) or Mitake. */
export type SmsProviderOptions =
  { provider: 'fake' } | ({ provider: 'mitake' } & MitakeSmsSenderOptions);

/** The WhatsApp gateway: the recorder (development, tests) or Twilio. */
export type WhatsAppProviderOptions =
  { provider: 'fake' } | ({ provider: 'twilio' } & TwilioWhatsAppSenderOptions);

/** Everything createSmsSender needs; config.ts maps environment variables onto it. */
export type CreateSmsSenderOptions = {
  sms: SmsProviderOptions;
  whatsapp: WhatsAppProviderOptions;
  /** Keeps the messages of every 'fake' channel, for GET /v1/dev/outbox. */
  recorder: RecordingSmsSender;
};

/** Builds the sender the app uses, choosing fake or real gateway per channel. */
export function createSmsSender(options: CreateSmsSenderOptions): ChannelSmsSender {
  const { sms, whatsapp, recorder } = options;
  const smsSender: SmsSender = sms.provider === 'mitake' ? new MitakeSmsSender(sms) : recorder;
  const whatsappSender: SmsSender =
    whatsapp.provider === 'twilio' ? new TwilioWhatsAppSender(whatsapp) : recorder;
  return new ChannelSmsSender({ sms: smsSender, whatsapp: whatsappSender });
}
