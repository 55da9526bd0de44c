import {
  canSendMessagesIn,
  checkMessages,
  checkPermission,
  checkShareMessages,
  LiffRuleError,
  permissionState,
  type LiffContextType,
  type LiffErrorCode,
  shareOutcomeOf,
  SHARE_PICKER_TIMEOUT_MS,
  type LiffMessage,
  type LiffPermission,
  type PermissionState,
  type ShareOutcome,
} from './rules';
import type { Liff } from './sdk';

// The one door to LINE's LIFF SDK. The SDK (its pluggable core with the modules we call, ./sdk)
// is imported lazily, so only /line pages download it and the server render never touches it (decision 010: every call here runs in an effect or
// a handler). The mock (`@line/liff-mock`) is never bundled: in mock mode it is loaded as a
// separate dev-only script, /dev/liff-mock.js (Vite serves it in development; e2e tests
// intercept the request), and only when the page asks for it.

/**
 * A mocked LINE user: set as `window.__HAOYUE_LIFF_MOCK__` by an e2e test (page.addInitScript), or
 * by `?liffMock=1` in development. Tokens are real ones minted by POST /v1/dev/line/tokens
 * (given, or minted here when absent).
 */
export interface LiffMockScenario {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  /** Whether the page is to behave as inside the LINE app (default true). */
  isInClient?: boolean;
  idToken?: string;
  accessToken?: string;
  /** What the share picker answers: success (default) or a cancel (`void`). */
  shareResult?: 'success' | 'cancel';
  /** Where the app was opened from: `utou` in the LINE app, `external` outside (defaults). */
  contextType?: LiffContextType;
  /** sendMessages fails with this SDK error instead of sending. */
  sendMessagesError?: { code: LiffErrorCode; message: string };
  /** Filled by the page: each share picker call's messages, then each sendMessages call's. */
  shared?: unknown[][];
  sent?: unknown[][];
}

declare global {
  interface Window {
    __HAOYUE_LIFF_MOCK__?: LiffMockScenario;
    /** The UMD build of @line/liff-mock puts its plugin class here. */
    liffMock?: MockPluginClass | { LiffMockPlugin: MockPluginClass };
  }
}

/** The LINE profile as the SDK gives it (spec 3: messaging-app profile). */
export interface LiffProfile {
  userId: string;
  displayName: string;
  pictureUrl?: string;
}

type MockPluginClass = new () => object;

const MOCK_SCRIPT = '/dev/liff-mock.js';
const DEV_MOCK_KEY = 'haoyue.liffMock';

/** The mock scenario of this page, if any (development: `?liffMock=1` sticks for the tab). */
export function mockScenario(): LiffMockScenario | null {
  if (typeof window === 'undefined') return null;
  if (window.__HAOYUE_LIFF_MOCK__) return window.__HAOYUE_LIFF_MOCK__;
  if (!import.meta.env.DEV) return null;
  try {
    if (new URLSearchParams(window.location.search).has('liffMock')) {
      window.sessionStorage.setItem(DEV_MOCK_KEY, '1');
    }
    if (window.sessionStorage.getItem(DEV_MOCK_KEY) !== '1') return null;
  } catch {
    return null;
  }
  return { userId: 'U00000000000000000000000000000001', displayName: '開發測試使用者' };
}

/** The mock's plugin class: the UMD build exports it as `liffMock` (its default export). */
function mockPluginClass(): MockPluginClass | null {
  const exported = window.liffMock;
  if (!exported) return null;
  return typeof exported === 'function' ? exported : exported.LiffMockPlugin;
}

function loadMockScript(): Promise<MockPluginClass> {
  const loaded = mockPluginClass();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MOCK_SCRIPT;
    script.onload = () => {
      const plugin = mockPluginClass();
      if (plugin) resolve(plugin);
      else reject(new LiffRuleError('INIT_FAILED', 'LIFF mock unavailable'));
    };
    script.onerror = () => reject(new LiffRuleError('INIT_FAILED', 'LIFF mock unavailable'));
    document.head.append(script);
  });
}

async function mintTokens(
  sellerId: number,
  scenario: LiffMockScenario,
): Promise<{ idToken: string; accessToken: string }> {
  if (scenario.idToken && scenario.accessToken) {
    return { idToken: scenario.idToken, accessToken: scenario.accessToken };
  }
  const response = await fetch('/v1/dev/line/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sellerId,
      userId: scenario.userId,
      displayName: scenario.displayName,
      pictureUrl: scenario.pictureUrl,
    }),
  });
  if (!response.ok) throw new LiffRuleError('INIT_FAILED', 'Failed to connect');
  const body = (await response.json()) as { data: { idToken: string; accessToken: string } };
  return body.data;
}

type MockedLiff = Liff & {
  $mock: { set: (update: (prev: Record<string, unknown>) => Record<string, unknown>) => void };
};

let ready: Promise<Liff> | null = null;
let readyFor: string | null = null;
let mocked = false;

/**
 * Initialises LIFF once per LIFF id (spec 5: "liffId is required"). In mock mode, the plugin is
 * installed before init, `login()` runs once (the mock wants it before getProfile/sendMessages)
 * and the tokens are real ones for this seller's channel.
 */
export function initLiff(options: { liffId: string; sellerId: number }): Promise<Liff> {
  const { liffId, sellerId } = options;
  if (!liffId) return Promise.reject(new LiffRuleError('INIT_FAILED', 'liffId is required'));
  if (ready && readyFor === liffId) return ready;
  readyFor = liffId;
  ready = (async () => {
    const { liff } = await import('./sdk');
    const scenario = mockScenario();
    if (!scenario) {
      await liff.init({ liffId });
      return liff;
    }
    const LiffMockPlugin = await loadMockScript();
    liff.use(new LiffMockPlugin() as never);
    await (liff.init as (config: { liffId: string; mock: boolean }) => Promise<void>)({
      liffId,
      mock: true,
    });
    const tokens = await mintTokens(sellerId, scenario);
    const mock = liff as MockedLiff;
    mock.$mock.set((prev) => ({
      ...prev,
      isInClient: scenario.isInClient ?? true,
      isLoggedIn: true,
      // The share target picker is offered inside the LINE app only, in this mock.
      isApiAvailable: scenario.isInClient ?? true,
      getIDToken: tokens.idToken,
      getAccessToken: tokens.accessToken,
      getProfile: {
        userId: scenario.userId,
        displayName: scenario.displayName,
        ...(scenario.pictureUrl ? { pictureUrl: scenario.pictureUrl } : {}),
      },
      getContext: {
        ...(prev.getContext as object),
        type: scenario.contextType ?? ((scenario.isInClient ?? true) ? 'utou' : 'external'),
        userId: scenario.userId,
      },
      'permission.query': { state: 'granted' },
      sendMessages: undefined,
      shareTargetPicker: scenario.shareResult === 'cancel' ? undefined : { status: 'success' },
    }));
    liff.login();
    mocked = true;
    return liff;
  })();
  ready.catch(() => {
    ready = null;
    readyFor = null;
  });
  return ready;
}

/** Whether LIFF runs mocked (development or e2e). */
export function isMocked(): boolean {
  return mocked;
}

/**
 * In mock mode, what the page shared or sent is kept on the scenario (a deep copy), for the
 * tests to read; the scenario's error, if any, stands in for LINE's answer.
 */
function recordMock(kind: 'shared' | 'sent', messages: LiffMessage[]): void {
  if (!mocked) return;
  const scenario = mockScenario();
  if (!scenario) return;
  (scenario[kind] ??= []).push(JSON.parse(JSON.stringify(messages)) as unknown[]);
}

/** The thin calls over an initialised SDK. */
export function liffApi(liff: Liff) {
  return {
    /** Inside the LINE app's LIFF browser (LINE's in-app browser counts as outside). */
    isInClient: (): boolean => liff.isInClient(),
    isLoggedIn: (): boolean => liff.isLoggedIn(),
    /** LINE Login in the browser: leaves the page and comes back to `redirectUri`. */
    login: (redirectUri?: string): void => liff.login(redirectUri ? { redirectUri } : undefined),
    getProfile: async (): Promise<LiffProfile> => {
      const profile = await liff.getProfile();
      return {
        userId: profile.userId,
        displayName: profile.displayName,
        ...(profile.pictureUrl ? { pictureUrl: profile.pictureUrl } : {}),
      };
    },
    getIDToken: (): string | null => liff.getIDToken(),
    getAccessToken: (): string | null => liff.getAccessToken(),
    /** Where the app was opened from (a chat's type, or `external` outside the LINE app). */
    contextType: (): LiffContextType | null => liff.getContext()?.type ?? null,
    /** Whether sendMessages can post here: in the LINE app, opened from a chat. */
    canSendMessages: (): boolean => canSendMessagesIn(liff.isInClient(), liff.getContext()?.type),
    /** Sends 1–5 messages into the chat the app was opened from (LINE app only). */
    sendMessages: async (messages: LiffMessage[]): Promise<void> => {
      const invalid = checkMessages(messages);
      if (invalid) throw invalid;
      if (!canSendMessagesIn(liff.isInClient(), liff.getContext()?.type)) {
        throw new LiffRuleError('FORBIDDEN', 'sendMessages is not available');
      }
      const failure = mocked ? mockScenario()?.sendMessagesError : undefined;
      if (failure) throw new LiffRuleError(failure.code, failure.message);
      await liff.sendMessages(messages as never);
      recordMock('sent', messages);
    },
    canShare: (): boolean => liff.isApiAvailable('shareTargetPicker'),
    /** The share target picker: success, cancel, error or time-out (10 minutes). */
    shareTargetPicker: async (messages: LiffMessage[]): Promise<ShareOutcome> => {
      const invalid = checkShareMessages(messages);
      if (invalid) throw invalid;
      if (!liff.isApiAvailable('shareTargetPicker')) {
        throw new LiffRuleError('FORBIDDEN', 'shareTargetPicker is not available');
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<ShareOutcome>((resolve) => {
        timer = setTimeout(() => resolve({ status: 'TIMEOUT' }), SHARE_PICKER_TIMEOUT_MS);
      });
      recordMock('shared', messages);
      try {
        return await Promise.race([
          liff.shareTargetPicker(messages as never).then(shareOutcomeOf),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    permissionState: async (name: LiffPermission): Promise<PermissionState> => {
      const invalid = checkPermission(name);
      if (invalid) throw invalid;
      return permissionState(await liff.permission.query(name));
    },
    closeWindow: (): void => liff.closeWindow(),
  };
}

export type LiffApi = ReturnType<typeof liffApi>;
