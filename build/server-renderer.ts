// Build step that builds the server renderer beside every browser build.
import type { Plugin } from 'vite';
import { resolve } from 'node:path';

/** Where the server renderer of a browser build in `outDir` goes: beside it, `<outDir>-server`. */
export const serverOutDir = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-server`;

/**
 * Every browser build also builds its server renderer (serverConfig), beside it: the page
 * function renders with the same components, and the two must come from one source.
 * `configFile` is the config that holds serverConfig, vite.config.ts: it passes its own path.
 */
export function serverRenderer(mode: string, configFile: string): Plugin {
  let outDir = '';
  return {
    name: 'forkful-server-renderer',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { build } = await import('vite');
        // The same config file, loaded again: its notice about a future config loader was
        // already printed (or not) by the build that runs this.
        process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
        await build({ configFile, mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverOutDir(outDir) } });
      },
    },
  };
}
