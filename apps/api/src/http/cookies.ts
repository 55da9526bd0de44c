/** Cookie and header names of a browser session (set at sign-in, read by the access hook). */
export const AUTH_COOKIE = 'Authorization';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
