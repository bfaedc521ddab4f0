import { describe, expect, it } from 'vitest';
import { greetingFor, type Greeting } from './greeting';

describe('greetingFor', () => {
  // Each boundary from both sides.
  const table: [number, Greeting][] = [
    [0, 'earlyMorning'],
    [7, 'earlyMorning'],
    [8, 'morning'],
    [11, 'morning'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ];

  it.each(table)('hour %i greets with %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
