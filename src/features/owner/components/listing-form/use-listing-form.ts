// The listing dialog's state and actions. What the owner typed lives here and is never reset
// by a failed save: only the parent closing the dialog throws it away.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { effectivePlan, lockedNote, type FeatureId } from '@shared/plan-features';
import type { Category, OpeningHours, SocialMedia } from '@/features/listings';
import { useSession } from '@/features/auth';
import { toast } from '@/stores/toast-store';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { acceptImages, checkAdminSubmit, checkListingSubmit, imageIntakeToast, OWNER_FIELD, type FieldErrors } from '../../lib/listing-validation';
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
// A key also covers the errors under it ('faq' covers 'faq.2.answer').
const FIELD_ORDER = [OWNER_FIELD, 'title', 'businessName', 'description', 'address', 'location', 'city', 'category', 'priceRange', 'telephone', 'email', 'website', 'whatsapp', 'socialMedia', 'openingHours', 'images', 'tagline', 'videoUrl', 'tags', 'announcement', 'menu', 'faq', 'specialOffers', 'deals', 'events'];
const rankOf = (key: string) => {
  const i = FIELD_ORDER.findIndex((k) => key === k || key.startsWith(`${k}.`));
  return i < 0 ? FIELD_ORDER.length : i;
};

/** Old offer errors ('specialOffers.3') point at the offer input. */
const anchorOf = (key: string) => (key.startsWith('specialOffers') ? 'deals' : key);

/** The old offers (text only) become deals of type Discount: the dialog edits and saves deals. */
function withDeals(draft: ListingDraft): ListingDraft {
  const raw = draft as ListingDraft & { deals?: unknown };
  if (draft.specialOffers.length === 0 || (Array.isArray(raw.deals) && raw.deals.length > 0)) return draft;
  return { ...draft, specialOffers: [], deals: draft.specialOffers.map((title) => ({ title, type: 'Discount', endsAt: null })) } as ListingDraft;
}

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
    withDeals(initial ? { ...emptyDraft(), ...Object.fromEntries(Object.entries(initial).filter(([, v]) => v != null)) } : { ...emptyDraft(), category: NO_CATEGORY }),
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
  // The plan the owner's listing is shown on now (the admin edits for someone else: no marks).
  const plan = variant === 'owner' ? effectivePlan(profile ?? undefined, Date.now()) : undefined;
  /** The mark for a feature the owner's plan does not show ('' when it does, and for the admin). */
  const planNote = (feature: FeatureId): string => (plan === undefined ? '' : lockedNote(feature, plan));

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
        // Rendered before the focus moves: a closed section holding an error opens on it.
        flushSync(() => setErrors(check.errors ?? {}));
        const first = Object.keys(check.errors).sort((a, b) => rankOf(a) - rankOf(b))[0];
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

  return { variant, plan, planNote, ownerId, setOwnerId, draft, errors, photos, submitting, locating, dirty, forgetDraft, fieldId, errorId, setField, adopt, setSocial, setHours, addFiles, removePhoto, detect, handleSubmit };
}

export type ListingForm = ReturnType<typeof useListingForm>;
