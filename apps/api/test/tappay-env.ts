/** The TapPay keys production requires (config.ts): placeholders for tests of production mode. */
export const TAPPAY_TEST_ENV = {
  TAPPAY_PARTNER_KEY: 'partner_test_key',
  TAPPAY_MERCHANT_ID: 'haoyue_TEST',
  TAPPAY_APP_ID: '12345',
  TAPPAY_APP_KEY: 'app_test_key',
  TAPPAY_SERVER_TYPE: 'sandbox',
};
