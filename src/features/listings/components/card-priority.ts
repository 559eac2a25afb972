// How urgently a card's photo loads, by its place in the grid: the first row is in the first
// viewport (the page's LCP image on a phone), the rest waits until scrolled near.
import { createContext, useContext } from 'react';

export type CardPriority = 'high' | 'eager' | 'lazy';

/** Cards that are in the first viewport on a phone (1 column) up to a desktop row (3 columns). */
export const EAGER_CARDS = 3;

export const CardPriorityContext = createContext<CardPriority>('lazy');

export const useCardPriority = () => useContext(CardPriorityContext);

export const priorityOf = (index: number): CardPriority => (index === 0 ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy');
