// How urgently a card's photo loads, by its place in the grid: the first row is in the first
// viewport (the page's LCP image on a phone), the rest waits until scrolled near.
import { createContext, useContext } from 'react';

export type CardPriority = 'high' | 'eager' | 'lazy';

/** Cards that are in the first viewport on a phone (1 column) up to a desktop row (3 columns). */
export const EAGER_CARDS = 3;

export const CardPriorityContext = createContext<CardPriority>('lazy');

export const useCardPriority = () => useContext(CardPriorityContext);

/**
 * `lead`: the grid is the page's main content, so its first photo is the page's largest picture.
 * A grid further down (the home page's featured places, below the category tiles on a phone)
 * leaves high priority to what is above it: the browser raises its photos once laid out in view.
 */
export const priorityOf = (index: number, lead = true): CardPriority =>
  index === 0 && lead ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy';
