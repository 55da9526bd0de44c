import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingTestApp, billingOf, cardTyped, stubApi } from '../../../lib/billing/test-billing';
import { CardSettings } from './card-settings';

afterEach(() => vi.unstubAllGlobals());

const BILLING = 'GET /v1/sellers/7/billing';
const REMOVE = 'DELETE /v1/sellers/7/card';

function renderPage() {
  render(
    <BillingTestApp>
      <CardSettings sellerId={7} />
    </BillingTestApp>,
  );
}

describe('CardSettings', () => {
  it('shows the card on file: brand, last four and expiry MM/YY', async () => {
    stubApi({ [BILLING]: { body: { data: billingOf() } } });
    renderPage();
    expect(screen.getByRole('status', { name: '載入信用卡' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('card-label')).toHaveTextContent('VISA •••• 4242');
    expect(screen.getByTestId('card-expiry')).toHaveTextContent('有效期限 03/30');
  });

  it('shows why the API refuses to remove the card while a renewal is due', async () => {
    const message = '「光點髮藝 大安店」將於 7 天內自動續約，請先關閉自動續約再移除信用卡。';
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf() } },
      [REMOVE]: { status: 409, body: { error: { code: 'E_CARD_REQUIRED', message } } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '移除信用卡' }));
    const dialog = await screen.findByRole('dialog', { name: '移除付款卡？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(sent().filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByTestId('card-label')).toHaveTextContent('VISA •••• 4242');
  });

  it('removes the card and shows the add form once the API agrees', async () => {
    let card = true;
    stubApi({
      [BILLING]: () => ({ body: { data: billingOf(card ? {} : { card: null }) } }),
      [REMOVE]: () => {
        card = false;
        return { status: 204, body: null };
      },
      'GET /v1/card-gateway/setup': {
        body: { data: { kind: 'FAKE', fieldsUrl: '/v1/card-gateway/fake/fields' } },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '移除信用卡' }));
    const dialog = await screen.findByRole('dialog', { name: '移除付款卡？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    expect(await screen.findByTestId('card-add')).toHaveTextContent('目前沒有付款卡');
    expect(await screen.findByTitle('信用卡資料')).toBeInTheDocument();
  });

  it('saves a new card with the prime the frame answers and a key of its own', async () => {
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf({ card: null }) } },
      'GET /v1/card-gateway/setup': {
        body: { data: { kind: 'FAKE', fieldsUrl: '/v1/card-gateway/fake/fields' } },
      },
      'PUT /v1/sellers/7/card': { body: { data: billingOf().card } },
    });
    renderPage();
    const frame = (await screen.findByTitle('信用卡資料')) as HTMLIFrameElement;
    const save = screen.getByRole('button', { name: '儲存信用卡' });
    expect(save).toBeDisabled();
    cardTyped(frame, 'prm_card');
    await userEvent.click(save);
    await waitFor(() =>
      expect(
        sent()
          .filter((r) => r.method === 'PUT')
          .map((r) => r.body),
      ).toEqual([{ prime: 'prm_card', idempotencyKey: expect.any(String) }]),
    );
  });
});
