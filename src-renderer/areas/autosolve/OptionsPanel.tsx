import { useEffect, useState } from 'react';
import {
  AUTOSOLVE_FIELDS,
  DEFAULT_AUTOSOLVE_OPTIONS,
  PACE_FIELD,
  PaceSchema,
  checkOption,
  type AutoSolveOptions,
  type OptionField,
} from '../../../src-shared/autosolve/options';

/** What the status bar shows when the pointer is on no option (as in the original GUI). */
export const HOVER_HINT = 'Hover over a label for more information';

function fieldText(field: OptionField, options: AutoSolveOptions): string {
  return String(options[field.key]);
}

/**
 * The options with the labels users know from the original GUI and command line, each number
 * with its unit. Numbers are typed as text and checked on every keystroke: an out-of-range
 * value is shown in red with its reason, is not used nor saved, and `onValidity(false)` tells
 * the area to hold Go until it is fixed. A valid value goes to `onChange` (which saves it)
 * when the field is left or Enter is pressed, not on every keystroke. Hovering or focusing a
 * label shows its help in the status bar too.
 */
export function OptionsPanel({
  options,
  onChange,
  onHelp,
  onValidity,
  disabled,
}: {
  options: AutoSolveOptions;
  onChange: (patch: Partial<AutoSolveOptions>) => void;
  onHelp: (text: string | null) => void;
  /** Whether every field holds a valid value (so Go and Solve may use the options). */
  onValidity: (valid: boolean) => void;
  /** True while a run is going: options apply to the next run. */
  disabled: boolean;
}) {
  // Drafts hold what the user typed, valid or not; the saved options stay the last valid ones.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  useEffect(() => setDrafts({}), [options]);

  const errors: Record<string, string> = {};
  for (const field of AUTOSOLVE_FIELDS) {
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    const result = checkOption(field, draft);
    if (!result.ok) errors[field.key] = result.error;
  }

  const valid = Object.keys(errors).length === 0;
  useEffect(() => onValidity(valid), [valid, onValidity]);

  const edit = (field: OptionField, text: string) =>
    setDrafts((d) => ({ ...d, [field.key]: text }));

  /** Takes a typed value when it is valid: saved, and written back in its plain form. */
  const commit = (field: OptionField) => {
    const draft = drafts[field.key];
    if (draft === undefined) return;
    const result = checkOption(field, draft);
    if (!result.ok) return;
    if (result.value !== options[field.key]) onChange({ [field.key]: result.value });
    else
      setDrafts((d) => {
        const { [field.key]: _dropped, ...rest } = d;
        return rest;
      });
  };

  // The flag is shown too, so GUI users can move to the command line and back.
  const help = (field: OptionField) =>
    `${field.label}${field.flag ? ` (${field.flag})` : ''}: ${field.help}`;
  const isDefault =
    options.pace === DEFAULT_AUTOSOLVE_OPTIONS.pace &&
    AUTOSOLVE_FIELDS.every(
      (f) => options[f.key] === DEFAULT_AUTOSOLVE_OPTIONS[f.key] && drafts[f.key] === undefined,
    );
  const paceHelp = `${PACE_FIELD.label} (${PACE_FIELD.flag}): ${PACE_FIELD.help}`;

  return (
    <div className="as-options" role="group" aria-label="Solver options">
      {AUTOSOLVE_FIELDS.map((field) => {
        const id = `as-option-${field.key}`;
        const hover = {
          onMouseEnter: () => onHelp(help(field)),
          onMouseLeave: () => onHelp(null),
        };
        return (
          <div key={field.key}>
            {field.key === 'games' && <hr className="as-divider" />}
            <div className="as-option" data-testid={`option-${field.key}`}>
              <label htmlFor={id} title={help(field)} {...hover}>
                {field.label}
              </label>
              {field.kind === 'boolean' ? (
                <input
                  id={id}
                  type="checkbox"
                  checked={options[field.key] as boolean}
                  disabled={disabled}
                  title={help(field)}
                  onChange={(e) => onChange({ [field.key]: e.target.checked })}
                  onFocus={() => onHelp(help(field))}
                  onBlur={() => onHelp(null)}
                  {...hover}
                />
              ) : (
                // Text, not type="number": a number field hands over "" for "--2" or "abc",
                // and the error must name what was typed.
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  spellCheck={false}
                  value={drafts[field.key] ?? fieldText(field, options)}
                  disabled={disabled}
                  title={help(field)}
                  aria-invalid={errors[field.key] ? 'true' : 'false'}
                  aria-describedby={errors[field.key] ? `${id}-error` : undefined}
                  onChange={(e) => edit(field, e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') commit(field);
                  }}
                  onFocus={() => onHelp(help(field))}
                  onBlur={() => {
                    onHelp(null);
                    // A valid value is taken; an invalid one stays, marked, for fixing.
                    commit(field);
                  }}
                  {...hover}
                />
              )}
              {field.kind === 'integer' && <span className="as-option-unit">{field.unit}</span>}
              {errors[field.key] && (
                <div className="as-option-error" id={`${id}-error`} role="alert">
                  {errors[field.key]}
                </div>
              )}
            </div>
          </div>
        );
      })}
      <div className="as-option" data-testid="option-pace">
        <label
          htmlFor="as-option-pace"
          title={paceHelp}
          onMouseEnter={() => onHelp(paceHelp)}
          onMouseLeave={() => onHelp(null)}
        >
          {PACE_FIELD.label}
        </label>
        <select
          id="as-option-pace"
          value={options.pace}
          disabled={disabled}
          title={paceHelp}
          onChange={(e) => {
            const pace = PaceSchema.safeParse(e.target.value);
            if (pace.success) onChange({ pace: pace.data });
          }}
          onFocus={() => onHelp(paceHelp)}
          onBlur={() => onHelp(null)}
        >
          {PACE_FIELD.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="as-actions">
        <button
          type="button"
          className="as-button"
          disabled={disabled || isDefault}
          onClick={() => {
            setDrafts({});
            onChange({ ...DEFAULT_AUTOSOLVE_OPTIONS });
          }}
        >
          Reset to defaults
        </button>
      </div>
    </div>
  );
}
