import { useEffect, useRef, useState } from 'react';
import { bridge } from '../../bridge-client';

/** Reads a dropped or picked file as base64 (without the data-URL prefix). */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsDataURL(file);
  });
}

function decodeText(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

/** Pictures by their first bytes (base64 of the PNG, JPEG, WebP, GIF and BMP signatures). */
function isPicture(base64: string): boolean {
  return /^(iVBORw0KGgo|\/9j\/|UklGR|R0lGOD|Qk)/.test(base64);
}

/** A board file is short plain text: no control bytes besides line ends and tabs. */
function isPlainText(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return text.length <= 10_000 && !/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text);
}

/**
 * What a dropped or opened file is: a picture to read, board text for the box, or neither
 * (then the reason, naming the file).
 */
export function sortFile(
  name: string,
  base64: string,
): { kind: 'picture' } | { kind: 'text'; text: string } | { kind: 'refused'; reason: string } {
  if (isPicture(base64)) return { kind: 'picture' };
  if (/\.(png|jpe?g|webp|gif|bmp)$/i.test(name))
    return { kind: 'refused', reason: `${name} is not a picture: its contents are not an image` };
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension !== undefined && extension !== 'board' && extension !== 'txt')
    return {
      kind: 'refused',
      reason: `${name} is neither a screenshot nor a board file: open a PNG screenshot, or a .board or .txt file`,
    };
  const text = decodeText(base64);
  if (!isPlainText(text))
    return { kind: 'refused', reason: `${name} is not a board file: it is not plain text` };
  return { kind: 'text', text: text.trim() };
}

/**
 * Offline use without the game: paste a board in the solver's notation, or open or drop a
 * saved screenshot (PNG) or a `.board` text file. The desktop menu's File › Open… arrives
 * here too. A screenshot goes to `onScreenshot`, text to the board box.
 */
export function OfflineInput({
  text,
  onText,
  onBoardFile,
  onScreenshot,
  onRefused,
  onSolve,
  canSolve,
  solving,
}: {
  text: string;
  /** The board box edited by hand. */
  onText: (text: string) => void;
  /** A board file opened or dropped: its name and text. */
  onBoardFile: (name: string, text: string) => void;
  onScreenshot: (file: { name: string; base64: string }) => void;
  /** A file that is neither a picture nor a board file, with the reason. */
  onRefused: (reason: string) => void;
  onSolve: () => void;
  canSolve: boolean;
  solving: boolean;
}) {
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const take = (name: string, base64: string) => {
    setFileError(null);
    const sorted = sortFile(name, base64);
    if (sorted.kind === 'picture') onScreenshot({ name, base64 });
    else if (sorted.kind === 'text') onBoardFile(name, sorted.text);
    else onRefused(sorted.reason);
  };

  const takeFile = (file: File) =>
    readBase64(file).then(
      (base64) => take(file.name, base64),
      (error: Error) => setFileError(`Cannot read ${file.name}: ${error.message}`),
    );

  useEffect(() => bridge.on('file.opened', (file) => take(file.name, file.base64)));

  return (
    <div className="as-offline-input">
      <label htmlFor="as-board-text">Board (solver notation, e.g. from `solitaire read`)</label>
      <textarea
        id="as-board-text"
        rows={2}
        spellCheck={false}
        placeholder="997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK."
        value={text}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && canSolve) {
            e.preventDefault();
            onSolve();
          }
        }}
      />
      <div
        className={over ? 'as-drop over' : 'as-drop'}
        data-testid="screenshot-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const file = e.dataTransfer.files[0];
          if (file) void takeFile(file);
        }}
      >
        Drop a screenshot or a board file here, or{' '}
        <button type="button" className="as-button" onClick={() => picker.current?.click()}>
          Open screenshot…
        </button>
        <input
          ref={picker}
          type="file"
          accept=".png,.jpg,.jpeg,.webp,.board,.txt,image/*,text/plain"
          aria-label="Open screenshot or board file"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void takeFile(file);
            e.target.value = '';
          }}
        />
      </div>
      {fileError && (
        <div className="as-error" role="alert">
          {fileError}
        </div>
      )}
      <div className="as-actions">
        <button
          type="button"
          className="as-button"
          onClick={onSolve}
          disabled={!canSolve || solving}
          data-testid="solve-board"
        >
          Solve this board
        </button>
      </div>
    </div>
  );
}
