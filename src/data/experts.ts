/**
 * People listed in the experts directory (/experts/ and /experts/{slug}).
 *
 * To add someone: append `{slug, name, since}` with a kebab-case slug, the name they asked to
 * be listed under and the date (YYYY-MM-DD) they joined the directory. We publish nothing else
 * about the people here: no biography, employer or skills unless they send it to us. Contact
 * goes through the site's address (see `expertContactHref`). `npx vitest run src/data` checks
 * the records.
 */

export type Expert = {
  slug: string;
  name: string;
  /** Date the person was added to the directory, as YYYY-MM-DD. */
  since: string;
};

export const experts: readonly Expert[] = [
  {slug: 'stephen-sullivan', name: 'Stephen Sullivan', since: '2022-08-15'},
  {slug: 'mohit-yadav', name: 'Mohit Yadav', since: '2022-08-15'},
  {slug: 'yehor-misiats', name: 'Yehor Misiats', since: '2022-09-16'},
  {slug: 'benjamin-jameson', name: 'Benjamin Jameson', since: '2022-11-03'},
  {slug: 'karel-nagel', name: 'Karel Nagel', since: '2022-08-22'},
  {slug: 'alex-fernandez', name: 'Alex Fernandez', since: '2022-12-02'},
  {slug: 'matthew-mcgillivray', name: 'Matt McGillivray', since: '2023-01-30'},
  {slug: 'ray-lotmar', name: 'Ray Lotmar', since: '2023-01-30'},
  {slug: 'lorenzo-bertolini', name: 'Lorenzo Bertolini', since: '2023-03-14'},
  {slug: 'antoine-caron', name: 'Antoine Caron', since: '2023-03-17'},
  {slug: 'mickael-alves', name: 'Mickaël Alves', since: '2023-03-17'},
  {slug: 'pranav-kulkarni', name: 'Pranav Kulkarni', since: '2023-07-03'},
  {slug: 'rahul-bansal', name: 'Rahul Bansal', since: '2023-08-04'},
  {slug: 'pramod-kumar', name: 'Pramod Kumar', since: '2024-03-10'},
  {slug: 'ayush-soni', name: 'Ayush Soni', since: '2024-03-17'},
  {slug: 'andrei-terteci', name: 'Andrei Terteci', since: '2024-03-17'},
  {slug: 'sam-bowen-hughes', name: 'Sam Bowen Hughes', since: '2025-06-03'},
  {slug: 'iamshankhadeep', name: 'Shankhadeep Dey', since: '2021-02-13'},
  {slug: 'amir-tadrisi', name: 'Amir Tadrisi', since: '2025-01-01'},
  {slug: 'pablito-silva', name: 'Pablito Silva', since: '2026-02-13'},
  {slug: 'hai-nguyen', name: 'Hai Nguyen', since: '2026-04-02'},
  {slug: 'ashok-reddy', name: 'Ashok Reddy', since: '2026-04-30'},
  {slug: 'huang-chi-chang', name: 'Huang Chi Chang', since: '2026-05-05'},
];

export const CONTACT_EMAIL = 'hi@remotion.dev';

export function expertPagePath(expert: Pick<Expert, 'slug'>): string {
  return `/experts/${expert.slug}`;
}

/** A mailto link to the site's address with a subject naming the expert. */
export function expertContactHref(expert: Pick<Expert, 'name'>): string {
  const subject = `Remotion experts: I would like to get in touch with ${expert.name}`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** "August 2022", computed in UTC so the server and the browser always agree. */
export function formatSince(since: string): string {
  return new Intl.DateTimeFormat('en-US', {month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
    new Date(`${since}T00:00:00Z`),
  );
}

/** Up to two initials for the avatar drawn in place of a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The UTC calendar day of a date, as YYYY-MM-DD: the seed of the directory order. */
export function utcDayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 32-bit FNV-1a hash of a string. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Small seeded generator (mulberry32): the same seed always yields the same sequence. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Shuffles the list with a generator seeded by the day key, so nobody is always listed first:
 * the order is the same all day long and changes at midnight UTC.
 */
export function orderForDay<T>(items: readonly T[], dayKey: string): T[] {
  const random = seededRandom(hashString(dayKey));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
