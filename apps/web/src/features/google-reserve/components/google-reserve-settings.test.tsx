import type { TGoogleReserveEnrolment, TGoogleReserveShop } from '@haoyue/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingTestApp, stubApi } from '../../../lib/billing/test-billing';
import { GoogleReserveSettings } from './google-reserve-settings';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /v1/sellers/7/google-reserve/shops';
const PUT = 'PUT /v1/sellers/7/shops/3/google-reserve';
const MAPS = 'https://maps.app.goo.gl/Abc123';

const shopOf = (enrolment: Partial<TGoogleReserveEnrolment> | null): TGoogleReserveShop => ({
  shopId: 3,
  shopName: '光點髮藝 大安店',
  address: '台北市大安區復興南路一段 1 號',
  phoneNumber: '02-2700-0001',
  shopReviewStatus: 'APPROVED',
  services: [
    { id: 11, name: '洗剪吹' },
    { id: 12, name: '頭皮護理' },
  ],
  enrolment: enrolment && {
    status: 'PENDING',
    rejectReason: null,
    payAtShop: false,
    offeredServiceIds: null,
    mapsPlaceUrl: MAPS,
    updatedAt: '2026-12-01T02:00:00Z',
    decidedAt: null,
    lastFeed: null,
    lastNotification: null,
    ...enrolment,
  },
});

function renderPage(onChooseShop = vi.fn()) {
  render(
    <BillingTestApp>
      <GoogleReserveSettings
        sellerId={7}
        shopId={3}
        shopSettingsHref="/dashboard/shop-settings/3"
        onChooseShop={onChooseShop}
      />
    </BillingTestApp>,
  );
}

describe('GoogleReserveSettings', () => {
  it('shows progress, then a shop not enrolled with the details Google matches', async () => {
    stubApi({ [LIST]: { body: { data: [shopOf(null)] } } });
    renderPage();
    expect(screen.getByRole('status', { name: '載入 Google 預約設定' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const status = await screen.findByTestId('google-reserve-status');
    expect(within(status).getByTestId('google-reserve-status-badge')).toHaveTextContent('未申請');
    expect(screen.getByText('台北市大安區復興南路一段 1 號')).toBeInTheDocument();
    expect(screen.getByText('02-2700-0001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送出申請' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消上架' })).not.toBeInTheDocument();
  });

  it('checks the link and the chosen services by the contract before sending', async () => {
    const { sent } = stubApi({ [LIST]: { body: { data: [shopOf(null)] } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '送出申請' }));
    expect(await screen.findByText('請貼上 Google 地圖的商家連結')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Google 地圖商家連結/), 'https://example.com/x');
    await userEvent.click(screen.getByRole('radio', { name: '指定服務' }));
    await userEvent.click(screen.getByRole('button', { name: '送出申請' }));
    expect(await screen.findByText(/請貼上 Google 地圖的商家連結（/)).toBeInTheDocument();
    expect(screen.getByText('請至少選擇一項服務')).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('sends the enrolment and shows it waiting for review', async () => {
    let enrolled = false;
    const { sent } = stubApi({
      [LIST]: () => ({ body: { data: [shopOf(enrolled ? { offeredServiceIds: [12] } : null)] } }),
      [PUT]: () => {
        enrolled = true;
        return { body: { data: shopOf({ offeredServiceIds: [12], payAtShop: true }) } };
      },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Google 地圖商家連結/), MAPS);
    await userEvent.click(screen.getByRole('radio', { name: '指定服務' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '頭皮護理' }));
    await userEvent.click(screen.getByTestId('google-reserve-pay-at-shop'));
    await userEvent.click(screen.getByRole('button', { name: '送出申請' }));
    await waitFor(() =>
      expect(screen.getByTestId('google-reserve-status-badge')).toHaveTextContent('審核中'),
    );
    expect(sent().find((r) => r.method === 'PUT')?.body).toEqual({
      mapsPlaceUrl: MAPS,
      payAtShop: true,
      offeredServiceIds: [12],
    });
  });

  it("shows the API's refusal under the field it names", async () => {
    stubApi({
      [LIST]: { body: { data: [shopOf(null)] } },
      [PUT]: {
        status: 400,
        body: {
          error: {
            code: 'E_VALIDATION',
            field: 'offeredServiceIds',
            message: '只能選擇本店開放線上預約的服務',
          },
        },
      },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Google 地圖商家連結/), MAPS);
    await userEvent.click(screen.getByRole('radio', { name: '指定服務' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '洗剪吹' }));
    await userEvent.click(screen.getByRole('button', { name: '送出申請' }));
    expect(await screen.findByText('只能選擇本店開放線上預約的服務')).toBeInTheDocument();
  });

  it('shows a refusal with its reason, to be sent again', async () => {
    stubApi({
      [LIST]: {
        body: {
          data: [
            shopOf({
              status: 'REJECTED',
              rejectReason: '地圖地址與店家資料不一致',
              decidedAt: '2026-12-02T02:00:00Z',
            }),
          ],
        },
      },
    });
    renderPage();
    expect(await screen.findByTestId('google-reserve-reject-reason')).toHaveTextContent(
      '地圖地址與店家資料不一致',
    );
    expect(screen.getByRole('button', { name: '送出申請' })).toBeInTheDocument();
  });

  it('shows a live shop with its last feed and last notification, and warns that a new link is reviewed', async () => {
    stubApi({
      [LIST]: {
        body: {
          data: [
            shopOf({
              status: 'APPROVED',
              decidedAt: '2026-12-02T02:00:00Z',
              lastFeed: {
                status: 'SUCCEEDED',
                startedAt: '2026-12-03T02:00:00Z',
                finishedAt: '2026-12-03T02:01:00Z',
                records: 5,
                error: null,
              },
              lastNotification: {
                kind: 'BOOKING_NOTIFICATION',
                status: 'FAILED',
                createdAt: '2026-12-03T03:00:00Z',
                sentAt: null,
                error: 'HTTP 503',
              },
            }),
            { ...shopOf(null), shopId: 4, shopName: '光點髮藝 信義店' },
          ],
        },
      },
    });
    const choose = vi.fn();
    renderPage(choose);
    const status = await screen.findByTestId('google-reserve-status');
    expect(within(status).getByTestId('google-reserve-status-badge')).toHaveTextContent('已上線');
    expect(screen.getByTestId('google-reserve-last-feed')).toHaveTextContent(/成功・.*・5 筆/);
    expect(screen.getByTestId('google-reserve-last-notification')).toHaveTextContent(
      /預約異動通知・傳送失敗・/,
    );
    // The failure explained in zh-TW; the platform's own text kept beneath for support.
    expect(screen.getByText(/多次重試仍未送達 Google/)).toBeInTheDocument();
    expect(screen.getByText('技術訊息：HTTP 503')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '儲存' })).toBeInTheDocument();
    const link = screen.getByLabelText(/Google 地圖商家連結/);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://maps.app.goo.gl/Other');
    expect(screen.getByRole('status')).toHaveTextContent('變更地圖連結後，需重新審核');
    await userEvent.click(screen.getByRole('button', { name: /光點髮藝 信義店/ }));
    expect(choose).toHaveBeenCalledWith(4);
  });
});
