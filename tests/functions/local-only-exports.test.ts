// What a deploy creates is what functions/lib/index.js exports when loaded outside the emulator:
// the local test checkout's function is not among them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const INDEX = fileURLToPath(new URL('../../functions/lib/index.js', import.meta.url));

/** Names of the functions the built index exports, loaded with `env`. */
function exportedFunctions(env: NodeJS.ProcessEnv): string[] {
  const script = `const m = require(${JSON.stringify(INDEX)}); console.log(JSON.stringify(Object.keys(m).filter((k) => typeof m[k] === 'function')))`;
  const out = execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as string[];
}

describe('functions deployed', () => {
  it('the local test checkout exists in the emulator only', () => {
    const { FUNCTIONS_EMULATOR: _, ...deploy } = process.env;
    const deployed = exportedFunctions({ ...deploy, GCLOUD_PROJECT: 'demo-forkful' });
    expect(deployed).not.toContain('testCheckoutPay');
    expect(deployed).toEqual(expect.arrayContaining(['stripeWebhook', 'createCheckoutSession']));
    expect(exportedFunctions({ ...deploy, GCLOUD_PROJECT: 'demo-forkful', FUNCTIONS_EMULATOR: 'true' })).toContain('testCheckoutPay');
  });
});
