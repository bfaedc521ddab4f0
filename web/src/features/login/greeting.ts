export type Greeting = 'earlyMorning' | 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * Before 8 early morning; up to 11 morning; up to 13 noon; before 18 afternoon;
 * otherwise evening. `hour` is 0-23 (Date#getHours).
 */
export function greetingFor(hour: number): Greeting {
  if (hour < 8) return 'earlyMorning';
  if (hour <= 11) return 'morning';
  if (hour <= 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
