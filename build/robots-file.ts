// Build step that writes robots.txt for the address this build is served from.
import type { Plugin } from 'vite';
import { robotsTxt } from '../functions/src/common/robots';
import { buildTarget } from './target';

/**
 * robots.txt names the sitemap by its absolute address: the site's (VITE_PUBLIC_URL), the local
 * Hosting emulator's for an emulator build, else the production default the functions also use.
 */
export function robotsFile(mode: string): Plugin {
  const { env, local } = buildTarget(mode);
  const origin = (
    env.VITE_PUBLIC_URL || (local ? `http://127.0.0.1:${4173 + Number(env.VITE_EMULATOR_PORT_OFFSET || 0)}` : 'https://forkful.app')
  ).replace(/\/+$/, '');
  return {
    name: 'forkful-robots',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}
