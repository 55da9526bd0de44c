import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageContainer } from '../../../ui/page-container';
import {
  APP_LINKS,
  appPlatform,
  appRedirectTarget,
  type AppKind,
  type AppLinks,
  type AppPlatform,
} from '../lib/app-links';

/** How long the page waits for the installed app to open before sending the phone to its store. */
const DEEP_LINK_WAIT_MS = 1500;
/** A second arrival within this time (a link that led back here) shows the page instead. */
const REDIRECT_GUARD_MS = 5 * 60 * 1000;

const TEXT: Record<
  AppKind,
  { title: string; intro: string; web: { label: string; href: string }[] }
> = {
  buyer: {
    title: '下載好約 App',
    intro: '用好約 App 找附近的好店、隨時預約與管理訂單，預約提醒也會即時通知您。',
    web: [
      { label: '在網頁上找店家', href: paths.search.getHref() },
      { label: '回到好約首頁', href: paths.home.getHref() },
    ],
  },
  seller: {
    title: '下載好約商家 App',
    intro: '用好約商家 App 隨時查看行事曆、接收新預約通知，在手機上管理您的店家。',
    web: [{ label: '使用網頁版商家後台', href: paths.dashboard.getHref() }],
  },
};

/** Props of {@link AppRedirect}. */
export interface AppRedirectProps {
  kind: AppKind;
  /** The app's links (this build's by default). */
  links?: AppLinks;
  /** Leaves for `url`, replacing this page in the history (the browser's own by default). */
  go?: (url: string) => void;
}

function leave(url: string) {
  window.location.replace(url);
}

/** Whether this tab was sent away by the page at `key` a moment ago; marks it now. */
function recentlyRedirected(key: string): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(key));
    window.sessionStorage.setItem(key, String(Date.now()));
    return Number.isFinite(last) && last > 0 && Date.now() - last < REDIRECT_GUARD_MS;
  } catch {
    return false; // storage refused (private mode): nothing to loop through either
  }
}

/**
 * `/buyer-app-redirect` and `/seller-app-redirect`: a phone goes on to the app (its deep link,
 * then its store) or straight to its store; anywhere else, and on a phone that came back here,
 * the page about the app with both stores and the web alternative. The choice is made in the
 * browser (an effect): the server renders the page about the app for everyone (decision 010).
 */
export function AppRedirect({ kind, links = APP_LINKS[kind], go = leave }: AppRedirectProps) {
  const text = TEXT[kind];
  usePageTitle(text.title, text.intro);
  const [platform, setPlatform] = useState<AppPlatform | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const found = appPlatform(navigator.userAgent, navigator.maxTouchPoints);
    setPlatform(found);
    const target = appRedirectTarget(links, found, window.location.href);
    if (!target || recentlyRedirected(`haoyue:app-redirect:${kind}`)) return;
    setLeaving(true);
    go(target.url);
    if (!target.fallback) return;
    const fallback = target.fallback;
    // The app did not open (not installed): the page is still in front, so on to the store.
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') go(fallback);
    }, DEEP_LINK_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [go, kind, links]);

  const stores = [
    { platform: 'ios' as const, label: '前往 App Store', href: links.ios },
    { platform: 'android' as const, label: '前往 Google Play', href: links.android },
  ];
  // The phone's own store first, and the only filled button.
  if (platform === 'android') stores.reverse();

  return (
    <PageContainer size="xs">
      <Stack
        gap="lg"
        data-testid="app-redirect"
        data-kind={kind}
        data-platform={platform ?? 'unknown'}
        data-leaving={leaving}
      >
        <Title order={1} size="h2">
          {text.title}
        </Title>
        <Text>{text.intro}</Text>
        {leaving && (
          <Group gap="xs" role="status" data-testid="app-redirect-leaving">
            <Loader size="xs" />
            <Text size="sm">正在前往 {platform === 'android' ? 'Google Play' : 'App Store'}…</Text>
          </Group>
        )}
        <Stack gap="sm">
          {links.deepLink && platform !== 'other' && platform !== null && (
            <Button component="a" href={links.deepLink} size="md" data-testid="app-open">
              開啟 App
            </Button>
          )}
          {stores.map((store) => (
            <Button
              key={store.platform}
              component="a"
              href={store.href}
              size="md"
              variant={store.platform === platform ? 'filled' : 'default'}
              data-testid={`app-store-${store.platform}`}
            >
              {store.label}
            </Button>
          ))}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            不想下載 App？
          </Text>
          {text.web.map((link) => (
            <Anchor key={link.href} component={Link} to={link.href} fw={600}>
              {link.label}
            </Anchor>
          ))}
        </Stack>
      </Stack>
    </PageContainer>
  );
}
