/**
 * Reasons from vision, capture and automation are written for developers ("two vertical side
 * lines 71 px × scale apart"). The window says what happened in the user's words and keeps
 * the original, once, as the details behind the message.
 */
export interface Worded {
  text: string;
  /** The technical reason, when it says more than `text`. */
  details?: string;
}

/** The repeated lead-in one layer adds to another's reason, said once. */
export function withoutRepeats(reason: string): string {
  return reason.replace(
    /no MOLEK-SYNTEZ board could be read: (?=no MOLEK-SYNTEZ board found)/gi,
    '',
  );
}

export function inUserWords(reason: string): Worded {
  const details = withoutRepeats(reason.trim());
  if (/no MOLEK-SYNTEZ board (found|could be read)/i.test(details))
    return {
      text: 'No MOLEK-SYNTEZ game found: open the game on its solitaire screen, uncovered, and try again',
      details,
    };
  // The reader's own reasons are worded for people ("an SVG drawing, not a screenshot",
  // "a 15000×15000 picture is 225,000,000 pixels; …"): say them; sharp's are not.
  const worded = /^(.+?) is not a picture that can be read \((?!.*sharp)(.+)\)$/is.exec(details);
  if (worded) return { text: `${worded[1]}: ${worded[2]}`, details };
  const picture =
    /^(.+?) is not a picture that can be read/i.exec(details) ??
    /^(.*?):? ?not a picture sharp can read/i.exec(details);
  if (picture)
    return {
      text: `${picture[1] || 'The file'} is not a picture the toolkit can read (PNG, JPEG, WebP, …)`,
      details,
    };
  if (/the game moved|kept changing|does not match the expected board/i.test(details))
    return { text: 'The game on screen changed unexpectedly, so the run stopped', details };
  return { text: details };
}
