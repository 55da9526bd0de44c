import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** 探索店家: from an empty list of the customer's own (orders, cards) to the shop search. */
export function ExploreShopsButton({ testId }: { testId?: string }) {
  return (
    <Button component={Link} to={paths.search.getHref()} variant="light" data-testid={testId}>
      探索店家
    </Button>
  );
}
