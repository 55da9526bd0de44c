import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { TService } from '@haoyue/contracts';
import { DurationText } from '../../../ui/duration-text';
import { IconCheck } from '../../../ui/icons';
import { Price } from '../../../ui/price';
import type { BookableGroup } from '../lib/selection';
import classes from './booking.module.css';

/** Props of {@link ServiceList}. */
export interface ServiceListProps {
  groups: BookableGroup[];
  selectedIds: readonly number[];
  onToggle: (service: TService) => void;
}

/** The bookable services by group; each taps on and off (several may be booked together). */
export function ServiceList({ groups, selectedIds, onToggle }: ServiceListProps) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.id}>
          <Title order={3} size="h5" c="coral.9" mb="xs">
            {group.name}
          </Title>
          <Stack gap="xs">
            {group.services.map((service) => {
              const selected = selectedIds.includes(service.id);
              return (
                <UnstyledButton
                  key={service.id}
                  className={classes.option}
                  data-testid="booking-service"
                  data-service-id={service.id}
                  aria-pressed={selected}
                  onClick={() => onToggle(service)}
                >
                  <span className={classes.tick}>
                    <IconCheck size={14} strokeWidth={3} />
                  </span>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{service.name}</Text>
                    {service.description && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {service.description}
                      </Text>
                    )}
                    <DurationText minutes={service.durationMinutes} />
                  </Stack>
                  <Group>
                    <Price amount={service.price} currency={service.currency} />
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
