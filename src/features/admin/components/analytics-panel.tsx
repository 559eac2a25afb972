// One card of the admin's analytics: a heading, a line that sums the figure up, and its chart
// or table; and the cards' skeletons while the figures load.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Card } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { media } from '@/lib/style';

export function AnalyticsPanel({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const id = `analytics-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <Note>{note}</Note>
      {children}
    </Box>
  );
}

export function AnalyticsLoading() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <Box key={i} data-testid="analytics-skeleton">
          <Skeleton $h="1.25em" $w="40%" />
          <Skeleton $h="220px" $radius="12px" />
        </Box>
      ))}
    </>
  );
}

const Box = styled(Card)`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  padding: ${theme.space(5)};
  h3 {
    margin: 0;
    font-size: ${theme.size.lg};
  }
  ${media.below('sm')} {
    padding: ${theme.space(4)};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
