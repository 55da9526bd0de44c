/** The TapPay keys production requires (config.ts): placeholders for tests of production mode. */
export const TAPPAY_TEST_ENV = {
  TAPPAY_PARTNER_KEY: 'partner_test_key',
  TAPPAY_MERCHANT_ID: 'haoyue_TEST',
  TAPPAY_APP_ID: '12345',
  TAPPAY_APP_KEY: 'app_test_key',
  TAPPAY_SERVER_TYPE: 'sandbox',
};

/** What a test app in production mode is started with: production's required secrets, as placeholders. */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-32-characters!',
  PAYMENT_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...TAPPAY_TEST_ENV,
};
