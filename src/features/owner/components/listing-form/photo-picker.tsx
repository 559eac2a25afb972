// Photos: pick or drop images; thumbnails of uploaded, queued (still on this device) and newly
// picked photos, each removable. At most 10 in all.
import { useState, type ChangeEvent, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { CloudUpload, ImagePlus, X } from '@/components/icons';
import { ListingImage } from '@/features/listings';
import { LIMITS } from '@/domain/listing';
import { FieldError, Hint, Section, SectionTitle } from './form-field';
import { LockedNote } from './locked-note';
import type { FormPhoto, ListingForm } from './use-listing-form';
import { focusRing } from '@/lib/style';

const BADGE: Record<FormPhoto['kind'], string | null> = { uploaded: null, queued: 'Waiting to upload', new: 'New' };

export function PhotoPicker({ form }: { form: ListingForm }) {
  const [dragging, setDragging] = useState(false);
  const { photos } = form;
  const inputId = form.fieldId('images');
  const full = photos.length >= LIMITS.images;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.addFiles(Array.from(event.target.files ?? []));
    // Let the same file be picked again after removing it.
    event.target.value = '';
  };
  const handleDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    form.addFiles(Array.from(event.dataTransfer?.files ?? []));
  };

  return (
    <Section>
      <SectionTitle>Photos</SectionTitle>
      {photos.length > 1 && <LockedNote form={form} feature="gallery" reword={(note) => note.replace(/^Not shown/, 'Only the first photo is shown')} />}
      <DropZone htmlFor={inputId} $active={dragging} onDragOver={handleDragOver} onDragLeave={() => setDragging(false)} onDrop={handleDrop}>
        <ImagePlus size={28} aria-hidden="true" />
        <strong>Add photos</strong>
        <span>Drag them here or tap to choose. JPEG, PNG, WebP…</span>
        <FileInput
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={[`${inputId}-hint`, form.errors.images && form.errorId('images')].filter(Boolean).join(' ')}
          onChange={handleChange}
        />
      </DropZone>
      <Hint id={`${inputId}-hint`} aria-live="polite">
        {photos.length} of {LIMITS.images} photos{full ? ' — the limit is reached' : ''}.
      </Hint>
      <FieldError form={form} name="images" />
      {photos.length > 0 && (
        <Thumbs aria-label="Chosen photos">
          {photos.map((photo, i) => (
            <Thumb key={photo.key} data-kind={photo.kind}>
              <ListingImage src={photo.src} alt={`Photo ${i + 1}${photo.kind === 'uploaded' ? '' : ` (${photo.label})`}`} width={160} height={120} />
              {BADGE[photo.kind] && (
                <Badge $queued={photo.kind === 'queued'}>
                  {photo.kind === 'queued' && <CloudUpload size={12} aria-hidden="true" />}
                  {BADGE[photo.kind]}
                </Badge>
              )}
              <Remove type="button" aria-label={`Remove photo ${i + 1}`} onClick={() => form.removePhoto(photo)}>
                <X size={16} aria-hidden="true" />
              </Remove>
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Section>
  );
}

const DropZone = styled.label<{ $active: boolean }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: ${theme.space(6)} ${theme.space(4)};
  border: 2px dashed ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
  text-align: center;
  cursor: pointer;
  transition: border-color 120ms ease, background-color 120ms ease;
  svg {
    color: ${theme.color.primary};
  }
  span {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.sm};
  }
  &:hover {
    border-color: ${theme.color.primary};
  }
  /* The real input is visually hidden: show its keyboard focus on the zone. */
  &:focus-within {
    ${focusRing()}
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.color.primary};
      background: ${theme.color.primarySoft};
    `}
`;

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${theme.space(2)};
  margin: ${theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badge = styled.span<{ $queued: boolean }>`
  position: absolute;
  left: 6px;
  bottom: 6px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  background: ${({ $queued, theme }) => ($queued ? theme.color.warningSoft : theme.color.successSoft)};
  color: ${theme.color.text};
  font-size: ${theme.size.xs};
  font-weight: 600;
  white-space: nowrap;
`;

const Remove = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.color.onDark};
  cursor: pointer;
  /* A 44px target around a smaller visible disc. */
  svg {
    box-sizing: content-box;
    padding: 6px;
    border-radius: 50%;
    background: rgba(31, 26, 23, 0.72);
  }
  &:hover svg {
    background: ${theme.color.danger};
  }
`;
