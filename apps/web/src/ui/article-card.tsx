import { Card } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ArticleCard}: its `data-*` attributes go on the card. */
export interface ArticleCardProps {
  /** What the card is, as screen readers announce it (a shop and time, a voucher's name). */
  label: string;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** One item of a customer's list (an order, a coupon, a voucher): a rounded card, an article. */
export function ArticleCard({ label, children, ...data }: ArticleCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={label} {...data}>
      {children}
    </Card>
  );
}
