import { JSEncrypt } from 'jsencrypt';

export interface Credentials {
  username: string;
  password: string;
}

// jsencrypt's RSA primitive takes a padding function that must return its own BigInteger type.
type RsaKey = ReturnType<JSEncrypt['getKey']>;
type Padding = NonNullable<Parameters<RsaKey['encrypt']>[1]>;
type BigInteger = ReturnType<Padding>;
type BigIntegerClass = new (value: string, radix: number) => BigInteger;

/** PKCS#1 v1.5 needs 11 bytes of every block for its padding. */
const PADDING_BYTES = 11;

/**
 * The sign-in payload of the contract's LoginRequest.encrypted: the UTF-8 bytes of
 * `{"username","password"}` in chunks of (key bytes − 11), each chunk RSA PKCS#1 v1.5
 * encrypted with the server's PEM public key, the blocks (each exactly key-bytes long)
 * concatenated and base64 encoded.
 *
 * jsencrypt's own encrypt() pads a JS string and re-encodes it itself (astral characters
 * wrongly, and it cannot take a chunk that ends inside a character), so the padding is done
 * here on bytes and jsencrypt only does the modular exponentiation.
 */
export function encryptCredentials(credentials: Credentials, publicKeyPem: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const key = encryptor.getKey();
  // The modulus is the one member the typings hide; its class is the BigInteger we must build.
  const modulus = (key as unknown as { n?: BigInteger & { bitLength(): number } }).n;
  if (!modulus) throw new Error('invalid RSA public key');
  const BigIntegerCtor = modulus.constructor as BigIntegerClass;
  const keyBytes = (modulus.bitLength() + 7) >> 3;
  const chunkBytes = keyBytes - PADDING_BYTES;

  const message = new TextEncoder().encode(
    JSON.stringify({ username: credentials.username, password: credentials.password }),
  );
  const blocks = Math.ceil(message.length / chunkBytes);
  const cipher = new Uint8Array(blocks * keyBytes);
  for (let block = 0; block < blocks; block++) {
    const chunk = message.subarray(block * chunkBytes, (block + 1) * chunkBytes);
    const hex = key.encrypt('', (_text, size) => new BigIntegerCtor(toHex(padType2(chunk, size)), 16));
    if (!hex) throw new Error('RSA encryption failed');
    // Left-pad: a block whose value starts with zero bytes comes back shorter.
    cipher.set(fromHex(hex.padStart(keyBytes * 2, '0')), block * keyBytes);
  }
  return toBase64(cipher);
}

/** EM = 0x00 || 0x02 || PS (non-zero random, ≥ 8 bytes) || 0x00 || M  (RFC 8017 §7.2.1). */
function padType2(message: Uint8Array, size: number): Uint8Array {
  const block = new Uint8Array(size);
  block[1] = 0x02;
  const filler = block.subarray(2, size - message.length - 1);
  crypto.getRandomValues(filler);
  for (let i = 0; i < filler.length; i++) {
    while (filler[i] === 0) filler[i] = crypto.getRandomValues(new Uint8Array(1))[0];
  }
  block.set(message, size - message.length);
  return block;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
