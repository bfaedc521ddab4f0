import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../api/permissions.gen';
import { messages } from './messages';

/** The group of a code as the server forms it: its first part that is not a verb. */
const groupOf = (code: string) => code.split(':').find((p) => !['read', 'write', 'delete'].includes(p)) ?? code;

describe('permission groups', () => {
  const groups = [...new Set(PERMISSION_CODES.map(groupOf))];

  it('finds the groups of every area', () => {
    expect(groups).toEqual(expect.arrayContaining(['system', 'goods', 'order', 'aftersale', 'cash', 'stats']));
  });

  it.each(['zh', 'en'] as const)('titles every group in %s', (lang) => {
    const titles = messages[lang].role.group as Record<string, string>;
    expect(groups.filter((g) => !titles[g])).toEqual([]);
  });
});
