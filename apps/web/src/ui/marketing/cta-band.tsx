import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** Props of {@link CtaBand}. */
export interface CtaBandProps {
  title: string;
  description: string;
  actions: ReactNode;
}

/** A coloured closing call to action. */
export function CtaBand({ title, description, actions }: CtaBandProps) {
  return (
    <Box className={classes.band} p={{ base: 'lg', sm: 40 }} my="xl">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" c="white">
          {title}
        </Title>
        <Text c="coral.0" lh={1.7} maw={640}>
          {description}
        </Text>
        <Group gap="sm">{actions}</Group>
      </Stack>
    </Box>
  );
}
