import type { Plugin } from 'vite';

export function hostingHeadersCheck(root: string): Plugin;
