/** Cookie and header names of a browser session (set at sign-in, read by the access hook). */
export const AUTH_COOKIE = 'Authorization';
/** The session cookie of the Reserve with Google user area (spec: GoogleAuthorization). */
export const GOOGLE_AUTH_COOKIE = 'GoogleAuthorization';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
