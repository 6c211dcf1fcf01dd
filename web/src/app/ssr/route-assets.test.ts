import { describe, expect, it } from 'vitest';
import { asManifest, renderRouteAssets, routeAssets } from './route-assets';

const manifest = asManifest({
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/features/landing/routes/landing-route.tsx': {
    file: 'assets/landing-route-2.js',
    imports: ['index.html', '_grid-3.js', '_missing.js'],
    css: ['assets/landing-route-2.css'],
  },
  '_grid-3.js': { file: 'assets/grid-3.js', imports: ['_grid-3.js'], css: ['assets/grid-3.css'] },
});

describe('routeAssets', () => {
  it("links the route's styles and scripts and those it imports, not the shell's", () => {
    expect(routeAssets(manifest, 'landing')).toEqual({
      styles: ['/assets/landing-route-2.css', '/assets/grid-3.css'],
      scripts: ['/assets/landing-route-2.js', '/assets/grid-3.js'],
    });
    expect(renderRouteAssets(routeAssets(manifest, 'landing'))).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/grid-3.css" />',
    );
  });

  it('links nothing when the manifest lacks the route or is not one', () => {
    expect(routeAssets(manifest, 'deal')).toEqual({ styles: [], scripts: [] });
    expect(routeAssets(asManifest(null), 'landing')).toEqual({ styles: [], scripts: [] });
    expect(routeAssets(asManifest([1, 2]), 'landing')).toEqual({ styles: [], scripts: [] });
  });
});
