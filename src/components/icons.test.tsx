import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { ESLint } from 'eslint';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

// The repository root: vitest runs from it (import.meta.url is no file: URL under jsdom).
const root = resolve(process.cwd());
const sprite = readFileSync(resolve(root, 'public/icons/sprite.svg'), 'utf8');
const symbolIds = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

const components = Object.entries(icons).filter((entry): entry is [string, icons.LucideIcon] => typeof entry[1] === 'function');

const svgOf = (container: HTMLElement) => container.querySelector('svg') as SVGSVGElement;

describe('icons drawn from the sprite', () => {
  it('the committed sprite is what the generator makes of icons.tsx', () => {
    const check = spawnSync(process.execPath, ['scripts/generate-icon-sprite.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('every exported icon points at a symbol the sprite has, with lucide’s 24×24 grid', () => {
    expect(components.length).toBeGreaterThan(70);
    for (const [name, Icon] of components) {
      const { container, unmount } = render(<Icon />);
      const href = svgOf(container).querySelector('use')?.getAttribute('href') ?? '';
      const [file, id] = href.split('#');
      expect(file, name).toBe('/icons/sprite.svg');
      expect(symbolIds.has(id), `${name} → #${id}`).toBe(true);
      expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
      unmount();
    }
  });

  it('renders lucide’s defaults: 24 px, 2 px round stroke in the text colour, no fill, hidden', () => {
    const svg = svgOf(render(<icons.MapPin />).container);
    expect(
      Object.fromEntries(
        [
          'width',
          'height',
          'viewBox',
          'fill',
          'stroke',
          'stroke-width',
          'stroke-linecap',
          'stroke-linejoin',
          'aria-hidden',
          'focusable',
          'class',
        ].map((a) => [a, svg.getAttribute(a)]),
      ),
    ).toEqual({
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
      focusable: 'false',
      class: 'lucide lucide-map-pin',
    });
  });

  it('takes the props the call sites pass: size, strokeWidth, color, fill, className, style', () => {
    const svg = svgOf(
      render(<icons.Star size={16} strokeWidth={3} color="red" fill="currentColor" className="extra" style={{ marginTop: '2px' }} />).container,
    );
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('stroke-width', '3');
    expect(svg).toHaveAttribute('stroke', 'red');
    // A filled star or heart: the symbol's shapes set no fill, so they inherit this one.
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(sprite.match(/<symbol id="star"[^]*?<\/symbol>/)?.[0]).not.toMatch(/fill=/);
    expect(svg).toHaveAttribute('class', 'lucide lucide-star extra');
    expect(svg).toHaveStyle({ marginTop: '2px' });
  });

  it('a labelled icon is announced, not hidden', () => {
    render(<icons.ImageOff role="img" aria-label="Image could not be loaded" />);
    const svg = screen.getByRole('img', { name: 'Image could not be loaded' });
    expect(svg).not.toHaveAttribute('aria-hidden');
  });

  it('works with styled() and .attrs() like the lucide components did', () => {
    const Spin = styled(icons.LoaderCircle).attrs({ size: 16, 'aria-hidden': true })<{ $busy: boolean }>`
      opacity: ${({ $busy }) => ($busy ? 1 : 0.5)};
    `;
    const svg = svgOf(render(<Spin $busy />).container);
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('class', expect.stringMatching(/^lucide lucide-loader-circle \S+/));
    expect(svg).not.toHaveAttribute('$busy');
  });

  it('lint keeps lucide-react out of src', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText("import { Heart } from 'lucide-react';\nexport const used = Heart;\n", {
      filePath: 'src/features/listings/components/fixture.tsx',
    });
    expect(result.messages.map((m) => m.message)).toEqual([expect.stringContaining('@/components/icons')]);
  });
});
