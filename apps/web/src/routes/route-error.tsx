import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** Last-resort error screen, e.g. when a page's code cannot be downloaded after a deploy. */
export function RouteError() {
  const error = useRouteError();
  const offlineOrStale = isChunkLoadError(error);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={1} size="h3">
          {offlineOrStale ? '頁面載入失敗' : '發生未預期的錯誤'}
        </Title>
        <Text c="dimmed">
          {offlineOrStale
            ? '可能是網路不穩定，或網站剛更新了版本。請重新整理頁面再試一次。'
            : '很抱歉，頁面出了點問題。請重新整理頁面，若仍無法使用請稍後再試。'}
        </Text>
        <Button onClick={() => window.location.reload()}>重新整理</Button>
        <Button component="a" href="/" variant="subtle">
          回到首頁
        </Button>
      </Stack>
    </Center>
  );
}
