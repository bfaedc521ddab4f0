import { OPERATION_SUMMARIES } from '../../api/operations.gen';

/** Operations the log names that are not operations of the contract. */
const OTHERS: Record<string, { en: string; zh: string }> = {
  migrate: { en: 'Apply a database migration', zh: '执行数据库迁移' },
};

/**
 * What a logged operation did, as a sentence in the console's language (from the contract's
 * summaries); an operation the console does not know reads as logged.
 */
export function operationText(operation: string, language: string): string {
  const key = operation.charAt(0).toUpperCase() + operation.slice(1);
  const s = OPERATION_SUMMARIES[key] ?? OTHERS[operation];
  if (!s) return operation;
  return language.startsWith('zh') ? s.zh : s.en;
}
