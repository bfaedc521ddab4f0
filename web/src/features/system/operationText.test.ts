import { describe, expect, it } from 'vitest';
import { operationText } from './operationText';

describe('logged operations', () => {
  it('read as a sentence in the console language, from the contract', () => {
    expect(operationText('AdminMallConfigSaveUserRegisterGift', 'zh')).toBe('保存注册礼包');
    expect(operationText('AdminMallConfigSaveUserRegisterGift', 'en')).toBe('Save the register gift');
    expect(operationText('login', 'en')).toBe('Sign in');
    expect(operationText('migrate', 'zh')).toBe('执行数据库迁移');
  });

  it('show an unknown operation as logged', () => {
    expect(operationText('SomethingElse', 'zh')).toBe('SomethingElse');
  });
});
