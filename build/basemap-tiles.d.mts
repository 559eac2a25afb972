import type { Plugin } from 'vite';

export function basemapTiles(): Plugin;
