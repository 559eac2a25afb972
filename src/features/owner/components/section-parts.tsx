// Small styled pieces the dashboard's Overview, Reviews, Notifications and Settings share.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Card } from '@/components/layout';

/** A heading row with an action on the right (e.g. "Mark all as read"). */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The card around an empty state. */
export const EmptyPanel = styled(Card)`
  padding: 0 ${theme.space(4)};
`;

export const EmptyHint = styled.p`
  margin: 0;
  max-width: 46ch;
`;

export const ErrorLine = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.color.danger};
  font-weight: 600;
`;
