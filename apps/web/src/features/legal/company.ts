/** Who runs 好約, as named in the legal documents. */
export const COMPANY = {
  name: '好約科技股份有限公司',
  product: '好約（Haoyue）',
  serviceEmail: 'service@haoyue.tw',
  privacyEmail: 'privacy@haoyue.tw',
  serviceHours: '週一至週五 10:00–18:00（國定假日除外）',
};

/** Date both documents were last revised. */
export const LEGAL_UPDATED_AT = '2026 年 11 月 22 日';
