import { Badge, Group, type MantineSpacing, Text } from '@mantine/core';
import type { TCustomer } from '@haoyue/contracts';
import { AvatarImage } from '../../../ui/avatar-image';

/**
 * A member card's head: the seller's avatar and name, and the tags the member carries there.
 * `large` on the card's own page (its name bigger), small in the list of cards.
 */
export function MemberCardHead({
  record,
  large = false,
  mb,
}: {
  record: TCustomer;
  large?: boolean;
  mb?: MantineSpacing;
}) {
  const summary = record.memberSummary;
  return (
    <Group gap="sm" wrap="nowrap" mb={mb}>
      <AvatarImage src={summary?.avatarUrl} name={record.sellerName} size={48} />
      <div style={{ minWidth: 0 }}>
        <Text fw={700} size={large ? 'lg' : undefined} truncate data-testid="member-card-seller">
          {record.sellerName}
        </Text>
        {summary && summary.tags.length > 0 && (
          <Group gap={4} mt={large ? undefined : 4}>
            {summary.tags.map((tag) => (
              <Badge
                key={tag.id}
                color={tag.color}
                variant="light"
                radius="sm"
                data-testid="member-card-tag"
              >
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
      </div>
    </Group>
  );
}
