import { Stack, Text } from '@mantine/core';
import type { TOperator } from '@haoyue/contracts';
import { AvatarImage } from '../../../ui/avatar-image';
import { ResponsiveGrid } from '../../../ui/responsive-grid';

/** The shop's team: avatar, name and title of each operator. */
export function OperatorList({ operators }: { operators: TOperator[] }) {
  const sorted = [...operators].sort((a, b) => a.position - b.position);
  return (
    <ResponsiveGrid data-testid="operator-list" cols={{ base: 2, 30: 3, 64: 5 }} gap="md">
      {sorted.map((operator) => (
        <Stack key={operator.id} align="center" gap={4} ta="center">
          <AvatarImage
            src={operator.avatarUrl}
            name={operator.displayName}
            alt={operator.displayName}
            size={80}
          />
          <Text fw={600} mt={4}>
            {operator.displayName}
          </Text>
          {operator.title && (
            <Text size="sm" c="dimmed">
              {operator.title}
            </Text>
          )}
        </Stack>
      ))}
    </ResponsiveGrid>
  );
}
