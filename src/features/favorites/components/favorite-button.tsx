import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Heart } from 'lucide-react';
import { toast } from '@/stores/toast-store';

interface Props {
  listingId: string;
  title: string;
  /** 'overlay' sits on a card photo; 'inline' is a labelled button on the detail page. */
  appearance?: 'overlay' | 'inline';
}

/**
 * Favourites need an account (SPEC.md §5). Accounts arrive in step 2, so for now every
 * visitor is a guest and is asked to log in.
 */
export function FavoriteButton({ title, appearance = 'overlay' }: Props) {
  const handleClick = (event: MouseEvent) => {
    // The button sits inside a card link: don't navigate.
    event.preventDefault();
    event.stopPropagation();
    toast({
      title: 'Please log in',
      description: 'You need to be logged in to add favorites.',
      variant: 'destructive',
      action: { label: 'Login', to: '/login' },
    });
  };
  return (
    <Btn type="button" $appearance={appearance} aria-pressed={false} aria-label={`Add ${title} to favorites`} onClick={handleClick}>
      <Heart size={18} aria-hidden="true" />
      {appearance === 'inline' && <span>Save</span>}
    </Btn>
  );
}

const Btn = styled.button<{ $appearance: 'overlay' | 'inline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 0;
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  ${({ $appearance, theme }) =>
    $appearance === 'overlay'
      ? css`
          position: absolute;
          top: 10px;
          right: 10px;
          width: 40px;
          height: 40px;
          border-radius: 50%;
          background: rgba(255, 255, 255, 0.92);
          box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
          &:hover { color: ${theme.color.primary}; }
        `
      : css`
          min-height: 44px;
          padding: 0 16px;
          border-radius: ${theme.radius.pill};
          border: 1px solid ${theme.color.border};
          background: ${theme.color.surface};
          &:hover { border-color: ${theme.color.textMuted}; }
        `}
`;
