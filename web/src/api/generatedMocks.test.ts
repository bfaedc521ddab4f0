import { describe, expect, it } from 'vitest';
import { GENERATED_MOCKS, generatedHandlers } from './generatedMocks';

// Every folder orval writes MSW handlers into (one per contract area).
const generatedAreas = Object.keys(import.meta.glob('./generated/*/*.msw.ts'))
  .map((path) => path.split('/')[2])
  .sort();

describe('generated MSW handlers', () => {
  it('lists every generated area, and only those', () => {
    expect(generatedAreas.length).toBeGreaterThan(0);
    expect(Object.keys(GENERATED_MOCKS).sort()).toEqual(generatedAreas);
  });

  it('answers every path of every area', () => {
    const counts = Object.values(GENERATED_MOCKS).map((handlers) => handlers().length);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(generatedHandlers()).toHaveLength(counts.reduce((a, b) => a + b, 0));
  });
});
