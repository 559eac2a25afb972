// Per-photo upload state of one listing: a thumbnail of the local photo, a progress bar
// and what is happening to it (waiting, uploading, failed).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import type { QueuedPhotoView } from '../data/photo-queue/use-photo-queue';

function statusText(photo: QueuedPhotoView, offline: boolean) {
  if (photo.status === 'failed') return 'Failed';
  if (photo.status === 'uploading') return `Uploading ${Math.round(photo.progress * 100)}%`;
  return offline ? 'Saved on this device' : 'Waiting to upload';
}

export function PhotoUploadList({ photos, offline }: { photos: QueuedPhotoView[]; offline: boolean }) {
  if (photos.length === 0) return null;
  return (
    <List aria-label="Photo uploads">
      {photos.map((photo, i) => {
        const percent = Math.round(photo.progress * 100);
        return (
          <Item key={photo.id} data-testid="photo-upload">
            <Thumb src={photo.src} alt="" width={36} height={36} />
            <Bar
              role="progressbar"
              aria-label={`Photo ${i + 1} of ${photos.length}: ${statusText(photo, offline)}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              $failed={photo.status === 'failed'}
            >
              <span style={{ width: `${percent}%` }} />
            </Bar>
            <Status $failed={photo.status === 'failed'}>{statusText(photo, offline)}</Status>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 36px 1fr auto;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Thumb = styled.img`
  width: 36px;
  height: 36px;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Bar = styled.div<{ $failed: boolean }>`
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ $failed, theme }) => ($failed ? theme.color.danger : theme.color.primary)};
    transition: width 200ms ease;
  }
`;

const Status = styled.span<{ $failed: boolean }>`
  font-size: ${theme.size.xs};
  color: ${({ $failed, theme }) => ($failed ? theme.color.danger : theme.color.textMuted)};
  white-space: nowrap;
`;
