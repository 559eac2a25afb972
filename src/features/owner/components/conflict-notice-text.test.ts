import { describe, expect, it } from 'vitest';
import { describeValue, otherVersionLead } from './conflict-notice-text';

describe('describeValue', () => {
  it('names the paid content by what the owner typed, never "[object Object]"', () => {
    expect(describeValue('faq', [{ question: 'Do you take walk-ins?', answer: 'Yes.' }, { question: 'Parking?', answer: 'Behind.' }])).toBe(
      'Do you take walk-ins? · Parking?',
    );
    const item = { name: 'Shoyu ramen', description: '', price: 15, dietary: [] };
    expect(describeValue('menu', [{ name: 'Noodles', items: [item, item] }, { name: 'Sides', items: [item] }])).toBe('Noodles (2 items) · Sides (1 item)');
    expect(describeValue('deals', [{ title: 'Happy hour', type: 'Happy hour', endsAt: null }])).toBe('Happy hour');
    expect(describeValue('events', [{ title: 'Jazz night', startsAt: 1, endsAt: 2, description: 'Trio' }])).toBe('Jazz night');
    expect(describeValue('announcement', { text: 'Closed Friday', endsAt: 1 })).toBe('Closed Friday');
    expect(describeValue('announcement', null)).toBe('(none)');
    expect(describeValue('tags', ['wifi', 'takeout'])).toBe('Free Wi-Fi · Takeout');
    expect(describeValue('faq', [])).toBe('(none)');
  });

  it('keeps the older fields as they read', () => {
    expect(describeValue('images', ['a', 'b'])).toBe('2 photos');
    expect(describeValue('openingHours', { mon: { open: '09:00', close: '17:00' }, tue: null })).toBe('mon 09:00–17:00, tue closed');
    expect(otherVersionLead('events')).toBe('the other events were');
  });
});
