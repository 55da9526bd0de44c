import { Anchor, Box, List, Paper, Stack, Text, Title } from '@mantine/core';

/** One numbered article of a legal document. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  /** Rendered as a numbered list after the paragraphs. */
  items?: string[];
}

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  title: string;
  updatedAt: string;
  intro: string[];
  sections: LegalSection[];
}

/** Long-form legal text (terms, privacy) with a table of contents. */
export function LegalDocument({ title, updatedAt, intro, sections }: LegalDocumentProps) {
  return (
    <Box component="article" maw={760} mx="auto">
      <Title order={1} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        最後更新日期：{updatedAt}
      </Text>
      <Stack gap="sm" mb="lg">
        {intro.map((p) => (
          <Text key={p} lh={1.8}>
            {p}
          </Text>
        ))}
      </Stack>
      <Paper withBorder radius="md" p="md" mb="xl" bg="sand.0" component="nav" aria-label="目錄">
        <Text fw={700} mb="xs">
          目錄
        </Text>
        <List size="sm" spacing={4} listStyleType="none">
          {sections.map((s, i) => (
            <List.Item key={s.heading}>
              <Anchor href={`#section-${i + 1}`} c="inherit">
                {s.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Stack gap="xl">
        {sections.map((s, i) => (
          <Box component="section" key={s.heading} id={`section-${i + 1}`}>
            <Title order={2} size="h4" mb="sm">
              {s.heading}
            </Title>
            <Stack gap="xs">
              {s.paragraphs?.map((p) => (
                <Text key={p} lh={1.8}>
                  {p}
                </Text>
              ))}
              {s.items && (
                <List type="ordered" spacing={6} lh={1.8}>
                  {s.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
