import { describe, expect, it } from 'vitest';
import { startFakeMitake } from '../../../test/fakes/mitake-server';
import { withFakeGateway } from '../../../test/fakes/gateway-fixture';
import { MitakeError, MitakeSmsSender, toTaiwanNationalMobile } from './mitake';

const credentials = { username: 'haoyue', password: 's3cret' };
const code = '【好約】您的驗證碼為 123456，10 分鐘內有效。';

describe('MitakeSmsSender', () => {
  const mitake = withFakeGateway(
    () => startFakeMitake(credentials),
    (fake) => new MitakeSmsSender({ baseUrl: fake.url, ...credentials }),
  );

  it('posts the national number and UTF-8 Chinese text with a new clientid each time', async () => {
    await mitake.sender.send({ to: '+886912345678', text: code, channel: 'sms' });
    await mitake.sender.send({ to: '+886987654321', text: code, channel: 'sms' });
    expect(mitake.fake.received).toMatchObject([
      { username: 'haoyue', dstaddr: '0912345678', smbody: code },
      { username: 'haoyue', dstaddr: '0987654321', smbody: code },
    ]);
    const [first, second] = mitake.fake.received.map((m) => m.clientid);
    expect(first).toMatch(/^[\w-]{1,36}$/);
    expect(second).not.toBe(first);
  });

  it('sends line breaks as ASCII 6, which Mitake reads as a new line', async () => {
    await mitake.sender.send({
      to: '+886912345678',
      text: '第一行\n第二行\r\n第三行',
      channel: 'sms',
    });
    expect(mitake.fake.received[0]?.smbody).toBe('第一行\x06第二行\x06第三行');
  });

  it.each(['0', '2', '4'] as const)('treats statuscode %s as accepted', async (status) => {
    mitake.fake.acceptNextWith(status);
    await expect(
      mitake.sender.send({ to: '+886912345678', text: code, channel: 'sms' }),
    ).resolves.toBe(undefined);
  });

  it.each(['s', 'v', '*', 'k'])(
    'throws with the gateway code when Mitake answers %s',
    async (status) => {
      mitake.fake.failNext(status);
      const failure = mitake.sender.send({ to: '+886912345678', text: code, channel: 'sms' });
      await expect(failure).rejects.toThrow(`statuscode ${status} `);
      await expect(failure).rejects.toMatchObject({ name: 'MitakeError', statusCode: status });
      expect(mitake.fake.received).toHaveLength(0);
    },
  );

  it('throws statuscode e on a wrong password, without repeating the password', async () => {
    const wrong = new MitakeSmsSender({
      ...credentials,
      baseUrl: mitake.fake.url,
      password: 'nope-123',
    });
    const failure = wrong.send({ to: '+886912345678', text: code, channel: 'sms' });
    await expect(failure).rejects.toMatchObject({ statusCode: 'e' });
    await expect(failure).rejects.toThrow(/wrong username or password/);
    await expect(failure).rejects.not.toThrow(/nope-123/);
  });

  it('throws on a non-2xx answer', async () => {
    mitake.fake.failNextHttp(503);
    await expect(
      mitake.sender.send({ to: '+886912345678', text: code, channel: 'sms' }),
    ).rejects.toThrow(/HTTP 503/);
  });

  it('gives up after timeoutMs when Mitake never answers, and works again afterwards', async () => {
    const impatient = new MitakeSmsSender({
      ...credentials,
      baseUrl: mitake.fake.url,
      timeoutMs: 100,
    });
    mitake.fake.hangNext();
    const started = Date.now();
    await expect(
      impatient.send({ to: '+886912345678', text: code, channel: 'sms' }),
    ).rejects.toThrow(/timed out after 100 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
    await impatient.send({ to: '+886912345678', text: code, channel: 'sms' });
    expect(mitake.fake.received).toHaveLength(1);
  });

  it('throws when the gateway cannot be reached', async () => {
    const gone = await startFakeMitake(credentials);
    await gone.close();
    const unreachable = new MitakeSmsSender({ ...credentials, baseUrl: gone.url });
    await expect(
      unreachable.send({ to: '+886912345678', text: code, channel: 'sms' }),
    ).rejects.toThrow(/Mitake request failed/);
  });

  it('refuses WhatsApp and anything but a Taiwan mobile before calling Mitake', async () => {
    for (const to of ['+819012345678', '+88621234567', '0912345678', '+8869123456789']) {
      await expect(mitake.sender.send({ to, text: code, channel: 'sms' })).rejects.toThrow(
        MitakeError,
      );
    }
    await expect(
      mitake.sender.send({ to: '+886912345678', text: code, channel: 'whatsapp' }),
    ).rejects.toThrow(/only sends SMS/);
    expect(mitake.fake.received).toHaveLength(0);
  });
});

describe('toTaiwanNationalMobile', () => {
  it('turns +8869xxxxxxxx into 09xxxxxxxx', () => {
    expect(toTaiwanNationalMobile('+886912345678')).toBe('0912345678');
  });
});

describe('the fake Mitake', () => {
  it('answers a replayed clientid with the first msgid and does not send twice', async () => {
    const mitake = await startFakeMitake(credentials);
    try {
      const post = () =>
        fetch(`${mitake.url}/api/mtk/SmSend?CharsetURL=UTF-8`, {
          method: 'POST',
          body: new URLSearchParams({
            ...credentials,
            dstaddr: '0912345678',
            smbody: 'hi',
            clientid: 'abc',
          }),
        }).then((r) => r.text());
      const first = await post();
      const again = await post();
      expect(again).toContain(first.match(/msgid=\d+/)?.[0]);
      expect(again).toContain('Duplicate=Y');
      expect(mitake.received).toHaveLength(1);
    } finally {
      await mitake.close();
    }
  });
});
