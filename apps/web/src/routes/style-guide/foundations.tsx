import {
  Box,
  ColorSwatch,
  DEFAULT_THEME,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { contrastOnWhite, coral, DIMMED_TEXT, PLACEHOLDER_TEXT, sand } from '../../lib/theme';
import * as icons from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { GuideSection, Specimen } from './specimen';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** What each colour family means on the pages. */
const PALETTES = [
  { name: 'coral', use: '品牌主色：主要按鈕、選取狀態、價格（按鈕用第 7 階）', colors: coral },
  { name: 'sand', use: '暖色背景與次要文字（第 8、9 階可放文字）', colors: sand },
  { name: 'teal', use: '成功、已確認、款項入帳', colors: DEFAULT_THEME.colors.teal },
  { name: 'orange', use: '等待中：待付訂金、確認付款中', colors: DEFAULT_THEME.colors.orange },
  { name: 'red', use: '錯誤、取消、刪除', colors: DEFAULT_THEME.colors.red },
  { name: 'gray', use: '中性：已完成、未到、停用', colors: DEFAULT_THEME.colors.gray },
];

/** The contrast of white text on a colour, rounded as the guide prints it (4.5 = WCAG AA). */
const ratio = (hex: string) => Math.floor(contrastOnWhite(hex) * 10) / 10;

function Palette({ name, use, colors }: (typeof PALETTES)[number]) {
  return (
    <Specimen label={name} use={use}>
      <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6} verticalSpacing="xs">
        {colors.map((color, shade) => (
          <Stack key={color} gap={2} align="center">
            <ColorSwatch color={color} size={36} radius="sm" aria-hidden="true" />
            <Text size="xs" fw={600}>
              {shade}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {color}
            </Text>
            <Text size="xs" c="dimmed" data-testid="style-guide-contrast">
              {ratio(color) >= 4.5 ? `白字 ${ratio(color)}` : `${ratio(color)}`}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Specimen>
  );
}

const ICONS = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as [
  string,
  ComponentType<{ size?: number }>,
][];

/** Colours, type, spacing, corners, breakpoints and icons: the tokens every page is built of. */
export function Foundations() {
  const theme = useMantineTheme();
  return (
    <>
      <GuideSection
        id="colors"
        title="色彩"
        subtitle="每個色票下方是白字在該色上的對比；4.5 以上才可放白字（WCAG AA）。"
      >
        <Specimen label="<Logo />" use="頁首與分享卡片上的品牌標誌。">
          <Logo size={40} />
        </Specimen>
        {PALETTES.map((palette) => (
          <Palette key={palette.name} {...palette} />
        ))}
        <Specimen
          label="text"
          use="內文、次要文字（dimmed）與輸入框提示文字，在白底上都 ≥ 4.5:1。"
          column={4}
        >
          <Text>內文文字 #212529</Text>
          <Text c="dimmed">次要文字 {DIMMED_TEXT}</Text>
          <Text style={{ color: PLACEHOLDER_TEXT }}>提示文字 {PLACEHOLDER_TEXT}</Text>
        </Specimen>
      </GuideSection>

      <GuideSection id="typography" title="字體" subtitle={`字型：${theme.fontFamily}`}>
        <Specimen
          label="Title order 1–4"
          use="每頁一個 h1，區塊用 h2，卡片內用 h3、h4。"
          column="xs"
        >
          {([1, 2, 3, 4] as const).map((order) => (
            <Group key={order} gap="md" wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed" ff="monospace" w={96} style={{ flexShrink: 0 }}>
                h{order} {theme.headings.sizes[`h${order}`].fontSize}
              </Text>
              <Title order={order} component="p">
                {['輕鬆預約、輕鬆管理', '服務項目', '剪髮造型', '精選店家'][order - 1]}
              </Title>
            </Group>
          ))}
        </Specimen>
        <Specimen
          label="Text size xs–xl"
          use="內文用 md；說明與標籤用 sm；表格註記用 xs。"
          column="xs"
        >
          {SIZES.map((size) => (
            <Group key={size} gap="md" wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed" ff="monospace" w={96} style={{ flexShrink: 0 }}>
                {size} {theme.fontSizes[size]}
              </Text>
              <Text size={size}>設計師會依照你的髮質與臉型給予建議。</Text>
            </Group>
          ))}
        </Specimen>
      </GuideSection>

      <GuideSection id="spacing" title="間距、圓角與斷點" grid>
        <Specimen label="spacing xs–xl" use="元件之間的距離只用這五階。" column={6}>
          {SIZES.map((size) => (
            <Group key={size} gap="sm" wrap="nowrap">
              <Text size="xs" c="dimmed" ff="monospace" w={96}>
                {size} {theme.spacing[size]}
              </Text>
              <Box h={12} w={theme.spacing[size]} bg="coral.6" aria-hidden="true" />
            </Group>
          ))}
        </Specimen>
        <Specimen
          label={`radius（預設 ${theme.defaultRadius}）`}
          use="卡片與輸入框用 md，店家卡片用 lg，標籤用 sm。"
          row="md"
        >
          {SIZES.map((size) => (
            <Stack key={size} gap={2} align="center">
              <Box
                w={44}
                h={44}
                bg="sand.1"
                style={{
                  border: '1px solid var(--mantine-color-sand-4)',
                  borderRadius: theme.radius[size],
                }}
                aria-hidden="true"
              />
              <Text size="xs" c="dimmed" ff="monospace">
                {size}
              </Text>
            </Stack>
          ))}
        </Specimen>
        <Specimen label="breakpoints" use="先為 390 px 的手機設計，再往寬螢幕延伸。">
          <Table fz="sm" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
                <Table.Tr key={size}>
                  <Table.Td ff="monospace">{size}</Table.Td>
                  <Table.Td>{theme.breakpoints[size]}</Table.Td>
                  <Table.Td c="dimmed">
                    {
                      {
                        xs: '大手機',
                        sm: '平板：表格取代卡片',
                        md: '筆電',
                        lg: '桌機',
                        xl: '寬螢幕',
                      }[size]
                    }
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Specimen>
      </GuideSection>

      <GuideSection
        id="icons"
        title="圖示"
        subtitle="線條圖示，預設 18 px（隨文字時 14–18 px，空狀態 24 px 以上）；每個圖示都有固定大小。"
      >
        <Specimen label="ui/icons" row="md">
          {ICONS.map(([name, Icon]) => (
            <Stack key={name} gap={2} align="center" w={92}>
              <Icon size={24} />
              <Text
                size="xs"
                c="dimmed"
                ff="monospace"
                ta="center"
                style={{ wordBreak: 'break-all' }}
              >
                {name.slice(4)}
              </Text>
            </Stack>
          ))}
        </Specimen>
      </GuideSection>
    </>
  );
}
