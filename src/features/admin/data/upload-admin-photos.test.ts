import { describe, expect, it } from 'vitest';
import { uploadAdminPhotos } from './upload-admin-photos';

describe('upload-admin-photos', () => {
  it('uploads nothing when no photo was picked', async () => {
    await expect(uploadAdminPhotos('admin-1', [])).resolves.toEqual([]);
  });
});
