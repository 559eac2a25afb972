// The frame of the Privacy Policy and the Terms: one readable column, headings in order.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Container, PageTitle } from '@/components/layout';
import { media } from '@/lib/style';

interface Props {
  title: string;
  updated: string;
  summary: ReactNode;
  children: ReactNode;
}

export function LegalArticle({ title, updated, summary, children }: Props) {
  return (
    <Page>
      <Column as="article">
        <PageTitle>{title}</PageTitle>
        <Updated>Last updated {updated}</Updated>
        <Summary>{summary}</Summary>
        {children}
      </Column>
    </Page>
  );
}

const Page = styled.div`
  padding: ${theme.space(8)} 0 ${theme.space(4)};
  ${media.up('sm')} {
    padding-top: ${theme.space(12)};
  }
`;

const Column = styled(Container)`
  max-width: 720px;
  line-height: 1.6;
  h2 {
    margin: ${theme.space(8)} 0 ${theme.space(2)};
    font-size: ${theme.size.lg};
    letter-spacing: -0.01em;
  }
  p,
  ul {
    margin: 0 0 ${theme.space(3)};
  }
  ul {
    padding-left: ${theme.space(5)};
  }
  li + li {
    margin-top: ${theme.space(1.5)};
  }
  a {
    /* The page's tinted background takes the plain primary just under 4.5:1. */
    color: ${theme.color.primaryHover};
    font-weight: 600;
  }
`;

const Updated = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Summary = styled.p`
  padding: ${theme.space(4)} ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
`;
