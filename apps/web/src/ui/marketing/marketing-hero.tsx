import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** Props of {@link MarketingHero}. */
export interface MarketingHeroProps {
  eyebrow?: string;
  title: ReactNode;
  description: ReactNode;
  /** Buttons under the description. */
  actions?: ReactNode;
  /** Small proof points under the buttons, e.g. "免綁約". */
  highlights?: string[];
}

/** The opening block of a landing page: headline, pitch and calls to action. */
export function MarketingHero({
  eyebrow,
  title,
  description,
  actions,
  highlights,
}: MarketingHeroProps) {
  return (
    <Box className={classes.hero}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" maw={720}>
          {eyebrow && (
            <Text fw={700} c="coral.7" size="sm" tt="uppercase">
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.25}>
            {title}
          </Title>
          <Text size="lg" c="dark.4" lh={1.7}>
            {description}
          </Text>
          {actions && <Group gap="sm">{actions}</Group>}
          {highlights && (
            <Group gap="lg">
              {highlights.map((h) => (
                <Text key={h} size="sm" c="dimmed">
                  ✓ {h}
                </Text>
              ))}
            </Group>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
