import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NotificationItem } from './notification-item';
import type { NotificationType } from '../data/notification-schema';

const note = (type: NotificationType) => ({
  id: `n-${type}`,
  type,
  title: `Title ${type}`,
  message: 'Message',
  isRead: false,
  listingId: 'l-1',
  createdAt: Date.now(),
});

describe('NotificationItem: the review types', () => {
  it('draws each with its own icon; a reply links to the review on the listing page', () => {
    for (const type of ['review_reply', 'report_resolved', 'review_removed'] as const) {
      const { unmount } = renderWithProviders(
        <ul>
          <NotificationItem notification={note(type)} />
        </ul>,
      );
      expect(screen.getByTestId(`notification-icon-${type}`).querySelector('use')?.getAttribute('href')).toMatch(
        { review_reply: /#message-square-reply$/, report_resolved: /#shield-check$/, review_removed: /#shield-alert$/ }[type],
      );
      const link = screen.queryByRole('link');
      if (type === 'review_reply') expect(link?.getAttribute('href')).toBe('/listing/l-1#reviews-heading');
      else expect(link).not.toBeInTheDocument();
      unmount();
    }
  });
});
