import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** Props of {@link NotFoundContent}. */
export interface NotFoundContentProps {
  title?: string;
  description?: ReactNode;
}

/** "Nothing here" content with ways back, for unknown pages and unknown shops. */
export function NotFoundContent({
  title = '找不到這個頁面',
  description = '網址可能輸入錯誤，或這個頁面已經移除。',
}: NotFoundContentProps) {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Text fz={64} fw={800} c="coral.6" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={440}>
        {description}
      </Text>
      <Group justify="center">
        <Button component={Link} to={paths.home.getHref()}>
          回到首頁
        </Button>
        <Button component={Link} to={paths.search.getHref()} variant="default">
          搜尋店家
        </Button>
      </Group>
    </Stack>
  );
}
