import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptCredentials } from './encryptCredentials';

/**
 * Decrypts the way the server does: base64, blocks of key size, RSA PKCS#1 v1.5 each,
 * plaintexts concatenated. Node 20 refuses RSA_PKCS1_PADDING in privateDecrypt
 * (CVE-2023-46809), so the raw RSA step runs with RSA_NO_PADDING and the PKCS#1 v1.5
 * type-2 padding is checked and removed here, which also checks the padding itself.
 */
function serverDecrypt(payload: string, privateKey: KeyObject, keyBytes: number): string {
  const cipher = Buffer.from(payload, 'base64');
  expect(cipher.length % keyBytes).toBe(0);
  const parts: Buffer[] = [];
  for (let offset = 0; offset < cipher.length; offset += keyBytes) {
    const block = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      cipher.subarray(offset, offset + keyBytes),
    );
    expect(block.length).toBe(keyBytes);
    expect([block[0], block[1]]).toEqual([0x00, 0x02]);
    const separator = block.indexOf(0x00, 2);
    expect(separator).toBeGreaterThanOrEqual(2 + 8); // at least 8 non-zero padding bytes
    parts.push(block.subarray(separator + 1));
  }
  return Buffer.concat(parts).toString('utf8');
}

describe.each([1024, 2048])('encryptCredentials with a %i-bit key', (bits) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const keyBytes = bits / 8;

  it('round-trips a short payload in one block', () => {
    const payload = encryptCredentials({ username: 'admin', password: '123456' }, pem);
    expect(Buffer.from(payload, 'base64')).toHaveLength(keyBytes);
    expect(JSON.parse(serverDecrypt(payload, privateKey, keyBytes))).toEqual({
      username: 'admin',
      password: '123456',
    });
  });

  it('splits a long payload into (key bytes - 11) chunks', () => {
    const password = 'p'.repeat(200);
    const json = JSON.stringify({ username: 'admin', password });
    const blocks = Math.ceil(Buffer.byteLength(json) / (keyBytes - 11));
    const payload = encryptCredentials({ username: 'admin', password }, pem);
    expect(Buffer.from(payload, 'base64')).toHaveLength(blocks * keyBytes);
    expect(serverDecrypt(payload, privateKey, keyBytes)).toBe(json);
  });

  it('keeps multi-byte characters intact across chunk boundaries', () => {
    // 3- and 4-byte UTF-8 characters, long enough that some straddle a chunk border.
    const password = '密码🔑'.repeat(40);
    const payload = encryptCredentials({ username: '管理员', password }, pem);
    expect(JSON.parse(serverDecrypt(payload, privateKey, keyBytes))).toEqual({ username: '管理员', password });
  });

  it('gives different ciphertexts for the same input (random padding)', () => {
    const credentials = { username: 'admin', password: '123456' };
    expect(encryptCredentials(credentials, pem)).not.toBe(encryptCredentials(credentials, pem));
  });
});

it('rejects a key that is not a PEM public key', () => {
  expect(() => encryptCredentials({ username: 'a', password: 'b' }, 'not a key')).toThrow('invalid RSA public key');
});
