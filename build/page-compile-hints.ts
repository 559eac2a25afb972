// Build step that has Chrome compile the landing pages' code while it downloads.
import type { Plugin } from 'vite';
import { entryClosure, landingPageChunks, staticClosure } from './bundle';

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as the first line) for the landing
 * pages' own chunks, not the entry's: Chrome compiles all their functions on a background thread
 * while the file streams in, instead of each on its first call inside the page's first render.
 * The entry's chunks are left out: hinted, an offline reload compiled them eagerly before
 * DOMContentLoaded (~150 ms later at 4x CPU). Other chunks stay lazily compiled.
 */
export function pageCompileHints(): Plugin {
  return {
    name: 'forkful-page-compile-hints',
    apply: 'build',
    // After Vite's own additions (the preload map at the top of a chunk): the hint counts only
    // as the file's first line.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const inEntry = entryClosure(bundle);
        for (const file of staticClosure(bundle, landingPageChunks(bundle))) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && !inEntry.has(file)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}
