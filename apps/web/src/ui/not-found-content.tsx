import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useAreaPaths } from '../lib/area-paths';

/** Props of {@link NotFoundContent}. */
export interface NotFoundContentProps {
  title?: string;
  description?: ReactNode;
}

/**
 * "Nothing here" content with ways back, for unknown pages and unknown shops: the site's home and
 * search on the site; inside an area (LINE, the buyer app's webview, the Google area) only the
 * area's own start, so the way back never leaves it.
 */
export function NotFoundContent({
  title = '找不到這個頁面',
  description = '網址可能輸入錯誤，或這個頁面已經移除。',
}: NotFoundContentProps) {
  const area = useAreaPaths();
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
      {area.area === 'site' ? (
        <Group justify="center">
          <Button component={Link} to={paths.home.getHref()}>
            回到首頁
          </Button>
          <Button component={Link} to={paths.search.getHref()} variant="default">
            搜尋店家
          </Button>
        </Group>
      ) : (
        area.start && (
          <Button component={Link} to={area.start.href()}>
            {area.start.label}
          </Button>
        )
      )}
    </Stack>
  );
}
