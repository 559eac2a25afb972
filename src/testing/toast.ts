// The toast on screen, as the toast store holds it (one at a time; null when none).
import { useToastStore, type Toast } from '@/stores/toast-store';

export const currentToast = (): Toast | null => useToastStore.getState().current;
