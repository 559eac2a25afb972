// The listing dialog's state and actions. What the owner typed lives here and is never reset
// by a failed save: only the parent closing the dialog throws it away.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { WEEKDAYS, type Category, type OpeningHours, type SocialMedia } from '@/features/listings';
import { useSession } from '@/features/auth';
import { toast } from '@/stores/toast-store';
import { emptyDraft, type ListingDraft } from '../../data/owner-listing-schema';
import { acceptImages, addOffer, checkAdminSubmit, checkListingSubmit, imageIntakeToast, OWNER_FIELD, type FieldErrors } from '../../lib/listing-validation';
import { detectLocation, locationToast } from '../../lib/geolocation';
import { preloadTimeZones, timeZoneForSave } from '../../lib/listing-time-zone';
import { clearSavedDraft, readSavedDraft, writeSavedDraft } from './saved-draft';

/** A photo as the dialog shows it: already uploaded, queued on this device, or just picked. */
export interface FormPhoto {
  key: string;
  src: string;
  kind: 'uploaded' | 'queued' | 'new';
  label: string;
}

interface NewPhoto {
  key: string;
  file: File;
  src: string;
}

export interface ListingFormOptions {
  /** 'admin': picks the owner, and skips the owner's own gates (email verified, package). */
  variant?: 'owner' | 'admin';
  initial?: ListingDraft;
  /** Admin: the owner already assigned (edit) or preselected (create). */
  initialOwnerId?: string;
  queuedPhotos?: readonly FormPhoto[];
  /** A new listing: keep what is typed in this tab under this key until it is saved or discarded. */
  keepDraftAs?: string;
  onSubmit: (value: { draft: ListingDraft; ownerId: string; removedQueued: string[]; newFiles: File[] }) => Promise<void>;
}

export const SAVE_FAILED = 'Save Failed';
export const LOCATION_FAILED = 'Location Error';
/** A new listing's category until the owner picks one: a silent default would mislabel places. */
export const NO_CATEGORY = '' as Category;

// Form order: the first invalid field in it gets the focus.
const FIELD_ORDER = [OWNER_FIELD, 'title', 'businessName', 'description', 'address', 'location', 'city', 'category', 'priceRange', 'telephone', 'email', 'website', 'whatsapp', 'socialMedia', 'socialMedia.facebook', 'socialMedia.instagram', 'socialMedia.twitter', 'openingHours', ...WEEKDAYS.map((d) => `openingHours.${d}`), 'specialOffers', 'images'];

/** Offer item errors ('specialOffers.3') point at the one offer input. */
const anchorOf = (key: string) => (key.startsWith('specialOffers') ? 'specialOffers' : key);

// jsdom and some old WebViews lack object URLs: a photo without preview still uploads.
function objectUrl(file: File): string {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  } catch {
    return '';
  }
}
const revoke = (src: string) => {
  if (src && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(src);
};

let photoSeq = 0;

export function useListingForm({ variant = 'owner', initial, initialOwnerId = '', queuedPhotos = [], keepDraftAs, onSubmit }: ListingFormOptions) {
  const baseId = useId();
  const { user, profile } = useSession();
  // A stored listing may lack optional fields (undefined/null): keep the empty defaults then.
  const [start, setStart] = useState<ListingDraft>(() =>
    initial ? { ...emptyDraft(), ...Object.fromEntries(Object.entries(initial).filter(([, v]) => v != null)) } : { ...emptyDraft(), category: NO_CATEGORY },
  );
  // A kept draft comes back as unsaved typing (Cancel asks before throwing it away).
  const [draft, setDraft] = useState<ListingDraft>(() => (keepDraftAs ? { ...start, ...readSavedDraft(keepDraftAs) } : start));
  const [ownerId, setOwnerIdState] = useState(initialOwnerId);
  const [startOwnerId] = useState(initialOwnerId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removedQueued, setRemovedQueued] = useState<string[]>([]);
  const [newPhotos, setNewPhotos] = useState<NewPhoto[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [locating, setLocating] = useState(false);

  const fieldId = (key: string) => `${baseId}-${anchorOf(key).replace(/\./g, '-')}`;
  const errorId = (key: string) => `${fieldId(key)}-error`;

  // Revoke the previews of picked photos when the dialog goes away.
  const newPhotosRef = useRef(newPhotos);
  useEffect(() => {
    newPhotosRef.current = newPhotos;
  });
  useEffect(() => () => newPhotosRef.current.forEach((p) => revoke(p.src)), []);
  // The save works out the place's time zone: have its lookup ready by then.
  useEffect(() => void preloadTimeZones(), []);

  const clearErrors = (match: (key: string) => boolean) =>
    setErrors((current) => (Object.keys(current).some(match) ? Object.fromEntries(Object.entries(current).filter(([k]) => !match(k))) : current));

  const setField = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    clearErrors((k) => k === key || k.startsWith(`${key}.`));
  };
  /** A value saved meanwhile (the other version of a conflict): shown, and not an unsaved change. */
  const adopt = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) => {
    setField(key, value);
    setStart((current) => ({ ...current, [key]: value }));
  };
  const setOwnerId = (uid: string) => {
    setOwnerIdState(uid);
    clearErrors((k) => k === OWNER_FIELD);
  };
  const setSocial = (key: keyof SocialMedia, value: string) => {
    setDraft((current) => ({ ...current, socialMedia: { ...current.socialMedia, [key]: value } }));
    clearErrors((k) => k === `socialMedia.${key}`);
  };
  const setHours = (openingHours: OpeningHours) => setField('openingHours', openingHours);

  /** Adds typed offer text; false (and a toast) when it cannot be added, so the input keeps it. */
  const addOfferText = (text: string): boolean => {
    const result = addOffer(draft.specialOffers, text);
    if ('error' in result) {
      toast(result.error);
      return false;
    }
    setField('specialOffers', result.offers);
    return true;
  };
  const removeOffer = (index: number) => setField('specialOffers', draft.specialOffers.filter((_, i) => i !== index));

  const photos: FormPhoto[] = [
    ...draft.images.map((src, i): FormPhoto => ({ key: `uploaded-${i}`, src, kind: 'uploaded', label: `Photo ${i + 1}` })),
    ...queuedPhotos.filter((p) => !removedQueued.includes(p.key)).map((p): FormPhoto => ({ ...p, kind: 'queued' })),
    ...newPhotos.map((p): FormPhoto => ({ key: p.key, src: p.src, kind: 'new', label: p.file.name })),
  ];

  const addFiles = (files: File[]) => {
    const intake = acceptImages(photos.length, files);
    if (intake.accepted.length > 0) {
      const added = intake.accepted.map((file) => ({ key: `new-${(photoSeq += 1)}`, file, src: objectUrl(file) }));
      setNewPhotos((current) => [...current, ...added]);
      clearErrors((k) => k === 'images');
    }
    const problem = imageIntakeToast(intake);
    if (problem) toast(problem);
  };

  const removePhoto = (photo: FormPhoto) => {
    if (photo.kind === 'uploaded') setField('images', draft.images.filter((src) => src !== photo.src));
    else if (photo.kind === 'queued') setRemovedQueued((current) => [...current, photo.key]);
    else {
      revoke(photo.src);
      setNewPhotos((current) => current.filter((p) => p.key !== photo.key));
    }
  };

  const detect = async () => {
    setLocating(true);
    try {
      const coords = await detectLocation();
      toast(locationToast(coords, draft.location !== null));
      setField('location', coords);
    } catch (error) {
      toast({ title: LOCATION_FAILED, description: (error as Error).message, variant: 'destructive' });
    } finally {
      setLocating(false);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const check =
      variant === 'admin' ? checkAdminSubmit({ ownerId, draft }) : checkListingSubmit({ emailVerified: !!user?.emailVerified, plan: profile?.package, packageExpiresAt: profile?.packageExpiresAt, draft });
    if (!check.ok) {
      toast(check.toast);
      if (check.errors) {
        setErrors(check.errors);
        const keys = Object.keys(check.errors);
        const first = FIELD_ORDER.find((key) => keys.some((k) => anchorOf(k) === key)) ?? keys[0];
        document.getElementById(fieldId(first))?.focus();
      }
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // The owner always saves as themselves ('' only when signed out, which the saver refuses).
      const owner = variant === 'admin' ? ownerId : (user?.uid ?? '');
      // The place's zone, worked out on this device (offline too) on every save: never typed.
      const saved = { ...check.draft, timeZone: await timeZoneForSave(check.draft) };
      await onSubmit({ draft: saved, ownerId: owner, removedQueued, newFiles: newPhotos.map((p) => p.file) });
      savedOnce.current = true;
      if (keepDraftAs) clearSavedDraft(keepDraftAs);
    } catch (error) {
      // Owners see "Save Failed"; the admin console reports every failed action as "Error".
      toast({ title: variant === 'admin' ? 'Error' : SAVE_FAILED, description: error instanceof Error && error.message ? error.message : 'Something went wrong', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const startJson = useMemo(() => JSON.stringify(start), [start]);
  const draftJson = JSON.stringify(draft);
  const dirty = newPhotos.length > 0 || removedQueued.length > 0 || ownerId !== startOwnerId || draftJson !== startJson;

  // Saved: the dialog is closing, and re-renders on its way out must not keep the copy again.
  const savedOnce = useRef(false);
  useEffect(() => {
    if (!keepDraftAs || savedOnce.current) return;
    if (draftJson !== startJson) writeSavedDraft(keepDraftAs, JSON.parse(draftJson) as ListingDraft);
    else clearSavedDraft(keepDraftAs);
  }, [keepDraftAs, draftJson, startJson]);
  /** The owner chose to throw the typing away: forget the kept copy too. */
  const forgetDraft = () => keepDraftAs && clearSavedDraft(keepDraftAs);

  return { variant, ownerId, setOwnerId, draft, errors, photos, submitting, locating, dirty, forgetDraft, fieldId, errorId, setField, adopt, setSocial, setHours, addOfferText, removeOffer, addFiles, removePhoto, detect, handleSubmit };
}

export type ListingForm = ReturnType<typeof useListingForm>;
