import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useStorageStore } from '@/stores/storage-store';

export const STORAGE_FULL_MESSAGE =
  "This device is out of storage space, so new places can't be saved for offline use. Everything still works while you're online, and nothing you've saved is lost.";

/** Says, for as long as it lasts, that the device's storage is full (src/lib/db/quota.ts). */
export function StorageFullBanner() {
  const full = useStorageStore((s) => s.full);
  if (!full) return null;
  return (
    <Banner role="status" data-testid="storage-full">
      {STORAGE_FULL_MESSAGE}
    </Banner>
  );
}

const Banner = styled.div`
  padding: 8px 16px;
  text-align: center;
  font-size: ${theme.size.sm};
  font-weight: 500;
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningText};
  border-bottom: 1px solid ${theme.color.warningBorder};
`;
