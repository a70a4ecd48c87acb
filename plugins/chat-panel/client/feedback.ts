/**
 * Where answer feedback goes: the site's analytics when it is on (gtag), and a short list in
 * this browser's storage so a reader's own ratings survive a reload. Nothing else is sent.
 */
export type Feedback = {question: string; helpful: boolean; at: string};

const KEY = 'ask-ai-feedback';
const KEEP = 50;

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export function recordFeedback(question: string, helpful: boolean): void {
  const entry: Feedback = {question: question.slice(0, 200), helpful, at: new Date().toISOString()};
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    const list = Array.isArray(saved) ? (saved as Feedback[]) : [];
    window.localStorage.setItem(KEY, JSON.stringify([...list, entry].slice(-KEEP)));
  } catch {
    // Storage can be full or blocked; the thanks still shows.
  }
  window.gtag?.('event', 'ask_ai_feedback', {helpful, question: entry.question});
}
