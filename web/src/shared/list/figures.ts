/**
 * How exactly a list's answer counted its figures. A filtered list counts its matches up to
 * the server's count cap: then `exact` is false, `countCap` is the cap, and every figure
 * equal to it means "that many or more". Answers without `exact` (lists that are not paged)
 * count exactly.
 */
export interface Counted {
  exact?: boolean;
  countCap?: number;
}

const grouped = new Intl.NumberFormat('en-US');

/** Whether `n` is only a lower bound: the answer stopped counting at its cap and `n` reached it. */
export function isBounded(n: number, answer: Counted | undefined): boolean {
  return answer?.exact === false && answer.countCap !== undefined && n >= answer.countCap;
}

/** A figure of a list as the console shows it: grouped thousands, and `1,000+` for a lower bound. */
export function figure(n: number, answer?: Counted): string {
  return isBounded(n, answer) ? `${grouped.format(answer?.countCap ?? n)}+` : grouped.format(n);
}
