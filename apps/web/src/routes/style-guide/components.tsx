import { Badge, Button, Group, Loader, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type TOrderStatus } from '@haoyue/contracts';
import { useState } from 'react';
import { NO_CHECKS } from '../../lib/form-checks';
import { useContractForm } from '../../lib/use-contract-form';
import { AvatarImage } from '../../ui/avatar-image';
import { CancelReasonInput } from '../../ui/cancel-reason-input';
import { CancellationNote } from '../../ui/cancellation-note';
import { ChoiceChip } from '../../ui/choice-chip';
import { DeleteButton } from '../../ui/delete-button';
import { DialogActions } from '../../ui/dialog-actions';
import { EditForm } from '../../ui/edit-dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { IconCalendar, IconCheck, IconClock, IconMapPin } from '../../ui/icons';
import { IconLine } from '../../ui/icon-line';
import { ManagedList, type ManagedListColumn, type ManagedListQuery } from '../../ui/managed-list';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { LoadMore, PagedHistory } from '../../ui/paged-history';
import { PageLoader } from '../../ui/page-loader';
import { PagePagination } from '../../ui/page-pagination';
import { PaymentStatusBadge } from '../../ui/payment-status-badge';
import { Price } from '../../ui/price';
import { RecordSection } from '../../ui/record-section';
import { MoneyInput, NoteInput } from '../../ui/seller-dashboard/form-parts';
import { PanelSection } from '../../ui/seller-dashboard/panel-section';
import { ClockPicker } from '../../ui/seller-dashboard/weekly-hours-editor';
import { ShopCard, ShopCardSkeleton, ShopGrid } from '../../ui/shop-card';
import { ImageFallback, ShopImage } from '../../ui/shop-image';
import { StatusIcon } from '../../ui/status-icon';
import { sampleHistory, samplePlans, sampleShop, sampleShopWithoutImages } from './samples';
import { GuideSection, Specimen } from './specimen';
import { formatDateTimeLabel } from '../../lib/date-labels';

/** Samples never fetch, save or delete: their buttons call this. */
const nothing = () => {};

const settled = { isPending: false, isError: false, isFetching: false, refetch: nothing };
const listStates: { name: string; query: ManagedListQuery<(typeof samplePlans)[number]> }[] = [
  { name: '有資料', query: { ...settled, data: samplePlans } },
  { name: '沒有資料', query: { ...settled, data: [] } },
  { name: '載入中', query: { ...settled, isPending: true } },
  { name: '載入失敗', query: { ...settled, isError: true } },
];
const planColumns: ManagedListColumn<(typeof samplePlans)[number]>[] = [
  { key: 'name', header: '方案名稱', cell: (p) => p.name, labelInCard: false },
  { key: 'pay', header: '售價', cell: (p) => <Price amount={p.pay} currency="TWD" /> },
  { key: 'value', header: '入帳金額', cell: (p) => <Price amount={p.value} currency="TWD" /> },
];

const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as TOrderStatus[];
const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as Parameters<
  typeof PaymentStatusBadge
>[0]['status'][];

/** Each shared part of `src/ui` in each of its states, with what it is for. */
export function Components() {
  // Fields keep what is typed on this page only, in the one form hook every form uses.
  const fields = useContractForm({
    initialValues: { note: '', reason: '', clock: '10:00' },
    schema: NO_CHECKS,
  });
  const [page, setPage] = useState(2);
  return (
    <>
      <GuideSection id="actions" title="按鈕與選項" grid>
        <Specimen
          label="Button"
          use="一個畫面只有一個主要按鈕；其餘用 light、default 或 subtle。"
          row="sm"
        >
          <Button>主要按鈕</Button>
          <Button variant="light">次要按鈕</Button>
          <Button variant="outline">外框按鈕</Button>
          <Button variant="default">預設按鈕</Button>
          <Button variant="subtle">文字按鈕</Button>
          <Button loading>載入中</Button>
          <Button disabled>停用</Button>
        </Specimen>
        <Specimen label="<ChoiceChip selected />" use="篩選條件：產業、城市、日期。" row="xs">
          <ChoiceChip selected onClick={nothing}>
            已選取
          </ChoiceChip>
          <ChoiceChip selected={false} onClick={nothing}>
            未選取
          </ChoiceChip>
        </Specimen>
        <Specimen label="<DeleteButton />" use="列表中的刪除：先詢問再刪除，並告知結果。" row="sm">
          <DeleteButton confirm="" onDelete={nothing} disabled title="已售出的方案無法刪除" />
          <DeleteButton confirm="" onDelete={nothing} isPending />
        </Specimen>
        <Specimen
          label="<DialogActions error onBack />"
          use="對話框底部：API 拒絕的原因，然後返回與送出。"
          column="sm"
        >
          <DialogActions error="這個時段剛被預約，請選擇其他時間" onBack={nothing}>
            <Button disabled>確認改期</Button>
          </DialogActions>
        </Specimen>
      </GuideSection>

      <GuideSection id="badges" title="標籤與狀態" grid>
        <Specimen label="<OrderStatusBadge />" use="訂單狀態，顏色見「色彩」。" row="xs">
          {ORDER_STATUSES.map((status) => (
            <OrderStatusBadge key={status} order={{ status }} />
          ))}
        </Specimen>
        <Specimen label="<PaymentStatusBadge />" use="每一筆付款的狀態。" row="xs">
          {PAYMENT_STATUSES.map((status) => (
            <PaymentStatusBadge key={status} status={status} />
          ))}
        </Specimen>
        <Specimen label="Badge" use="產業、城市、距離等事實。" row="xs">
          <Badge variant="light">美髮</Badge>
          <Badge variant="default">臺北市</Badge>
          <Badge variant="outline" color="sand.8">
            距離 850 公尺
          </Badge>
          <Badge>推薦</Badge>
        </Specimen>
        <Specimen
          label="<StatusIcon tone /> / <IconLine />"
          use="結果畫面的大圖示；資訊列的前置圖示。"
          column="sm"
        >
          <Group gap="md">
            <StatusIcon>
              <IconCheck size={28} />
            </StatusIcon>
            <StatusIcon tone="neutral">
              <IconCalendar size={28} />
            </StatusIcon>
          </Group>
          <IconLine icon={<IconClock size={16} />}>
            <Text size="sm">
              {formatDateTimeLabel('2026-12-06T06:30:00Z', 'Asia/Taipei', false)}
            </Text>
          </IconLine>
          <IconLine icon={<IconMapPin size={16} />} multiline>
            <Text size="sm">臺北市大安區敦化南路一段 100 號 2 樓</Text>
          </IconLine>
        </Specimen>
      </GuideSection>

      <GuideSection
        id="media"
        title="圖片與卡片"
        subtitle="沒有照片或照片載入失敗時，以名稱的第一個字搭配品牌色代替。"
      >
        <Specimen label="<ShopImage /> / <ImageFallback /> / <AvatarImage />" row="md">
          <div style={{ width: 160, height: 100, borderRadius: 8, overflow: 'hidden' }}>
            <ShopImage
              src={sampleShop.images?.[0]?.url}
              name={sampleShop.displayName}
              sizes="160px"
            />
          </div>
          <div style={{ width: 160, height: 100, borderRadius: 8, overflow: 'hidden' }}>
            <ImageFallback name="指尖時光美甲" />
          </div>
          <AvatarImage src={null} name="林雅婷" size={56} />
        </Specimen>
        <Specimen
          label="<ShopCard /> / <ShopCardSkeleton />"
          use="搜尋結果與首頁的店家；範例中的連結不會離開本頁。"
        >
          <ShopGrid>
            <ShopCard shop={sampleShop} />
            <ShopCard shop={sampleShopWithoutImages} />
            <ShopCardSkeleton />
          </ShopGrid>
        </Specimen>
      </GuideSection>

      <GuideSection
        id="lists"
        title="列表與紀錄"
        subtitle="商家後台的每一個管理頁都用同一組列表、紀錄與編輯元件。"
      >
        {listStates.map(({ name, query }) => (
          <Specimen key={name} label={`<ManagedList /> — ${name}`}>
            <ManagedList
              label={`儲值方案（${name}）`}
              query={query}
              columns={planColumns}
              rowKey={(p) => p.id}
              actions={() => (
                <Button size="compact-sm" variant="subtle" onClick={nothing}>
                  編輯
                </Button>
              )}
              empty={{ title: '還沒有儲值方案', description: '建立方案後，即可在櫃檯販售。' }}
            />
          </Specimen>
        ))}
        <Specimen
          label="<PagedHistory /> / <LoadMore />"
          use="儲值金、套票與商品的異動紀錄，新的在上。"
          column="sm"
        >
          <PagedHistory
            label="儲值金紀錄"
            query={settled}
            items={sampleHistory}
            itemKey={(m) => m.id}
            line={(m) => ({
              title: m.title,
              details: [m.when],
              amount: <Price amount={m.amount} currency="TWD" />,
              amountColor: m.amount > 0 ? 'teal.9' : undefined,
            })}
            emptyText="還沒有紀錄"
          />
          <LoadMore
            hasMore={false}
            loading={false}
            total={sampleHistory.length}
            onMore={nothing}
            testId="style-guide-more"
          />
        </Specimen>
        <Specimen label="<PagePagination />" use="分頁的列表；本頁的範例只切換頁碼。">
          <PagePagination meta={{ total: 95, perPage: 20, page }} page={page} onChange={setPage} />
        </Specimen>
        <Specimen
          label="<RecordSection /> / <CancellationNote />"
          use="顧客紀錄的一個區塊；取消的訂單說明由誰取消與原因。"
        >
          <RecordSection title="儲值金">
            <Text>
              餘額 <Price amount={350000} currency="TWD" />
            </Text>
            <CancellationNote
              order={{ cancelledBy: 'CUSTOMER', cancelReason: '臨時有事' }}
              at="，12月5日"
            />
          </RecordSection>
        </Specimen>
      </GuideSection>

      <GuideSection
        id="forms"
        title="表單"
        subtitle="欄位規則與錯誤訊息寫在 API 合約中，表單直接使用，不另外重寫。"
        grid
      >
        <Specimen
          label="<EditForm /> (in <EditDialog />)"
          use="新增與編輯：欄位、API 拒絕的原因、取消與送出。"
        >
          <EditForm
            onSubmit={(event) => event?.preventDefault()}
            submitLabel="儲存"
            canSubmit={false}
            error="方案名稱已被使用"
            onCancel={nothing}
          >
            <TextInput label="方案名稱" defaultValue="儲值一萬送一千" error="方案名稱已被使用" />
            <MoneyInput label="售價" currency="TWD" defaultValue={10000} />
            <NoteInput
              label="備註"
              value={fields.values.note}
              onChange={(v) => fields.setFieldValue('note', v)}
              placeholder="例如：週年慶方案"
            />
          </EditForm>
        </Specimen>
        <Specimen
          label="<ClockPicker /> / <CancelReasonInput /> / <PanelSection />"
          use="時間一律用 12 小時制，時段在前。"
          column="sm"
        >
          <PanelSection
            title="營業時間"
            hint="只作為範例，不會儲存。"
            error="結束時間需晚於開始時間"
          >
            <ClockPicker
              label="開始時間"
              value={fields.values.clock}
              onChange={(v) => fields.setFieldValue('clock', v)}
            />
          </PanelSection>
          <CancelReasonInput
            label="取消原因"
            value={fields.values.reason}
            onChange={(v) => fields.setFieldValue('reason', v)}
            placeholder="選填"
          />
        </Specimen>
      </GuideSection>

      <GuideSection
        id="states"
        title="載入、空白與錯誤"
        subtitle="每一頁載入時顯示進度；沒有資料時說明下一步；失敗時可以重試。"
        grid
      >
        <Specimen label="<EmptyState />">
          <EmptyState title="找不到符合條件的店家" description="試試其他關鍵字或分類。" />
        </Specimen>
        <Specimen label="<ErrorState onRetry retrying />" column="md">
          <ErrorState onRetry={nothing} />
          <ErrorState onRetry={nothing} retrying />
        </Specimen>
        <Specimen label="<PageLoader /> / Skeleton">
          <PageLoader />
          <Stack gap="xs" mt="sm" aria-hidden="true">
            <Skeleton h={16} w="60%" />
            <Skeleton h={16} />
          </Stack>
        </Specimen>
        <Specimen label="Loader" use="按鈕與小區塊內的等待；外層加上 role=status 與「載入中」。">
          <Group gap="xl" role="status" aria-label="載入中">
            <Loader />
            <Loader type="dots" />
            <Loader type="bars" size="sm" />
          </Group>
        </Specimen>
      </GuideSection>
    </>
  );
}
