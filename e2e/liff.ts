import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ACCOUNTS, tokenOf } from './accounts';
import { api } from './api';
import { askDeposit, NO_DEPOSIT, setPrepayment, shopBySlug } from './demo-shop';

// LIFF in e2e: the production build loads @line/liff-mock from /dev/liff-mock.js only when the
// page carries a mock scenario. The test serves the package's browser build by intercepting the
// request (not relying on the test server's own development copy), and sets the scenario before
// any script (the server's demo script then leaves it as it is).

const MOCK_JS = fs.readFileSync(
  createRequire(import.meta.url).resolve('@line/liff-mock/dist/umd/liff-mock.js'),
);

/** A LINE user as the fake LINE platform knows it (ids are `U` + 32 hex). */
export interface LineUser {
  userId: string;
  displayName: string;
  pictureUrl?: string;
}

/** A fresh LINE user id for this run. */
export function newLineUserId(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  return `U${hex.join('')}`;
}

/** Real tokens for a LINE user of a seller, minted by the fake LINE platform (dev API). */
export function mintLineTokens(sellerId: number, user: LineUser) {
  return api<{ idToken: string; accessToken: string }>('/v1/dev/line/tokens', {
    body: { sellerId, ...user },
  });
}

/**
 * Opens the page's LIFF as `user` inside the LINE app (mocked): the mock script is served, the
 * scenario set with freshly minted tokens for `sellerId`.
 */
export async function mockLiff(
  page: Page,
  sellerId: number,
  user: LineUser,
  options: {
    isInClient?: boolean;
    shareResult?: 'success' | 'cancel';
    /** Where the app was opened from (`utou` in the LINE app by default). */
    contextType?: 'utou' | 'room' | 'group' | 'square_chat' | 'external' | 'none';
    /** sendMessages fails with this SDK error. */
    sendMessagesError?: { code: string; message: string };
  } = {},
): Promise<void> {
  const tokens = await mintLineTokens(sellerId, user);
  await page.route('**/dev/liff-mock.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: MOCK_JS }),
  );
  await page.addInitScript(
    (scenario) => {
      (window as unknown as { __HAOYUE_LIFF_MOCK__: unknown }).__HAOYUE_LIFF_MOCK__ = scenario;
    },
    {
      ...user,
      ...tokens,
      isInClient: options.isInClient ?? true,
      shareResult: options.shareResult,
      contextType: options.contextType,
      sendMessagesError: options.sendMessagesError,
    },
  );
}

/** A LIFF message as the page handed it to the SDK. */
export type LiffMessage = { type: string; [key: string]: unknown };

/**
 * What the page handed the mocked SDK, one entry per call: the share picker's messages
 * (`shared`) or sendMessages' (`sent`); recorded on the scenario by the LIFF wrapper.
 */
export function liffRecord(page: Page, kind: 'shared' | 'sent'): Promise<LiffMessage[][]> {
  return page.evaluate(
    (k) =>
      ((window as unknown as { __HAOYUE_LIFF_MOCK__?: Record<string, unknown> })
        .__HAOYUE_LIFF_MOCK__?.[k] ?? []) as LiffMessage[][],
    kind,
  );
}

/**
 * Opens the seller's LINE area as its owner with the demo's LINE channels (answered by the fake
 * LINE platform): the booking button shown, `shopId` the one bookable shop, no message on link,
 * phone numbers masked. Answers the demo's channels.
 */
export async function openLineArea(owner: string, sellerId: number, shopId: number) {
  const lineSettings = `/v1/sellers/${sellerId}/line-settings`;
  const demo = await api<{ liffId: string; loginChannelId: string; messagingChannelId: string }>(
    lineSettings,
    { token: owner },
  );
  await api(lineSettings, {
    method: 'PUT',
    token: owner,
    body: {
      liffId: demo.liffId,
      loginChannelId: demo.loginChannelId,
      messagingChannelId: demo.messagingChannelId,
      showBookingButton: true,
      bookableShops: [shopId],
      defaultShopName: null,
      sendMessageOnLink: false,
      canUnmaskPhoneNumber: false,
    },
  });
  return demo;
}

/**
 * The demo shop the LINE files open the LINE area on: 光點髮藝 (seller 1)'s 信義店 (Taipei time),
 * asking a NT$500 deposit while they run.
 */
export const LINE_SHOP = {
  sellerId: 1,
  slug: 'lumiere-xinyi',
  zone: 'Asia/Taipei',
  deposit: 50000,
} as const;

/**
 * The set-up the LINE files share, as hooks of the calling file: before its tests, the owner
 * signed in, {@link LINE_SHOP} asking its deposit and the LINE area open with the shop bookable;
 * after them, the deposit taken back. The answer is filled in before the tests run.
 */
export function useLineShop(): { owner: string; shopId: number; liffId: string } {
  const state = { owner: '', shopId: 0, liffId: '' };
  beforeAll(async () => {
    state.owner = await tokenOf(ACCOUNTS.hairOwner);
    state.shopId = (await shopBySlug(LINE_SHOP.slug)).id;
    await askDeposit(state.owner, LINE_SHOP.sellerId, state.shopId, LINE_SHOP.deposit);
    state.liffId = (await openLineArea(state.owner, LINE_SHOP.sellerId, state.shopId)).liffId;
  });
  afterAll(async () => {
    if (state.shopId) {
      await setPrepayment(state.owner, LINE_SHOP.sellerId, state.shopId, NO_DEPOSIT);
    }
  });
  return state;
}
