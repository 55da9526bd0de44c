import type { TPublicLineSettings } from '@haoyue/contracts';
import { createContext, useContext } from 'react';
import type { LiffApi, LiffProfile } from '../../lib/liff/liff';
import type { LinkState } from '../../lib/liff/rules';

/** Where the LINE layout is with LIFF and the customer link. */
export type LineStatus =
  | { kind: 'starting' }
  | { kind: 'not-configured' }
  /** Outside the LINE app and not signed in to LINE: LINE Login in the browser. */
  | { kind: 'needs-line-login' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready' };

/** What the LINE layout gives its pages. */
export interface LineSession {
  sellerId: number;
  settings: TPublicLineSettings | null;
  status: LineStatus;
  /** The SDK calls once LIFF is ready. */
  liff: LiffApi | null;
  /** The LINE user (from the SDK; never sent to the server as proof). */
  profile: LiffProfile | null;
  /** Inside the LINE app (sendMessages works there only). */
  inClient: boolean;
  /** isLinked (spec 3): null until known, true when the linked customer loaded, else false. */
  isLinked: LinkState;
}

export const LineSessionContext = createContext<LineSession | null>(null);

/** The LINE layout's session (pages under /line/{sellerId}). */
export function useLineSession(): LineSession {
  const session = useContext(LineSessionContext);
  if (!session) throw new Error('useLineSession needs the LINE layout');
  return session;
}
