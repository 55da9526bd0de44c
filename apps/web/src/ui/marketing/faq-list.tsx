import { Accordion, Text } from '@mantine/core';

/** One frequently asked question. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** Frequently asked questions, collapsed so the page stays short on phones. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>
            <Text fw={600}>{item.question}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" lh={1.8} c="dark.4">
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
