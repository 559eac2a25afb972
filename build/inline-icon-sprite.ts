// Build step that puts the icon sprite inside the page, so no icon waits for a request.
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The icon sprite's symbols inside the page (hidden), so an icon is drawn from `#id` without a
 * request: the sprite file was fetched only once the first render had drawn an icon, a round
 * trip after the first paint on the path to the page's largest picture.
 */
export function inlineIconSprite(): Plugin {
  return {
    name: 'forkful-inline-icon-sprite',
    config: () => ({ define: { 'import.meta.env.VITE_ICON_SPRITE_INLINE': JSON.stringify('true') } }),
    transformIndexHtml(html) {
      const symbols = readFileSync(fileURLToPath(new URL('../public/icons/sprite.svg', import.meta.url)), 'utf8')
        .replace(/^[\s\S]*?<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .trim();
      const sprite = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`;
      return html.replace(/<body>/, `<body>\n    ${sprite}`);
    },
  };
}
