import { Badge, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TConsentFormStatus } from '@haoyue/contracts';
import { Link } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { ListRow } from '../../../ui/list-row';
import { useConsentCheck } from '../api/check-consent-forms';

/** Props of {@link OrderConsentForms}. */
export interface OrderConsentFormsProps {
  orderId: number;
  /** The customer record the order is under (for the links to filled forms). */
  customerId: number;
  /** The visit has started or the order is over: nothing can be filled any more. */
  closed?: boolean;
}

/** One form the order needs, with what the section is given. */
function FormRow({
  form,
  orderId,
  customerId,
  closed,
}: { form: TConsentFormStatus } & Required<OrderConsentFormsProps>) {
  const areaPaths = useAreaPaths();
  const filled = form.state === 'FILLED';
  return (
    <ListRow
      gap="sm"
      align="center"
      lineGap={2}
      data-testid="order-consent-form"
      data-state={form.state}
      data-form-id={form.consentFormId}
      end={
        filled && form.responseId ? (
          <Button
            component={Link}
            to={areaPaths.consentForm({ customerId, responseId: form.responseId })}
            variant="default"
            size="compact-md"
            style={{ flexShrink: 0 }}
            aria-label={`查看「${form.title}」`}
            data-testid="order-consent-view"
          >
            查看
          </Button>
        ) : (
          !filled &&
          !closed && (
            <Button
              component={Link}
              to={areaPaths.consentForm({ formId: form.consentFormId, orderId })}
              size="compact-md"
              style={{ flexShrink: 0 }}
              aria-label={`立即填寫「${form.title}」`}
              data-testid="order-consent-fill"
            >
              立即填寫
            </Button>
          )
        )
      }
    >
      <Text fw={600} size="sm" data-testid="order-consent-title">
        {form.title}
      </Text>
      <Badge
        variant="light"
        color={filled ? 'teal' : 'orange'}
        size="sm"
        data-testid="order-consent-state"
      >
        {filled ? '已填寫' : '尚未填寫'}
      </Badge>
    </ListRow>
  );
}

/**
 * The consent forms an order needs (`POST /v1/consent-forms:check`): 立即填寫 for each one still
 * missing, 已填寫 and 查看 for those done. Nothing at all when the order needs none.
 */
export function OrderConsentForms({ closed = false, ...order }: OrderConsentFormsProps) {
  const query = useConsentCheck(order.orderId);
  if (query.isPending) {
    return <Skeleton height={88} radius="lg" role="status" aria-label="載入同意書" />;
  }
  // The order itself is on screen: a failed side list stays quiet rather than take it over.
  if (query.isError || query.data.length === 0) return null;
  const forms = query.data;
  const missing = forms.filter((f) => f.state === 'MISSING').length;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-labelledby="order-consent-heading"
      data-testid="order-consent-forms"
      data-missing={missing}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="order-consent-heading">
            同意書
          </Title>
          <Text size="sm" c="dimmed">
            {missing === 0
              ? '同意書都填好了，感謝您。'
              : closed
                ? '預約已開始，未填寫的同意書請洽店家。'
                : `到店前請先填寫 ${missing} 份同意書，只要幾分鐘。`}
          </Text>
        </div>
        {forms.map((form) => (
          <FormRow key={form.consentFormId} form={form} closed={closed} {...order} />
        ))}
      </Stack>
    </Card>
  );
}
