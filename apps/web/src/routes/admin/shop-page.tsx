import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { ADMIN_REASON_MAX_LENGTH, type TAdminShopDetail } from '@haoyue/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { type ShopReviewStep, useAdminShop, useReviewShop } from '../../features/admin/api/shops';
import { ExtendLicenceDialog } from '../../features/admin/components/extend-licence-dialog';
import { useAdminMay } from '../../features/admin/lib/admin-context';
import { usePageTitle } from '../../lib/use-page-title';
import { QueryErrorState } from '../../ui/error-state';
import { ModalDialog } from '../../ui/modal-dialog';
import { PageLoader } from '../../ui/page-loader';
import { RequestErrorAlert } from '../../ui/request-error-alert';
import { ReviewStatusBadge } from '../../ui/review-status-badge';
import { showNotification } from '../../ui/notifications';

/** Each review step: its button, its dialog's words, whether the reason is required. */
const STEPS: Record<
  ShopReviewStep,
  { label: string; title: string; color: string; reasonRequired: boolean; done: string }
> = {
  approve: {
    label: '核准',
    title: '核准上架',
    color: 'teal',
    reasonRequired: false,
    done: '已核准上架',
  },
  reject: { label: '退回', title: '退回店家', color: 'red', reasonRequired: true, done: '已退回' },
  suspend: {
    label: '停用',
    title: '停用店家',
    color: 'gray',
    reasonRequired: true,
    done: '已停用',
  },
  reinstate: {
    label: '恢復上架',
    title: '恢復上架',
    color: 'teal',
    reasonRequired: true,
    done: '已恢復上架',
  },
};

/** The steps a shop's review state allows (the server checks again: 409 otherwise). */
function stepsFor(status: TAdminShopDetail['reviewStatus']): ShopReviewStep[] {
  if (status === 'PENDING') return ['approve', 'reject', 'suspend'];
  if (status === 'APPROVED') return ['suspend'];
  if (status === 'SUSPENDED') return ['reinstate'];
  return [];
}

/** /admin/shops/:shopId: what a reviewer needs, and the review steps. */
export default function AdminShopPage() {
  const shopId = Number(useParams().shopId);
  const shop = useAdminShop(shopId);
  usePageTitle(shop.data ? `${shop.data.displayName}｜店家` : '店家');
  if (shop.isPending) return <PageLoader />;
  if (shop.isError) return <QueryErrorState query={shop} />;
  return <ShopDetail shop={shop.data} />;
}

function ShopDetail({ shop }: { shop: TAdminShopDetail }) {
  const mayReview = useAdminMay('shops.review');
  const mayBill = useAdminMay('billing.manage');
  const [step, setStep] = useState<ShopReviewStep | null>(null);
  const [extending, setExtending] = useState(false);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.adminShops.getHref()} size="sm">
        ← 店家列表
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {shop.displayName}
            </Title>
            <ReviewStatusBadge status={shop.reviewStatus} />
          </Group>
          <Text c="dimmed" size="sm">
            {shop.seller.name}・{shop.country.name} {shop.city.name}・{shop.industry.name}
          </Text>
          {shop.reviewNote && (
            <Text size="sm" data-testid="review-note">
              審核說明：{shop.reviewNote}
            </Text>
          )}
          {shop.editedSinceReviewAt && (
            <Text size="sm" fw={600}>
              上架後店名、地址或照片有修改，請再次檢視。
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            component="a"
            href={paths.shop.getHref(shop.urlSlug)}
            target="_blank"
            rel="noopener"
            variant="default"
          >
            查看公開頁面
          </Button>
          {mayReview &&
            stepsFor(shop.reviewStatus).map((s) => (
              <Button key={s} color={STEPS[s].color} onClick={() => setStep(s)}>
                {STEPS[s].label}
              </Button>
            ))}
          {mayBill && (
            <Button variant="light" onClick={() => setExtending(true)} data-testid="extend-licence">
              延長授權
            </Button>
          )}
        </Group>
      </Group>

      <Card withBorder>
        <Stack gap={4}>
          <Text size="sm">地址：{shop.address}</Text>
          <Text size="sm">電話：{shop.phoneNumber ?? '—'}</Text>
          <Text size="sm">
            負責人：
            {shop.owner ? `${shop.owner.displayName ?? ''} ${shop.owner.phoneNumber ?? ''}` : '—'}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {shop.introduction || '（沒有介紹）'}
          </Text>
        </Stack>
      </Card>

      <Stack gap="xs">
        <Title order={2} size="h4">
          照片（{shop.images.length}）
        </Title>
        {shop.images.length === 0 ? (
          <Text c="dimmed" size="sm">
            尚未上傳照片
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {shop.images.map((img) => (
              <Image
                key={img.id}
                src={img.url}
                alt={`${shop.displayName} ${img.type}`}
                radius="sm"
                h={120}
                fit="cover"
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            服務（{shop.services.length}）
          </Title>
          {shop.services.map((s) => (
            <Text key={s.id} size="sm">
              {s.name}・{s.durationMinutes} 分鐘・{s.currency} {s.price / 100}
              {s.isBookable ? '' : '（不開放預約）'}
            </Text>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            服務人員（{shop.operators.length}）
          </Title>
          {shop.operators.map((o) => (
            <Text key={o.id} size="sm">
              {o.displayName}
              {o.title ? `・${o.title}` : ''}
            </Text>
          ))}
        </Stack>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h4">
          審核紀錄
        </Title>
        {shop.history.length === 0 ? (
          <Text c="dimmed" size="sm">
            尚無紀錄
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Tbody>
                {shop.history.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{new Date(h.at).toLocaleString('zh-TW')}</Table.Td>
                    <Table.Td>{h.admin?.displayName ?? '系統'}</Table.Td>
                    <Table.Td>{h.action}</Table.Td>
                    <Table.Td>{h.reason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      {extending && (
        <ExtendLicenceDialog
          shopId={shop.id}
          shopName={shop.displayName}
          onClose={() => setExtending(false)}
        />
      )}
      {step && <ReviewDialog shopId={shop.id} step={step} onClose={() => setStep(null)} />}
    </Stack>
  );
}

function ReviewDialog({
  shopId,
  step,
  onClose,
}: {
  shopId: number;
  step: ShopReviewStep;
  onClose: () => void;
}) {
  const review = useReviewShop(shopId);
  const [reason, setReason] = useState('');
  const spec = STEPS[step];
  const missing = spec.reasonRequired && reason.trim() === '';
  return (
    <ModalDialog opened onClose={onClose} title={spec.title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (missing) return;
          review.mutate(
            { step, reason: reason.trim() },
            {
              onSuccess: () => {
                showNotification({ message: spec.done, color: 'teal' });
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          <Textarea
            label={spec.reasonRequired ? '原因（店家會看到）' : '備註（選填，店家會看到）'}
            required={spec.reasonRequired}
            maxLength={ADMIN_REASON_MAX_LENGTH}
            autosize
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value.replace(/\n/g, ' '))}
            data-autofocus
          />
          <RequestErrorAlert error={review.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" color={spec.color} loading={review.isPending} disabled={missing}>
              {spec.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
