/** The preview's settings as labelled form controls, one per Control of the definition. */
import React from 'react';
import type {Control, Settings, SettingValue} from './types';
import {numberLiteral} from './code';

type Props = {
  controls: readonly Control[];
  settings: Settings;
  onChange: (key: string, value: SettingValue) => void;
  /** Until the preview has hydrated, the server's controls would do nothing: they are disabled. */
  disabled: boolean;
  legend: string;
};

function Field({control, value, onChange}: {control: Control; value: SettingValue; onChange: Props['onChange']}) {
  const testId = `live-preview-control-${control.key}`;
  switch (control.type) {
    case 'range':
      return (
        <label className="lp-field">
          <span className="lp-name">{control.label}</span>
          <span className="lp-row">
            <input
              type="range"
              min={control.min}
              max={control.max}
              step={control.step}
              value={Number(value)}
              onChange={(event) => onChange(control.key, Number(event.target.value))}
              data-testid={testId}
            />
            <output aria-hidden="true">{numberLiteral(Number(value))}</output>
          </span>
        </label>
      );
    case 'select':
      return (
        <label className="lp-field">
          <span className="lp-name">{control.label}</span>
          <select value={String(value)} onChange={(event) => onChange(control.key, event.target.value)} data-testid={testId}>
            {control.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      );
    case 'toggle':
      return (
        <label className="lp-field lp-check">
          <input type="checkbox" checked={Boolean(value)} onChange={(event) => onChange(control.key, event.target.checked)} data-testid={testId} />
          <span className="lp-name">{control.label}</span>
        </label>
      );
    case 'color':
      return (
        <label className="lp-field">
          <span className="lp-name">{control.label}</span>
          <span className="lp-row">
            <input type="color" value={String(value)} onChange={(event) => onChange(control.key, event.target.value)} data-testid={testId} />
            <code aria-hidden="true">{String(value)}</code>
          </span>
        </label>
      );
  }
}

export default function Controls({controls, settings, onChange, disabled, legend}: Props) {
  if (controls.length === 0) return null;
  return (
    <fieldset className="lp-controls" disabled={disabled}>
      <legend>{legend}</legend>
      {controls.map((control) => (
        <Field key={control.key} control={control} value={settings[control.key]!} onChange={onChange} />
      ))}
    </fieldset>
  );
}
