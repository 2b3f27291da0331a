/** A money sheet's days, and whether a moment falls within them (the reader's time zone). */
export interface Period {
  /** First and last calendar day, YYYY-MM-DD, the reader's days. */
  from: string;
  to: string;
}

const dayStart = (day: string) => new Date(`${day}T00:00`).getTime();
export function nextDay(day: string) {
  const d = new Date(`${day}T12:00`);
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
/** Whether an ISO moment falls within the period's days (the reader's time zone). */
export const inPeriod = (at: string | undefined, { from, to }: Period) => {
  const time = Date.parse(at ?? '');
  return time >= dayStart(from) && time < dayStart(nextDay(to));
};
