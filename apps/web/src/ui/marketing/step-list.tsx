import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import classes from './marketing.module.css';

/** One step of a how-it-works sequence. */
export interface Step {
  title: string;
  description: string;
}

/** Numbered how-it-works steps. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: steps.length > 3 ? 4 : 3 }} spacing="lg">
      {steps.map((s, i) => (
        <Group key={s.title} align="flex-start" wrap="nowrap" gap="md">
          <div className={classes.stepNumber}>{i + 1}</div>
          <Stack gap={4}>
            <Text fw={700}>{s.title}</Text>
            <Text size="sm" c="dimmed" lh={1.7}>
              {s.description}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
