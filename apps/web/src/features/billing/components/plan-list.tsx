import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TPlan } from '@haoyue/contracts';
import { formatPrice } from '../../../lib/money';

/** How many operators a plan allows. */
export function operatorQuantityLabel(plan: Pick<TPlan, 'operatorQuantity'>): string {
  return plan.operatorQuantity === null
    ? '服務人員不限人數'
    : `服務人員最多 ${plan.operatorQuantity} 位`;
}

/** The plans offered: price per shop per month and per year (tax-inclusive), what each includes. */
export function PlanList({ plans }: { plans: readonly TPlan[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="plan-list">
      {plans.map((plan) => (
        <Card key={plan.id} withBorder radius="md" padding="md" data-testid="plan-card">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {plan.name}
            </Title>
            {plan.description && (
              <Text size="sm" c="dimmed">
                {plan.description}
              </Text>
            )}
            <div>
              <Text fw={700} size="lg">
                {formatPrice(plan.monthlyPrice, plan.currency)}
                <Text span size="sm" c="dimmed" fw={400}>
                  ／每店每月
                </Text>
              </Text>
              <Text size="sm">
                年繳 {formatPrice(plan.yearlyPrice, plan.currency)}
                <Text span size="sm" c="dimmed">
                  ／每店每年
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                含稅價
              </Text>
            </div>
            <List size="sm" spacing={2}>
              <List.Item>{operatorQuantityLabel(plan)}</List.Item>
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
