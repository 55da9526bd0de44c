import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceAuthArea,
  authAreaOf,
  authAreaSignInExtras,
  clearAuthToken,
  getAuthToken,
  setAuthToken,
  subscribeAuthToken,
} from './auth-token';

/** Shows `pathname` as the current page (the router's history does the same). */
const visit = (pathname: string) => window.history.pushState(null, '', pathname);

afterEach(() => {
  visit('/google-reserve/x');
  clearAuthToken();
  visit('/');
  clearAuthToken();
  announceAuthArea();
});

describe('auth-token: the site and the Reserve with Google user area', () => {
  it('knows the area of a path (the marketing page /google-reserve-landing is the site)', () => {
    expect(authAreaOf('/google-reserve/demo-salon')).toBe('google-reserve');
    expect(authAreaOf('/google-reserve-user/orders')).toBe('google-reserve');
    expect(authAreaOf('/google-reserve-redirect')).toBe('google-reserve');
    expect(authAreaOf('/google-reserve-landing')).toBe('site');
    expect(authAreaOf('/user/orders')).toBe('site');
  });

  it('keeps one token per area, each in its own storage', () => {
    visit('/google-reserve/demo-salon');
    setAuthToken('google-token');
    expect(getAuthToken()).toBe('google-token');
    expect(authAreaSignInExtras()).toEqual({ area: 'google-reserve' });
    visit('/user/orders');
    expect(getAuthToken()).toBeNull();
    expect(authAreaSignInExtras()).toEqual({});
    setAuthToken('site-token');
    expect(localStorage.getItem('haoyue:auth:v1')).toContain('site-token');
    expect(localStorage.getItem('haoyue:google-reserve-auth:v1')).toContain('google-token');
    visit('/google-reserve-user/orders');
    expect(getAuthToken()).toBe('google-token');
  });

  it('a refused token signs out only the area that held it; moving across areas is announced', () => {
    visit('/google-reserve/demo-salon');
    setAuthToken('google-token');
    visit('/');
    setAuthToken('site-token');
    clearAuthToken('google-token');
    expect(getAuthToken()).toBe('site-token');
    visit('/google-reserve/demo-salon');
    expect(getAuthToken()).toBeNull();

    const heard = vi.fn();
    const stop = subscribeAuthToken(heard);
    announceAuthArea();
    announceAuthArea();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
