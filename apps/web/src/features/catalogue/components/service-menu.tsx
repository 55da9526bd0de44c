import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TService, TServiceGroup } from '@haoyue/contracts';
import { Link } from 'react-router';
import { DurationText } from '../../../ui/duration-text';
import { IconCalendar } from '../../../ui/icons';
import { QueryStates } from '../../../ui/query-states';
import { Price } from '../../../ui/price';
import { useServiceGroups } from '../api/get-service-groups';
import classes from './shop-sections.module.css';

/** Where a service's 預約 link goes; without it the menu shows prices only. */
export type BookHref = (service: TService) => string;

function ServiceItem({ service, bookHref }: { service: TService; bookHref?: BookHref }) {
  return (
    <Group
      data-testid="service-item"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="md"
      py="sm"
    >
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={600}>{service.name}</Text>
        {service.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {service.description}
          </Text>
        )}
        <DurationText minutes={service.durationMinutes} />
      </Stack>
      <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
        <Price amount={service.price} currency={service.currency} data-testid="service-price" />
        {bookHref && service.isBookable && (
          <Link
            to={bookHref(service)}
            className={classes.bookLink}
            aria-label={`預約${service.name}`}
            data-testid="service-book-link"
          >
            預約
          </Link>
        )}
      </Stack>
    </Group>
  );
}

// Groups whose services are all unbookable come back empty; they would only add noise.
const withServices = (groups: readonly TServiceGroup[]) =>
  groups.filter((g) => (g.services?.length ?? 0) > 0);

/** The shop's services grouped by service group, each with duration, price and a 預約 link. */
export function ServiceMenu({ shopId, bookHref }: { shopId: number; bookHref?: BookHref }) {
  const groups = useServiceGroups(shopId);

  return (
    <QueryStates
      query={groups}
      items={groups.data && withServices(groups.data)}
      loading={
        <Stack gap="sm">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={72} radius="md" />
          ))}
        </Stack>
      }
      empty={{
        title: '尚未公開服務項目',
        description: '店家正在整理服務項目與價格，請稍後再回來看看。',
        icon: <IconCalendar size={28} />,
      }}
    >
      {(visible) => (
        <Stack gap="md">
          {visible.map((group) => (
            <section key={group.id} data-testid="service-group" className={classes.group}>
              <Title order={3} size="h5" c="coral.9" py={4}>
                {group.name}
              </Title>
              <div className={classes.services}>
                {group.services?.map((service) => (
                  <div key={service.id} className={classes.serviceRow}>
                    <ServiceItem service={service} bookHref={bookHref} />
                  </div>
                ))}
              </div>
            </section>
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}
