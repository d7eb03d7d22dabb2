/**
 * The glyph templates built into the program: cut from the real 1× screenshot with
 * `solitaire glyphs` and committed in samples/molek-glyphs/.
 */
import bundledManifest from '../../samples/molek-glyphs/manifest.json';
import { templatesFromManifest, type GlyphTemplates } from './glyphs';

let bundled: GlyphTemplates | undefined;

export function defaultTemplates(): GlyphTemplates {
  bundled ??= templatesFromManifest(bundledManifest, 'samples/molek-glyphs/manifest.json');
  return bundled;
}
