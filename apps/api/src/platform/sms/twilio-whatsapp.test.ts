import { describe, expect, it } from 'vitest';
import { startFakeTwilio } from '../../../test/fakes/twilio-server';
import { withFakeGateway } from '../../../test/fakes/gateway-fixture';
import { TwilioError, TwilioWhatsAppSender } from './twilio-whatsapp';

const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token-xyz' };
const from = '+14155238886';
const code = '【好約】您的驗證碼為 123456，10 分鐘內有效。';

describe('TwilioWhatsAppSender', () => {
  const twilio = withFakeGateway(
    () => startFakeTwilio(credentials),
    (fake) => new TwilioWhatsAppSender({ baseUrl: fake.url, ...credentials, from }),
  );

  it('posts whatsapp: From and To and the text, authenticated as the account', async () => {
    await twilio.sender.send({ to: '+819012345678', text: code, channel: 'whatsapp' });
    expect(twilio.fake.received).toEqual([
      {
        accountSid: credentials.accountSid,
        from: 'whatsapp:+14155238886',
        to: 'whatsapp:+819012345678',
        body: code,
        sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      },
    ]);
  });

  it('throws with Twilio code and message when Twilio refuses the message', async () => {
    twilio.fake.failNext(63016, { message: 'Outside the allowed window' });
    const failure = twilio.sender.send({ to: '+819012345678', text: code, channel: 'whatsapp' });
    await expect(failure).rejects.toThrow(/63016 Outside the allowed window/);
    await expect(failure).rejects.toMatchObject({
      name: 'TwilioError',
      code: 63016,
      httpStatus: 400,
    });
    expect(twilio.fake.received).toHaveLength(0);
  });

  it('throws on a server error', async () => {
    twilio.fake.failNext(20500, { status: 503, message: 'Service unavailable' });
    await expect(
      twilio.sender.send({ to: '+819012345678', text: code, channel: 'whatsapp' }),
    ).rejects.toMatchObject({ code: 20500, httpStatus: 503 });
  });

  it('throws 20003 on wrong credentials, without repeating the token', async () => {
    const wrong = new TwilioWhatsAppSender({
      ...credentials,
      authToken: 'wrong-token',
      baseUrl: twilio.fake.url,
      from,
    });
    const failure = wrong.send({ to: '+819012345678', text: code, channel: 'whatsapp' });
    await expect(failure).rejects.toMatchObject({ code: 20003, httpStatus: 401 });
    await expect(failure).rejects.toThrow(/20003 Authenticate/);
    await expect(failure).rejects.not.toThrow(/wrong-token/);
  });

  it('gives up after timeoutMs when Twilio never answers', async () => {
    const impatient = new TwilioWhatsAppSender({
      ...credentials,
      baseUrl: twilio.fake.url,
      from,
      timeoutMs: 100,
    });
    twilio.fake.hangNext();
    await expect(
      impatient.send({ to: '+819012345678', text: code, channel: 'whatsapp' }),
    ).rejects.toThrow(/timed out after 100 ms/);
  });

  it('refuses SMS and numbers that are not E.164 before calling Twilio', async () => {
    await expect(
      twilio.sender.send({ to: '+819012345678', text: code, channel: 'sms' }),
    ).rejects.toThrow(/only sends WhatsApp/);
    await expect(
      twilio.sender.send({ to: '09012345678', text: code, channel: 'whatsapp' }),
    ).rejects.toThrow(TwilioError);
    expect(() => new TwilioWhatsAppSender({ ...credentials, from: '4155238886' })).toThrow(
      /E\.164/,
    );
    expect(twilio.fake.received).toHaveLength(0);
  });
});

describe('the fake Twilio', () => {
  it('refuses a message without To with 21604, as Twilio does', async () => {
    const twilio = await startFakeTwilio(credentials);
    try {
      const basic = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString(
        'base64',
      );
      const response = await fetch(
        `${twilio.url}/2010-04-01/Accounts/${credentials.accountSid}/Messages.json`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${basic}` },
          body: new URLSearchParams({ From: `whatsapp:${from}`, Body: 'hi' }),
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 21604, status: 400 });
      expect(twilio.received).toHaveLength(0);
    } finally {
      await twilio.close();
    }
  });
});
