import { describe, expect, it } from 'vitest';
import { safeFileName, uploadAdminPhotos } from './upload-admin-photos';

describe('upload-admin-photos', () => {
  it('names stored photos with [a-z0-9._-] only', () => {
    expect(safeFileName('Café Olé (1).JPG')).toBe('cafe-ole-1.jpg');
    expect(safeFileName('menu/2025 Spring.png')).toBe('menu-2025-spring.png');
    expect(safeFileName('../../etc/passwd')).toMatch(/^[a-z0-9._-]+$/);
    expect(safeFileName('???')).toBe('photo');
  });

  it('uploads nothing when no photo was picked', async () => {
    await expect(uploadAdminPhotos('admin-1', [])).resolves.toEqual([]);
  });
});
