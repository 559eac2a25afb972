// Tells an owner without an active plan, before they type anything, that a listing needs one:
// the same words as the toast a save without a plan raises, with its Go to Pricing action.
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Crown } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { useSession } from '@/features/auth';
import { activePackage } from '@/stores/session-store';
import { NO_ACTIVE_PACKAGE } from '../lib/listing-validation';

/** True once the profile is known and has no plan (or its plan has ended). Admins never need one. */
export function useNeedsPackage(): boolean {
  const { profile, isAdmin } = useSession();
  return !isAdmin && profile !== null && !activePackage(profile);
}

interface Props {
  /** Shown under the product's sentence, e.g. that what is typed is kept. */
  extra?: string;
}

export function NoPackageNotice({ extra }: Props) {
  const action = NO_ACTIVE_PACKAGE.action!;
  const titleId = useId();
  return (
    <Box role="note" aria-labelledby={titleId} data-testid="no-package-notice">
      <Crown size={20} aria-hidden="true" />
      <Text>
        <strong id={titleId}>{NO_ACTIVE_PACKAGE.title}</strong>
        <span>{NO_ACTIVE_PACKAGE.description}</span>
        {extra && <Extra>{extra}</Extra>}
      </Text>
      <ButtonLink to={action.to} $size="sm">
        {action.label}
      </ButtonLink>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.text};
  & > svg {
    flex: none;
    color: ${theme.color.warning};
  }
`;

const Text = styled.p`
  flex: 1 1 220px;
  display: grid;
  gap: 2px;
  margin: 0;
  font-size: ${theme.size.sm};
`;

const Extra = styled.span`
  color: ${theme.color.textMuted};
`;
