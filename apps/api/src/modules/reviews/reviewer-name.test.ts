import { describe, expect, it } from 'vitest';
import { ANONYMOUS_REVIEWER, maskName, reviewerName } from './reviewer-name';

describe('reviewerName', () => {
  it('shows the nickname as chosen', () => {
    expect(reviewerName({ nickname: ' 小美 ', displayName: '王小美', bookingName: null })).toBe(
      '小美',
    );
  });

  it('masks the display name, else the name on the booking, when there is no nickname', () => {
    expect(reviewerName({ nickname: null, displayName: '王小美', bookingName: '陳大文' })).toBe(
      '王＊＊',
    );
    expect(reviewerName({ nickname: '  ', displayName: null, bookingName: '陳大文' })).toBe(
      '陳＊＊',
    );
  });

  it('never shows a phone number, even one typed as a nickname', () => {
    const name = reviewerName({
      nickname: '0912345678',
      displayName: null,
      bookingName: '+886912345678',
    });
    expect(name).toBe('+＊＊');
    expect(reviewerName({ nickname: '0912345678', displayName: null, bookingName: null })).toBe(
      '0＊＊',
    );
  });

  it('falls back to a generic name when nothing is known', () => {
    expect(reviewerName({ nickname: null, displayName: null, bookingName: null })).toBe(
      ANONYMOUS_REVIEWER,
    );
  });

  it('masks by code point, so a name starting outside the BMP stays whole', () => {
    expect(maskName('𠮷野家')).toBe('𠮷＊＊');
  });
});
