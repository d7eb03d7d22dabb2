import { describe, expect, it } from 'vitest';
import { inUserWords } from './words';

describe("reasons in the user's words", () => {
  it('says "no game found" once, keeping the reason, de-doubled, as details', () => {
    const reason =
      'no MOLEK-SYNTEZ board could be read: no MOLEK-SYNTEZ board found: searched scales 1-4 for card columns (two vertical side lines 71 px × scale apart) and found none';
    expect(inUserWords(reason)).toEqual({
      text: 'No MOLEK-SYNTEZ game found: open the game on its solitaire screen, uncovered, and try again',
      details:
        'no MOLEK-SYNTEZ board found: searched scales 1-4 for card columns (two vertical side lines 71 px × scale apart) and found none',
    });
  });

  it('names the file that is not a picture, however the reason is nested', () => {
    expect(
      inUserWords('a.png is not a picture that can be read (picture: not a picture sharp can read)')
        .text,
    ).toBe('a.png is not a picture the toolkit can read (PNG, JPEG, WebP, …)');
    expect(
      inUserWords('notes.pdf: not a picture sharp can read (unsupported image format)'),
    ).toEqual({
      text: 'notes.pdf is not a picture the toolkit can read (PNG, JPEG, WebP, …)',
      details: 'notes.pdf: not a picture sharp can read (unsupported image format)',
    });
  });

  it("says the picture reader's own reason: the format, or a size over the limit", () => {
    expect(
      inUserWords('shot.svg is not a picture that can be read (an SVG drawing, not a screenshot)'),
    ).toEqual({
      text: 'shot.svg: an SVG drawing, not a screenshot',
      details: 'shot.svg is not a picture that can be read (an SVG drawing, not a screenshot)',
    });
    expect(
      inUserWords(
        'big.png is not a picture that can be read (a 15000×15000 picture is 225,000,000 pixels; at most 50,000,000 are read (an 8K screen, 7680×4320, is 33,177,600))',
      ).text,
    ).toBe(
      'big.png: a 15000×15000 picture is 225,000,000 pixels; at most 50,000,000 are read (an 8K screen, 7680×4320, is 33,177,600)',
    );
  });

  it('passes a plain reason through as it is', () => {
    expect(inUserWords('stopped by the user')).toEqual({ text: 'stopped by the user' });
  });
});
