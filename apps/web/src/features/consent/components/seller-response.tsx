import { Alert, Box, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueryErrorState } from '../../../ui/error-state';
import { NotFoundContent } from '../../../ui/not-found-content';
import { ResponseView } from './response-view';
import { useSellerConsentResponse } from '../api/seller-consent-responses';
import classes from './response-print.module.css';

/**
 * One filled form as the shop keeps it: the version the customer answered, the answers and the
 * signature, every correction, and a 列印 button; printed, only the form is on the page.
 */
export function SellerResponse({
  sellerId,
  responseId,
  timeZone,
  back,
}: {
  sellerId: number;
  responseId: number;
  timeZone: string;
  /** Links back (hidden when printed). */
  back?: ReactNode;
}) {
  usePageTitle('同意書紀錄｜商家後台');
  const response = useSellerConsentResponse(sellerId, responseId);
  let content;
  if (response.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label="載入中">
        <Skeleton h={28} w="60%" />
        <Skeleton h={90} />
        <Skeleton h={240} />
      </Stack>
    );
  } else if (response.isError) {
    content =
      response.error instanceof ApiError && response.error.status === 404 ? (
        <NotFoundContent title="找不到這份同意書紀錄" description="紀錄不存在或不屬於這個商家。" />
      ) : (
        <QueryErrorState query={response} />
      );
  } else {
    content = (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.sheet}>
        <ResponseView
          response={response.data}
          timeZone={timeZone}
          notice={
            response.data.editable ? (
              <Alert color="blue" variant="light" className={classes.noPrint}>
                到店前顧客仍可修改內容，每次修改都會留下紀錄。
              </Alert>
            ) : undefined
          }
        />
      </Paper>
    );
  }
  return (
    <Box maw={820} mx="auto" className={classes.page} data-testid="consent-response-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" className={classes.noPrint}>
          <Stack gap={4}>
            {back}
            <Title order={1} size="h2">
              同意書紀錄
            </Title>
          </Stack>
          <Button
            variant="default"
            onClick={() => window.print()}
            disabled={!response.data}
            data-testid="consent-response-print"
          >
            列印
          </Button>
        </Group>
        {content}
      </Stack>
    </Box>
  );
}
