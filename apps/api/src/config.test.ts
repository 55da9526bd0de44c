import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION_TEST_ENV, TAPPAY_TEST_ENV } from '../test/tappay-env';

const PAYMENT_KEY = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('has working defaults: port 3000, PGlite under ./data, demo data outside production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDataDir).toBe('./data/pglite');
    expect(config.seedDemoData).toBe(true);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
  });

  it('never seeds demo data in production', () => {
    expect(loadConfig(PRODUCTION_TEST_ENV).seedDemoData).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, SEED_DEMO_DATA: 'true' })).toThrow(
      /SEED_DEMO_DATA/,
    );
  });

  it('requires a strong AUTH_SECRET in production and the credentials of real gateways', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'mitake' })).toThrow(
      /MITAKE_USERNAME[\s\S]*MITAKE_PASSWORD/,
    );
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    const dev = loadConfig({});
    expect(dev.devEndpoints).toBe(true);
    expect(dev.sms.sms.provider).toBe('fake');
    const prod = loadConfig(PRODUCTION_TEST_ENV);
    expect(prod.devEndpoints).toBe(false);
    expect(prod.payments.fakeLinePay).toBe(false);
    expect(Buffer.from(prod.payments.secretKey).toString('base64')).toBe(PAYMENT_KEY);
  });

  it('requires a 32-byte PAYMENT_SECRET_KEY in production; elsewhere a development key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(
      /PAYMENT_SECRET_KEY: required in production/,
    );
    expect(() => loadConfig({ PAYMENT_SECRET_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /PAYMENT_SECRET_KEY: must be 32 random bytes/,
    );
    const dev = loadConfig({});
    expect(dev.payments.secretKey).toHaveLength(32);
    expect(dev.payments.fakeLinePay).toBe(true);
    expect(dev.payments.linePayApiUrl).toBeUndefined();
  });

  it('talks to the fake LINE platform outside production unless LINE_API_URL is set', () => {
    const dev = loadConfig({});
    expect(dev.line).toEqual({ apiUrl: undefined, fakePlatform: true });
    expect(loadConfig({ LINE_API_URL: 'http://127.0.0.1:4010/' }).line.apiUrl).toBe(
      'http://127.0.0.1:4010',
    );
    const prod = loadConfig(PRODUCTION_TEST_ENV);
    expect(prod.line.fakePlatform).toBe(false);
    expect(() => loadConfig({ LINE_API_URL: 'not a url' })).toThrow(/LINE_API_URL/);
  });

  it('charges cards through the fake outside production; production requires TapPay', () => {
    expect(loadConfig({}).cardGateway).toEqual({ kind: 'fake', timeoutMs: 30_000 });
    expect(loadConfig({ CARD_GATEWAY_TIMEOUT_MS: '200' }).cardGateway.timeoutMs).toBe(200);
    const secrets = { AUTH_SECRET: 'x'.repeat(32), PAYMENT_SECRET_KEY: PAYMENT_KEY };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(
      /TAPPAY_PARTNER_KEY: required in production[\s\S]*TAPPAY_SERVER_TYPE/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...secrets, ...TAPPAY_TEST_ENV, CARD_GATEWAY: 'fake' }),
    ).toThrow(/CARD_GATEWAY: the fake card gateway never runs in production/);
    expect(() => loadConfig({ CARD_GATEWAY: 'tappay' })).toThrow(
      /TAPPAY_MERCHANT_ID: required with CARD_GATEWAY=tappay/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...secrets, ...TAPPAY_TEST_ENV }).cardGateway,
    ).toEqual({
      kind: 'tappay',
      timeoutMs: 30_000,
      partnerKey: 'partner_test_key',
      merchantId: 'haoyue_TEST',
      appId: 12345,
      appKey: 'app_test_key',
      serverType: 'sandbox',
    });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', SEED_DEMO_DATA: '' });
    expect(config.database.url).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.seedDemoData).toBe(true);
  });

  it('can turn demo data off and strips a trailing slash from the public URL', () => {
    const config = loadConfig({
      SEED_DEMO_DATA: 'false',
      PUBLIC_BASE_URL: 'https://book.example.tw/',
    });
    expect(config.seedDemoData).toBe(false);
    expect(config.publicBaseUrl).toBe('https://book.example.tw');
  });

  it('serves Reserve with Google outside production by default, and in production only with real credentials', () => {
    const dev = loadConfig({});
    expect(dev.googleReserve).toEqual({
      enabled: true,
      credentials: [{ user: 'rwg-partner', password: 'rwg-development-secret' }],
    });
    const rotating = loadConfig({ GOOGLE_BOOKING_SERVER_CREDENTIALS: 'a:one,b:two:with-colon' });
    expect(rotating.googleReserve.credentials).toEqual([
      { user: 'a', password: 'one' },
      { user: 'b', password: 'two:with-colon' },
    ]);
    expect(() => loadConfig({ GOOGLE_BOOKING_SERVER_CREDENTIALS: 'no-password' })).toThrow(
      /GOOGLE_BOOKING_SERVER_CREDENTIALS/,
    );
    const prodEnv = PRODUCTION_TEST_ENV;
    const off = loadConfig(prodEnv);
    expect(off.googleReserve).toEqual({ enabled: false, credentials: [] });
    const on = { ...prodEnv, GOOGLE_RESERVE_ENABLED: 'true' };
    expect(() => loadConfig(on)).toThrow(
      /GOOGLE_BOOKING_SERVER_CREDENTIALS: required in production/,
    );
    expect(() => loadConfig({ ...on, GOOGLE_BOOKING_SERVER_CREDENTIALS: '' })).toThrow(
      /GOOGLE_BOOKING_SERVER_CREDENTIALS/,
    );
    expect(() =>
      loadConfig({
        ...on,
        GOOGLE_BOOKING_SERVER_CREDENTIALS:
          'rwg-partner:real-one,rwg-partner:rwg-development-secret',
      }),
    ).toThrow(/never the development pair/);
    const sftp = {
      GOOGLE_FEEDS_SFTP_HOST: 'partnerupload.google.com',
      GOOGLE_FEEDS_SFTP_USER: 'feeds-user',
      GOOGLE_FEEDS_SFTP_PRIVATE_KEY_PATH: '/run/secrets/google-feeds-key',
    };
    // Real-time updates: the partner id and the service account's key.
    const updates = {
      GOOGLE_PARTNER_ID: 'haoyue',
      GOOGLE_SERVICE_ACCOUNT_KEY_FILE: '/run/secrets/google-maps-booking.json',
    };
    const real = loadConfig({
      ...on,
      GOOGLE_BOOKING_SERVER_CREDENTIALS: 'google:s3cret-from-portal',
      ...sftp,
      ...updates,
    });
    expect(real.googleUpdates).toEqual({
      partnerId: 'haoyue',
      apiUrl: 'https://mapsbooking.googleapis.com/v1alpha',
      keyFile: '/run/secrets/google-maps-booking.json',
    });
    expect(() =>
      loadConfig({
        ...on,
        GOOGLE_BOOKING_SERVER_CREDENTIALS: 'google:s3cret-from-portal',
        ...sftp,
      }),
    ).toThrow(/GOOGLE_PARTNER_ID: required in production with GOOGLE_RESERVE_ENABLED/);
    expect(() =>
      loadConfig({
        ...on,
        GOOGLE_BOOKING_SERVER_CREDENTIALS: 'google:s3cret-from-portal',
        ...sftp,
        GOOGLE_PARTNER_ID: 'haoyue',
      }),
    ).toThrow(/GOOGLE_SERVICE_ACCOUNT_KEY_FILE: required in production/);
    expect(loadConfig({}).googleUpdates).toEqual({
      partnerId: 'haoyue-development',
      apiUrl: undefined,
      keyFile: undefined,
    });
    expect(real.googleReserve).toEqual({
      enabled: true,
      credentials: [{ user: 'google', password: 's3cret-from-portal' }],
    });
    // Its feeds go over SFTP in production, whose settings it then requires.
    expect(real.googleFeeds).toEqual({
      uploader: 'sftp',
      sftp: {
        host: 'partnerupload.google.com',
        port: 19321,
        username: 'feeds-user',
        privateKeyPath: '/run/secrets/google-feeds-key',
        remoteDir: '.',
        hostKeySha256: undefined,
      },
    });
    expect(() =>
      loadConfig({ ...on, GOOGLE_BOOKING_SERVER_CREDENTIALS: 'google:s3cret-from-portal' }),
    ).toThrow(/GOOGLE_FEEDS_SFTP_HOST: required in production with GOOGLE_RESERVE_ENABLED/);
    expect(() =>
      loadConfig({
        ...on,
        GOOGLE_BOOKING_SERVER_CREDENTIALS: 'google:s3cret-from-portal',
        ...sftp,
        GOOGLE_FEEDS_UPLOADER: 'local',
      }),
    ).toThrow(/GOOGLE_FEEDS_UPLOADER/);
    // Elsewhere a local folder, unless SFTP is asked for (then with its settings).
    expect(loadConfig({ GOOGLE_FEEDS_DIR: '/tmp/feeds' }).googleFeeds).toEqual({
      uploader: 'local',
      dir: '/tmp/feeds',
    });
    expect(() => loadConfig({ GOOGLE_FEEDS_UPLOADER: 'sftp' })).toThrow(
      /GOOGLE_FEEDS_SFTP_USER: required with GOOGLE_FEEDS_UPLOADER=sftp/,
    );
  });

  it('keeps uploads in the local folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    // AWS itself: the host style, the SDK's own credentials.
    expect(loadConfig({ S3_BUCKET: 'haoyue-uploads' }).s3).toEqual({
      bucket: 'haoyue-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: '',
    });
    // Another S3-compatible service: path style unless told otherwise.
    const minio = {
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-northeast-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_KEY_PREFIX: 'haoyue/prod',
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-northeast-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      keyPrefix: 'haoyue/prod/',
    });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...minio, S3_KEY_PREFIX: 'up/' }).s3?.keyPrefix).toBe('up/');
  });

  it('refuses S3 settings that cannot work, naming the variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: set S3_BUCKET too/,
    );
    expect(() => loadConfig({ S3_KEY_PREFIX: 'x/', S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_FORCE_PATH_STYLE: set S3_BUCKET too[\s\S]*S3_KEY_PREFIX: set S3_BUCKET too/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be an S3/);
    expect(() => loadConfig({ S3_BUCKET: 'b1', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b1', S3_KEY_PREFIX: '../up' })).toThrow(/S3_KEY_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'b1', S3_KEY_PREFIX: '/up' })).toThrow(/S3_KEY_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'b1', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('sets the platform LINE channel only with its token and the Login channels it reaches', () => {
    expect(loadConfig({}).platformLine).toBeUndefined();
    const token = 'platform-channel-access-token-0123456789';
    expect(
      loadConfig({
        PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: token,
        PLATFORM_LINE_LOGIN_CHANNEL_IDS: '1657000001,1657000002',
      }).platformLine,
    ).toEqual({ channelAccessToken: token, loginChannelIds: ['1657000001', '1657000002'] });
    expect(() => loadConfig({ PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: token })).toThrow(
      /PLATFORM_LINE_LOGIN_CHANNEL_IDS: PLATFORM_LINE_CHANNEL_ACCESS_TOKEN and PLATFORM_LINE_LOGIN_CHANNEL_IDS go together/,
    );
    expect(() => loadConfig({ PLATFORM_LINE_LOGIN_CHANNEL_IDS: '1657000001' })).toThrow(
      /PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: PLATFORM_LINE_CHANNEL_ACCESS_TOKEN and/,
    );
    expect(() =>
      loadConfig({
        PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: token,
        PLATFORM_LINE_LOGIN_CHANNEL_IDS: '1657000001, 42',
      }),
    ).toThrow(/PLATFORM_LINE_LOGIN_CHANNEL_IDS: comma-separated LINE Login channel ids/);
    expect(() =>
      loadConfig({
        PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: 'short',
        PLATFORM_LINE_LOGIN_CHANNEL_IDS: '1657000001',
      }),
    ).toThrow(/PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: must be the channel access token/);
  });
});
