import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLY_OFFLINE, deleteReply, saveReply } from './write-reply';
import { REPLY_REQUIRED, replyTooLong } from '../lib/reply-validation';

const target = { reviewId: 'l-1_u-1', listingId: 'l-1', reviewerId: 'u-1', ownerId: 'o-1' };

afterEach(() => vi.restoreAllMocks());

describe('saveReply / deleteReply', () => {
  it('refuses an empty or over-long reply before touching the network', async () => {
    await expect(saveReply(target, '  ')).rejects.toThrow(REPLY_REQUIRED);
    await expect(saveReply(target, 'x'.repeat(1001))).rejects.toThrow(replyTooLong(1001));
  });

  it('says at once that replying needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(saveReply(target, 'Thanks!')).rejects.toThrow(REPLY_OFFLINE);
    await expect(deleteReply('l-1_u-1')).rejects.toThrow(REPLY_OFFLINE);
  });
});
