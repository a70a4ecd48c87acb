/**
 * Prices of the company license as published by Remotion, in US dollars per month. The page
 * states the same figures in words; change both together.
 */
export const PRICES = {
  creatorSeat: 25,
  perRender: 0.01,
  automatorMinimum: 100,
  enterpriseFrom: 500,
  freeUpToPeople: 3,
} as const;

export const SEAT_RANGE = {min: 1, max: 50} as const;
export const RENDER_RANGE = {min: 1000, max: 100000, step: 1000} as const;

export type CompanyPlan = {
  seats: number;
  renders: number;
  includeCreators: boolean;
  includeAutomators: boolean;
};

export type CompanyQuote = {
  creators: number;
  automators: number;
  /** True when the automators line is raised to the monthly minimum. */
  minimumApplies: boolean;
  total: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Monthly cost of a company license for the chosen seats and renders. */
export function quoteCompanyLicense(plan: CompanyPlan): CompanyQuote {
  const seats = Math.round(clamp(plan.seats, SEAT_RANGE.min, SEAT_RANGE.max));
  const renders = Math.round(clamp(plan.renders, RENDER_RANGE.min, RENDER_RANGE.max));
  const creators = plan.includeCreators ? seats * PRICES.creatorSeat : 0;
  // Work in cents so that 0.01 × renders is exact.
  const usage = (renders * Math.round(PRICES.perRender * 100)) / 100;
  const minimumApplies = plan.includeAutomators && usage < PRICES.automatorMinimum;
  const automators = plan.includeAutomators ? Math.max(usage, PRICES.automatorMinimum) : 0;
  return {creators, automators, minimumApplies, total: creators + automators};
}

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const centsUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});
const count = new Intl.NumberFormat('en-US');

/** "$1,250" or "$1,250.50": whole dollars without decimals. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeUsd.format(amount) : centsUsd.format(amount);
}

export function formatCount(value: number): string {
  return count.format(value);
}
