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

function isPicture(name: string, base64: string): boolean {
  // The PNG signature, base64-encoded, starts with "iVBORw0KGgo"; a JPEG's with "/9j/".
  return (
    /\.(png|jpe?g)$/i.test(name) || base64.startsWith('iVBORw0KGgo') || base64.startsWith('/9j/')
  );
}

/**
 * Offline use without the game: paste a board in the solver's notation, or open or drop a
 * saved screenshot (PNG or JPEG, the game at any scale) or a `.board` text file. The desktop menu's File › Open… arrives
 * here too. A screenshot goes to `onScreenshot`, text to the board box.
 */
export function OfflineInput({
  text,
  onText,
  onScreenshot,
  onSolve,
  canSolve,
  solving,
}: {
  text: string;
  onText: (text: string) => void;
  onScreenshot: (file: { name: string; base64: string }) => void;
  onSolve: () => void;
  canSolve: boolean;
  solving: boolean;
}) {
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const take = (name: string, base64: string) => {
    setFileError(null);
    if (isPicture(name, base64)) onScreenshot({ name, base64 });
    else onText(decodeText(base64).trim());
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
          accept=".png,.jpg,.jpeg,.board,.txt,image/png,image/jpeg,text/plain"
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
