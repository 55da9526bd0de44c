import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { PageContainer } from '../page-container';
import { Section } from '../section';
import { ComparisonTable, type ComparisonRow } from './comparison-table';
import { CtaBand } from './cta-band';
import { FaqList, type FaqItem } from './faq-list';
import { FeatureGrid, type Feature } from './feature-grid';
import { MarketingHero } from './marketing-hero';
import { StepList, type Step } from './step-list';

// Every landing page is the same sequence: hero, titled sections, questions, closing band. The
// pages differ only in words and in which blocks fill the sections, so a page is its content.

/** The pages a landing-page button may open, by name. */
const PAGES: Record<string, { getHref: () => string }> = {
  landing: paths.landing,
  googleReserveLanding: paths.googleReserveLanding,
  linePayLanding: paths.linePayLanding,
};

/**
 * A landing-page button: `href` jumps to a section of the page, `page` opens another one,
 * `action` is a button the page supplies (in `actions`, e.g. one that signs the visitor in).
 */
export type MarketingLink =
  | { label: string; href: string }
  | { label: string; page: string }
  | { label: string; action: string };

/** Buttons a page supplies by the name a link's `action` gives. */
type Actions = Record<string, ComponentType<ButtonProps & { label: string }>>;

/** One titled block of a landing page, filled by the one kind of content it has. */
export interface MarketingSection {
  id?: string;
  title: string;
  subtitle?: string;
  features?: Feature[];
  steps?: Step[];
  comparison?: ComparisonRow[];
  /** The name of a block the page supplies in `blocks` (e.g. live pricing). */
  block?: string;
}

/** A landing page's content: the main button comes first in the hero and the band. */
export interface MarketingContent {
  /** The page title and meta description. */
  title: string;
  description: string;
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    actions: MarketingLink[];
    highlights: string[];
  };
  sections: MarketingSection[];
  faq: FaqItem[];
  cta: { title: string; description: string; actions: MarketingLink[] };
}

/** Parts of a page that are not content (they load data, say), by the name a section gives. */
type Blocks = Record<string, ReactNode>;

/** Props of {@link MarketingPage}. */
export interface MarketingPageProps {
  content: MarketingContent;
  blocks?: Blocks;
  actions?: Actions;
}

function LinkButton({
  link,
  actions,
  ...props
}: ButtonProps & { link: MarketingLink; actions?: Actions | undefined }) {
  if ('action' in link) {
    const Action = actions?.[link.action];
    if (!Action) throw new Error(`No landing-page action is named "${link.action}"`);
    return <Action label={link.label} {...props} />;
  }
  if ('href' in link) {
    return (
      <Button component="a" href={link.href} {...props}>
        {link.label}
      </Button>
    );
  }
  const page = PAGES[link.page];
  if (!page) throw new Error(`No landing page is named "${link.page}"`);
  return (
    <Button component={Link} to={page.getHref()} {...props}>
      {link.label}
    </Button>
  );
}

/** The buttons of `links`, the first (the main one) styled `main` and the others `other`. */
function linkButtons(
  links: MarketingLink[],
  main: ButtonProps,
  other: ButtonProps,
  actions?: Actions,
) {
  return links.map((link, i) => (
    <LinkButton key={link.label} link={link} actions={actions} {...(i === 0 ? main : other)} />
  ));
}

function SectionContent({ section, blocks }: { section: MarketingSection; blocks?: Blocks }) {
  if (section.features) return <FeatureGrid features={section.features} />;
  if (section.steps) return <StepList steps={section.steps} />;
  if (section.comparison) return <ComparisonTable rows={section.comparison} />;
  return section.block ? blocks?.[section.block] : null;
}

/** A landing page: hero, the content's sections, frequently asked questions and a closing band. */
export function MarketingPage({ content, blocks, actions }: MarketingPageProps) {
  const { hero, sections, faq, cta } = content;
  usePageTitle(content.title, content.description);
  return (
    <>
      <MarketingHero
        {...hero}
        actions={linkButtons(
          hero.actions,
          { size: 'md' },
          { size: 'md', variant: 'default' },
          actions,
        )}
      />
      <PageContainer>
        {sections.map((section) => (
          <Section
            key={section.title}
            id={section.id}
            title={section.title}
            subtitle={section.subtitle}
          >
            <SectionContent section={section} blocks={blocks} />
          </Section>
        ))}
        <Section title="常見問題">
          <FaqList items={faq} />
        </Section>
        <CtaBand
          {...cta}
          actions={linkButtons(
            cta.actions,
            { variant: 'white', color: 'coral' },
            { variant: 'outline', color: 'white' },
            actions,
          )}
        />
      </PageContainer>
    </>
  );
}
