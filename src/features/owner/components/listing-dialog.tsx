// The listing dialog: create or edit, with the save checks on submit. Saving is the parent's
// job (onSubmit); it closes the dialog on success and toasts the outcome. A failed save keeps
// everything typed. The 'admin' variant also picks the owner, and its saves publish at once.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { ConfirmDialog, Dialog } from '@/components/dialog';
import type { ListingDraft } from '@/domain/listing';
import type { ConflictRecord } from '../data/conflict-records';
import { ConflictNotice } from './conflict-notice';
import { NoPackageNotice, useNeedsPackage } from './no-package-notice';
import { ContactFields } from './listing-form/contact-fields';
import { HoursEditor } from './listing-form/hours-editor';
import { LocationFields } from './listing-form/location-fields';
import { EventsDealsSection } from './listing-form/events-deals-section';
import { FaqEditor } from './listing-form/faq-editor';
import { HighlightsSection } from './listing-form/highlights-section';
import { MenuEditor } from './listing-form/menu-editor';
import { useListingZone } from './listing-form/use-listing-zone';
import { PlanBar } from './listing-preview/plan-bar';
import { OwnerSelect, type OwnerOption } from './listing-form/owner-select';
import { PhotoPicker } from './listing-form/photo-picker';
import { TextFields } from './listing-form/text-fields';
import { useListingForm } from './listing-form/use-listing-form';

/** uploaded = a URL already in images; queued = a photo waiting on this device (src is an object URL). */
export interface DialogPhoto {
  key: string;
  src: string;
  kind: 'uploaded' | 'queued';
  label: string;
}

export type { OwnerOption };

export interface ListingSubmit {
  /** Normalized; images = the uploaded URLs the owner kept. */
  draft: ListingDraft;
  /** Admin: the chosen owner. Owner: the signed-in user's uid. */
  ownerId: string;
  /** Keys of queued photos the owner removed. */
  removedQueued: string[];
  /** Photos picked in the dialog: the parent queues (owner) or uploads (admin) them. */
  newFiles: File[];
}

export interface ListingDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  /** 'admin' adds the owner selector and skips the owner's own gates. Default 'owner'. */
  variant?: 'owner' | 'admin';
  /** Admin: the owners a listing can be assigned to. */
  owners?: readonly OwnerOption[];
  /** Admin: the listing's owner (edit) or a preselected one (create). Read once, when the dialog mounts. */
  initialOwnerId?: string;
  /** Edit: the listing's current content. Read once, when the dialog mounts. */
  initial?: ListingDraft;
  /** Photos of this listing still waiting to upload. */
  queuedPhotos?: DialogPhoto[];
  /** Throws on failure. */
  onSubmit: (value: ListingSubmit) => Promise<void>;
  onClose: () => void;
  /** Owner, edit: versions of this listing's fields a conflict merge overrode on this device. */
  conflicts?: readonly ConflictRecord[];
  /** Saves the other version as the owner's edit; the form then shows it. */
  onUseConflict?: (record: ConflictRecord) => Promise<void>;
  onDismissConflict?: (record: ConflictRecord) => Promise<void>;
  /** Create: keep what is typed in this tab under this key until it is saved or discarded. */
  keepDraftAs?: string;
}

export const DIALOG_TITLE = { create: 'Create New Listing', edit: 'Edit Your Listing' } as const;
export const SUBMIT_LABEL = { create: 'Submit for Review', edit: 'Save Changes' } as const;
export const ADMIN_SUBMIT_LABEL = { create: 'Create & Approve Listing', edit: 'Save Changes' } as const;
const LEAD = {
  create: 'Our team reviews new listings before they go live. Fields marked * are required.',
  edit: 'Saving sends your listing back for review. Fields marked * are required.',
} as const;
const ADMIN_LEAD = {
  create: 'Listings saved by an admin are published right away. Fields marked * are required.',
  edit: 'Changes saved by an admin are published right away. Fields marked * are required.',
} as const;

const NO_OWNERS: readonly OwnerOption[] = [];
const NO_CONFLICTS: readonly ConflictRecord[] = [];
const noop = async () => undefined;

export function ListingDialog(props: ListingDialogProps) {
  const { open, mode, variant = 'owner', owners = NO_OWNERS, initialOwnerId, initial, queuedPhotos, onSubmit, onClose, conflicts = NO_CONFLICTS } = props;
  const form = useListingForm({ variant, initial, initialOwnerId, queuedPhotos, keepDraftAs: props.keepDraftAs, onSubmit });
  const admin = variant === 'admin';
  // Said before any typing, not only by the toast of a save that cannot succeed yet.
  const needsPackage = useNeedsPackage() && !admin && mode === 'create';
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const formId = form.fieldId('form');
  const zone = useListingZone(form.draft);

  // Esc, ✕ and Cancel all land here: never mid-save, and ask before throwing typing away.
  const handleClose = () => {
    if (form.submitting) return;
    if (form.dirty) setConfirmDiscard(true);
    else onClose();
  };
  const handleDiscard = () => {
    setConfirmDiscard(false);
    form.forgetDraft();
    onClose();
  };

  return (
    <>
      <Dialog
        open={open}
        title={DIALOG_TITLE[mode]}
        description={(admin ? ADMIN_LEAD : LEAD)[mode]}
        onClose={handleClose}
        footer={
          <>
            <Button $variant="secondary" onClick={handleClose} disabled={form.submitting}>
              Cancel
            </Button>
            {/* aria-disabled keeps the focus here through a failed save; handleSubmit ignores repeats. */}
            <SubmitButton type="submit" form={formId} aria-disabled={form.submitting} aria-busy={form.submitting}>
              {form.submitting ? 'Saving…' : (admin ? ADMIN_SUBMIT_LABEL : SUBMIT_LABEL)[mode]}
            </SubmitButton>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(event)} aria-busy={form.submitting}>
          {needsPackage && (
            <NoPackageNotice extra={props.keepDraftAs ? 'You can fill in the form now: what you type is kept in this tab while you choose a plan.' : undefined} />
          )}
          {admin && <OwnerSelect form={form} owners={owners} />}
          <ConflictNotice
            variant="dialog"
            records={conflicts}
            onUse={async (record) => {
              await (props.onUseConflict ?? noop)(record);
              form.adopt(record.field, record.value as never);
            }}
            onDismiss={props.onDismissConflict ?? noop}
            focusAfter={(record) => document.getElementById(form.fieldId(record.field))}
          />
          <TextFields form={form} />
          <LocationFields form={form} />
          <ContactFields form={form} />
          <HoursEditor form={form} />
          <PhotoPicker form={form} />
          {/* The paid plans' content, closed until opened: the dialog stays short on a phone. */}
          {form.plan !== undefined && <PlanBar draft={form.draft} plan={form.plan} />}
          <HighlightsSection form={form} zone={zone} />
          <MenuEditor form={form} />
          <FaqEditor form={form} />
          <EventsDealsSection form={form} zone={zone} />
        </form>
      </Dialog>
      <ConfirmDialog
        open={open && confirmDiscard}
        title="Discard your changes?"
        message="What you typed in this listing will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={handleDiscard}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}

const SubmitButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;
