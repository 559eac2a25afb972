// Where a listing shows the favourite control. The favourites feature draws it; the app hands it
// in (src/app/app.tsx), so listings never imports favourites, whose page shows listing cards.
import { createContext, useContext, type ComponentType } from 'react';

export interface FavoriteControlProps {
  listingId: string;
  title: string;
  /** 'overlay' sits on a card photo; 'inline' is a labelled button on the detail page. */
  appearance?: 'overlay' | 'inline';
  /** Lets the detail page's action row restyle the inline control. */
  className?: string;
}

export const FavoriteControlContext = createContext<ComponentType<FavoriteControlProps> | null>(null);

/** The favourite control the app provides (none where it provides none). */
export function FavoriteSlot(props: FavoriteControlProps) {
  const Control = useContext(FavoriteControlContext);
  return Control ? <Control {...props} /> : null;
}
