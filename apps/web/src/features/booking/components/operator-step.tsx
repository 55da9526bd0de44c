import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { TOperator } from '@haoyue/contracts';
import { AvatarImage } from '../../../ui/avatar-image';
import { IconUsers } from '../../../ui/icons';
import { ResponsiveGrid } from '../../../ui/responsive-grid';
import classes from './booking.module.css';

/** Props of {@link OperatorChoice}. */
export interface OperatorChoiceProps {
  operators: TOperator[];
  /** null = 不指定 (any); undefined = nothing chosen yet. */
  selected: number | null | undefined;
  onSelect: (operatorId: number | null) => void;
}

/** 「不指定」 first, then each operator who performs every chosen service. */
export function OperatorChoice({ operators, selected, onSelect }: OperatorChoiceProps) {
  return (
    <ResponsiveGrid cols={{ base: 1, 48: 2 }} gap="sm">
      <UnstyledButton
        className={classes.option}
        data-testid="booking-operator"
        data-operator-id="any"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        <span className={classes.anyOperator}>
          <IconUsers size={24} />
        </span>
        <Stack gap={0}>
          <Text fw={600}>不指定</Text>
          <Text size="sm" c="dimmed">
            由店家安排有空的服務人員，可選時段最多
          </Text>
        </Stack>
      </UnstyledButton>
      {operators.map((operator) => (
        <UnstyledButton
          key={operator.id}
          className={classes.option}
          data-testid="booking-operator"
          data-operator-id={operator.id}
          aria-pressed={selected === operator.id}
          onClick={() => onSelect(operator.id)}
        >
          <AvatarImage src={operator.avatarUrl} name={operator.displayName} size={48} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{operator.displayName}</Text>
            {operator.title && (
              <Text size="sm" c="dimmed">
                {operator.title}
              </Text>
            )}
          </Stack>
        </UnstyledButton>
      ))}
    </ResponsiveGrid>
  );
}
