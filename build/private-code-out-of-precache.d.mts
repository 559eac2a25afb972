import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

export function privateCodeOutOfPrecache(): { plugin: Plugin; manifestTransform: ManifestTransform };
