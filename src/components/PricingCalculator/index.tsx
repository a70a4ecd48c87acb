import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import {formatCount, formatUsd, PRICES, quoteCompanyLicense, RENDER_RANGE, SEAT_RANGE} from './pricing';
import styles from './styles.module.css';

type SliderProps = {
  label: string;
  detail: string;
  value: number;
  min: number;
  max: number;
  step: number;
  enabled: boolean;
  onEnabled: (enabled: boolean) => void;
  onChange: (value: number) => void;
  display: string;
  amount: string;
  note?: string;
  testId: string;
};

function PriceLine({
  label,
  detail,
  value,
  min,
  max,
  step,
  enabled,
  onEnabled,
  onChange,
  display,
  amount,
  note,
  testId,
}: SliderProps) {
  const id = useId();
  return (
    <div className={clsx(styles.line, !enabled && styles.lineOff)}>
      <div className={styles.lineHead}>
        <label className={styles.include}>
          <input type="checkbox" checked={enabled} onChange={(event) => onEnabled(event.target.checked)} />
          <span>
            <strong>{label}</strong>
            <span className={styles.detail}>{detail}</span>
          </span>
        </label>
        <span className={styles.amount} data-testid={`${testId}-amount`}>
          {enabled ? amount : formatUsd(0)}
        </span>
      </div>
      <div className={styles.sliderRow}>
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={!enabled}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-valuetext={display}
          aria-label={label}
          data-testid={`${testId}-slider`}
        />
        <output htmlFor={id} className={styles.value}>
          {display}
        </output>
      </div>
      {note && enabled ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}

/** Monthly price of a company license, updated as the visitor moves the sliders. */
export default function PricingCalculator() {
  const [seats, setSeats] = useState(5);
  const [renders, setRenders] = useState(20000);
  const [includeCreators, setIncludeCreators] = useState(true);
  const [includeAutomators, setIncludeAutomators] = useState(true);
  const quote = quoteCompanyLicense({seats, renders, includeCreators, includeAutomators});
  // Marks the moment the sliders respond (after hydration), for tests and for styling hooks.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  return (
    <div
      className={styles.calculator}
      data-testid="pricing-calculator"
      data-interactive={interactive ? 'true' : undefined}
    >
      <PriceLine
        label="Creators"
        detail={`${formatUsd(PRICES.creatorSeat)} per seat per month`}
        value={seats}
        min={SEAT_RANGE.min}
        max={SEAT_RANGE.max}
        step={1}
        enabled={includeCreators}
        onEnabled={setIncludeCreators}
        onChange={setSeats}
        display={`${seats} ${seats === 1 ? 'seat' : 'seats'}`}
        amount={formatUsd(quote.creators)}
        testId="pricing-seats"
      />
      <PriceLine
        label="Automators"
        detail={`${formatUsd(PRICES.perRender)} per render, at least ${formatUsd(PRICES.automatorMinimum)} per month`}
        value={renders}
        min={RENDER_RANGE.min}
        max={RENDER_RANGE.max}
        step={RENDER_RANGE.step}
        enabled={includeAutomators}
        onEnabled={setIncludeAutomators}
        onChange={setRenders}
        display={`${formatCount(renders)} renders`}
        amount={formatUsd(quote.automators)}
        note={
          quote.minimumApplies
            ? `Below ${formatCount(PRICES.automatorMinimum / PRICES.perRender)} renders, the ${formatUsd(PRICES.automatorMinimum)} monthly minimum applies.`
            : undefined
        }
        testId="pricing-renders"
      />
      <div className={styles.total}>
        <span>Estimated total</span>
        <span className={styles.totalAmount} aria-live="polite" data-testid="pricing-total">
          {formatUsd(quote.total)}
          <small> / month</small>
        </span>
      </div>
    </div>
  );
}
