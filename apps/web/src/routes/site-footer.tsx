import { Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../ui/logo';
import { ResponsiveGrid } from '../ui/responsive-grid';
import classes from './main-layout.module.css';
import { paths } from '../config/paths';

const columns = [
  {
    title: '找店家',
    links: [
      { label: '所有分類', to: paths.industries.getHref() },
      { label: '搜尋店家', to: paths.search.getHref() },
    ],
  },
  {
    title: '商家專區',
    links: [
      { label: '為什麼選擇好約', to: paths.landing.getHref() },
      { label: 'Google 預約', to: paths.googleReserveLanding.getHref() },
      { label: 'LINE Pay 預付', to: paths.linePayLanding.getHref() },
    ],
  },
  {
    title: '關於',
    links: [
      { label: '服務條款', to: paths.termsOfUse.getHref() },
      { label: '隱私權政策', to: paths.privacyPolicy.getHref() },
    ],
  },
];

/** Site footer: navigation columns, legal links and the operator's name. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py="xl">
        <ResponsiveGrid cols={{ base: 2, 48: 4 }} gap="lg">
          <Stack gap="xs">
            <Logo size={26} />
            <Text size="sm" c="dimmed">
              輕鬆預約、輕鬆管理
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap={8} component="nav" aria-label={column.title}>
              <Text fw={700} size="sm">
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Link key={link.to} to={link.to} className={classes.footerLink}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          ))}
        </ResponsiveGrid>
        <Text size="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} 好約科技股份有限公司（Haoyue）. 保留所有權利。
        </Text>
      </Container>
    </footer>
  );
}
