// The top of a marketing page: an eyebrow, the page's title and a lead on a warm wash.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Container, Lead, PageTitle } from './layout';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** `roomy` leaves more air around a hero with more under it (chips, a short title measure). */
  size?: 'roomy' | 'compact';
  children?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, size = 'compact', children }: PageHeroProps) {
  return (
    <Hero $size={size}>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <PageTitle>{title}</PageTitle>
        <HeroLead>{lead}</HeroLead>
        {children}
      </Container>
    </Hero>
  );
}

const Hero = styled.header<{ $size: 'roomy' | 'compact' }>`
  padding: ${({ $size }) => ($size === 'roomy' ? `${theme.space(14)} 0 ${theme.space(10)}` : `${theme.space(12)} 0 ${theme.space(4)}`)};
  text-align: center;
  background: linear-gradient(180deg, ${theme.color.primarySoft} 0%, ${theme.color.bg} 100%);
  h1 {
    font-size: ${theme.size.hero};
    max-width: ${({ $size }) => ($size === 'roomy' ? '18ch' : 'none')};
    margin-inline: auto;
  }
`;

/** A short uppercase line above a title. */
export const Eyebrow = styled.p`
  margin: 0 0 ${theme.space(2)};
  color: ${theme.color.primary};
  font-size: ${theme.size.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const HeroLead = styled(Lead)`
  margin-inline: auto;
`;
