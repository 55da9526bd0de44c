import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../page-container';
import { Section } from '../section';
import { CtaBand, type CtaBandProps } from './cta-band';
import { FaqList, type FaqItem } from './faq-list';
import { MarketingHero, type MarketingHeroProps } from './marketing-hero';

// Every landing page is the same sequence: hero, titled sections, questions, closing band. The
// pages differ only in words and in which blocks fill the sections.

/** A landing-page button: `href` jumps to a section of the page, `to` opens another route. */
export type MarketingLink = { label: string; href: string } | { label: string; to: string };

/** One titled block of a landing page. */
export interface MarketingSection {
  id?: string;
  title: string;
  subtitle?: string;
  content: ReactNode;
}

/** Props of {@link MarketingPage}: the main button comes first in the hero and the band. */
export interface MarketingPageProps {
  hero: Omit<MarketingHeroProps, 'actions'> & { actions: [MarketingLink, MarketingLink] };
  sections: MarketingSection[];
  faq: FaqItem[];
  cta: Omit<CtaBandProps, 'actions'> & { actions: [MarketingLink, MarketingLink] };
}

function LinkButton({ link, ...props }: ButtonProps & { link: MarketingLink }) {
  return 'to' in link ? (
    <Button component={Link} to={link.to} {...props}>
      {link.label}
    </Button>
  ) : (
    <Button component="a" href={link.href} {...props}>
      {link.label}
    </Button>
  );
}

/** A landing page: hero, the given sections, frequently asked questions and a closing band. */
export function MarketingPage({ hero, sections, faq, cta }: MarketingPageProps) {
  const [heroMain, heroOther] = hero.actions;
  const [ctaMain, ctaOther] = cta.actions;
  return (
    <>
      <MarketingHero
        {...hero}
        actions={
          <>
            <LinkButton link={heroMain} size="md" />
            <LinkButton link={heroOther} size="md" variant="default" />
          </>
        }
      />
      <PageContainer>
        {sections.map(({ content, ...section }) => (
          <Section key={section.title} {...section}>
            {content}
          </Section>
        ))}
        <Section title="常見問題">
          <FaqList items={faq} />
        </Section>
        <CtaBand
          {...cta}
          actions={
            <>
              <LinkButton link={ctaMain} variant="white" color="coral" />
              <LinkButton link={ctaOther} variant="outline" color="white" />
            </>
          }
        />
      </PageContainer>
    </>
  );
}
