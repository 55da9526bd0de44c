// Inside the LINE area, every sign-in (the phone-login dialog's password, SMS and phone-call
// steps) carries the LINE ID token and the seller, so the server verifies the LINE user along
// with the phone (spec 3: "The token request also carries idToken, lineAccessToken, sellerId").
// The LINE layout sets them while it is mounted; elsewhere nothing is added.

/** What a sign-in adds inside the LINE area. */
export interface LineSignInExtras {
  idToken: string;
  sellerId: number;
}

let extras: LineSignInExtras | null = null;

/** Sets (or, with null, clears) what sign-ins carry. */
export function setLineSignInExtras(next: LineSignInExtras | null): void {
  extras = next;
}

/** What the next sign-in carries: `{}` outside the LINE area. */
export function lineSignInExtras(): Partial<LineSignInExtras> {
  return extras ? { ...extras } : {};
}
