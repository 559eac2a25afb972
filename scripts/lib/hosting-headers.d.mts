import type { Plugin } from 'vite';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export const REVALIDATED_PATHS: string;
export const NOINDEX_PATHS: string;
export const CACHE: { immutable: string; revalidate: string; static: string };
export function inlineScriptHashes(html: string): string[];
export function hashesIn(headers: HeaderRule[] | undefined): string[];
export function hostingHeaders(options: { hashes: string[]; local?: { connect: string[]; img: string[] }; appCheck?: boolean }): HeaderRule[];
export function localOrigins(ports: Record<string, number>): { connect: string[]; img: string[] };
export function staleHeaders(root: string, dir: string, options?: { appCheck?: boolean }): string | null;
export function hostingHeadersCheck(root: string): Plugin;
