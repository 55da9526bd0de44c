import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMitake, startFakeMitake } from '../../../test/fakes/mitake-server';
import { type FakeTwilio, startFakeTwilio } from '../../../test/fakes/twilio-server';
import { type CreateSmsSenderOptions, createSmsSender } from './create-sms-sender';
import { RecordingSmsSender } from './sms-sender';

const mitakeCredentials = { username: 'haoyue', password: 's3cret' };
const twilioCredentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'tok' };
const sms = { to: '+886912345678', text: '【好約】您的驗證碼為 123456', channel: 'sms' } as const;
const whatsapp = { to: '+819012345678', text: 'Your code is 123456', channel: 'whatsapp' } as const;

describe('createSmsSender', () => {
  let mitake: FakeMitake;
  let twilio: FakeTwilio;

  beforeAll(async () => {
    mitake = await startFakeMitake(mitakeCredentials);
    twilio = await startFakeTwilio(twilioCredentials);
  });
  afterAll(async () => {
    await mitake.close();
    await twilio.close();
  });

  const counts = () => ({ mitake: mitake.received.length, twilio: twilio.received.length });
  const fake = { provider: 'fake' } as const;
  const viaMitake = () => ({
    provider: 'mitake' as const,
    baseUrl: mitake.url,
    ...mitakeCredentials,
  });
  const viaTwilio = () => ({
    provider: 'twilio' as const,
    baseUrl: twilio.url,
    ...twilioCredentials,
    from: '+14155238886',
  });

  /** Sends one SMS and one WhatsApp through a sender built on `providers`. */
  async function sendBoth(providers: Omit<CreateSmsSenderOptions, 'recorder'>) {
    const recorder = new RecordingSmsSender();
    const before = counts();
    const sender = createSmsSender({ ...providers, recorder });
    await sender.send(sms);
    await sender.send(whatsapp);
    return { recorder, before };
  }

  it('records both channels when both providers are fake', async () => {
    const { recorder, before } = await sendBoth({ sms: fake, whatsapp: fake });
    expect(recorder.outbox(sms.to)).toMatchObject([sms]);
    expect(recorder.outbox(whatsapp.to)).toMatchObject([whatsapp]);
    expect(counts()).toEqual(before);
  });

  it('sends SMS through Mitake and records WhatsApp', async () => {
    const { recorder, before } = await sendBoth({ sms: viaMitake(), whatsapp: fake });
    expect(recorder.outbox(sms.to)).toEqual([]);
    expect(recorder.outbox(whatsapp.to)).toMatchObject([whatsapp]);
    expect(counts()).toEqual({ mitake: before.mitake + 1, twilio: before.twilio });
    expect(mitake.received.at(-1)).toMatchObject({ dstaddr: '0912345678', smbody: sms.text });
  });

  it('sends WhatsApp through Twilio and records SMS', async () => {
    const { recorder, before } = await sendBoth({ sms: fake, whatsapp: viaTwilio() });
    expect(recorder.outbox(sms.to)).toMatchObject([sms]);
    expect(recorder.outbox(whatsapp.to)).toEqual([]);
    expect(counts()).toEqual({ mitake: before.mitake, twilio: before.twilio + 1 });
    expect(twilio.received.at(-1)).toMatchObject({ to: 'whatsapp:+819012345678' });
  });

  it('uses both gateways when both are real', async () => {
    const { recorder, before } = await sendBoth({ sms: viaMitake(), whatsapp: viaTwilio() });
    expect(recorder.outbox(sms.to)).toEqual([]);
    expect(recorder.outbox(whatsapp.to)).toEqual([]);
    expect(counts()).toEqual({ mitake: before.mitake + 1, twilio: before.twilio + 1 });
  });
});
