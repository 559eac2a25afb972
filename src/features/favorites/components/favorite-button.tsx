import { useOptimistic, useTransition, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Heart } from '@/components/icons';
import { toast } from '@/stores/toast-store';
import { useIsFavorite } from '../data/use-favorites';
import { useToggleFavorite } from '../data/use-toggle-favorite';
import { media } from '@/lib/style';

interface Props {
  listingId: string;
  title: string;
  /** 'overlay' sits on a card photo; 'inline' is a labelled button on the detail page. */
  appearance?: 'overlay' | 'inline';
  /** Lets the detail page's action row restyle the inline button (styled(FavoriteButton)). */
  className?: string;
}

/**
 * The favourite heart. Guests are asked to log in; a signed-in user toggles
 * the favourite in the local database, which works offline and syncs later. The heart flips at
 * the tap (useOptimistic) while the write runs, which on a first use also loads the database; it
 * shows the stored state again once the write settles, so a failed write flips it back. The
 * accessible name stays the same and `aria-pressed` carries the state (a toggle button). The
 * inline button's name starts with its visible word "Save" (voice control users say what they
 * see), so that word stays the same too: the filled heart shows it is saved.
 */
export function FavoriteButton({ listingId, title, appearance = 'overlay', className }: Props) {
  const stored = useIsFavorite(listingId);
  const [saved, setSaved] = useOptimistic(stored);
  const [pending, startTransition] = useTransition();
  const { signedIn, toggle } = useToggleFavorite();

  const handleClick = (event: MouseEvent) => {
    // The button sits inside a card link: don't navigate.
    event.preventDefault();
    event.stopPropagation();
    if (!signedIn) {
      toast({
        title: 'Please log in',
        description: 'You need to be logged in to add favorites.',
        variant: 'destructive',
        action: { label: 'Login', to: '/login' },
      });
      return;
    }
    if (pending) return;
    startTransition(async () => {
      setSaved(!saved);
      try {
        const done = await toggle(listingId);
        toast(
          done === 'added'
            ? { title: 'Added to Favorites!', description: `${title} is saved in your favorites.`, variant: 'success' }
            : { title: 'Removed from Favorites', description: `${title} was removed from your favorites.`, variant: 'default' },
        );
      } catch (error) {
        toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
      }
    });
  };

  return (
    <Btn
      type="button"
      className={className}
      $appearance={appearance}
      $saved={saved}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      aria-label={appearance === 'inline' ? `Save ${title}` : `Add ${title} to favorites`}
      title={saved ? 'Remove from favorites' : 'Add to favorites'}
      data-testid="favorite-button"
      onClick={handleClick}
    >
      <Heart size={18} aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
      {appearance === 'inline' && <span>Save</span>}
    </Btn>
  );
}

const Btn = styled.button<{ $appearance: 'overlay' | 'inline'; $saved: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 0;
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  color: ${({ theme, $saved }) => ($saved ? theme.color.primary : theme.color.text)};
  transition: color 120ms ease, transform 120ms ease;
  &:active { transform: scale(0.92); }
  ${media.reducedMotion} { &:active { transform: none; } }
  ${({ $appearance, theme }) =>
    $appearance === 'overlay'
      ? css`
          position: absolute;
          top: 10px;
          right: 10px;
          width: 40px;
          height: 40px;
          border-radius: 50%;
          background: ${theme.color.glass};
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
