import { Badge, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TPlan } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/money';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconCheck } from '../../../ui/icons';
import { usePlans } from '../api/get-plans';

function PlanCard({
  plan,
  recommended,
  action,
}: {
  plan: TPlan;
  recommended: boolean;
  action: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      style={
        recommended ? { borderColor: 'var(--mantine-color-coral-6)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {plan.name}
          </Title>
          {recommended && <Badge>推薦</Badge>}
        </Group>
        <Group gap={4} align="baseline">
          <Text fz={32} fw={800} c="coral.8" lh={1}>
            {formatPrice(plan.monthlyPrice, plan.currency)}
          </Text>
          <Text c="dimmed">/ 月</Text>
        </Group>
        <Text size="sm" c="dimmed" lh={1.7}>
          {plan.description}
        </Text>
        <Text size="sm" fw={600}>
          {plan.shopQuantity} 間店家・
          {plan.operatorQuantity === null
            ? '服務人員不限人數'
            : `${plan.operatorQuantity} 位服務人員`}
        </Text>
        <List
          spacing={6}
          size="sm"
          icon={<IconCheck size={16} color="var(--mantine-color-coral-7)" />}
          center
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Paper>
  );
}

/**
 * The plans from `/v1/plans` as price cards, each ending with `action(plan)` when given (the
 * landing page's 免費開始).
 */
export function PricingPlans({ action }: { action?: (plan: TPlan) => ReactNode } = {}) {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={320} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return <QueryErrorState query={plans} />;
  }
  if (plans.data.length === 0) {
    return <EmptyState title="方案即將公布" description="我們正在準備最適合你的方案，敬請期待。" />;
  }
  // With three or more plans the middle one fits most teams; call it out.
  const recommendedIndex = plans.data.length >= 3 ? Math.floor(plans.data.length / 2) : -1;
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(plans.data.length, 3) }} spacing="lg">
      {plans.data.map((plan, i) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          recommended={i === recommendedIndex}
          action={action?.(plan)}
        />
      ))}
    </SimpleGrid>
  );
}
