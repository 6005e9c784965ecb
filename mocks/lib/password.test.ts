import { hashPassword, sha256Hex, verifyPassword } from './password';

describe('password hashing', () => {
  it('computes SHA-256 like the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('a'.repeat(1000))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    );
    expect(sha256Hex('Straße – ✓')).toHaveLength(64);
  });

  it('stores salt and hash, never the plain text, and verifies', () => {
    const hash = hashPassword('Password1');
    expect(hash).toMatch(/^sha256\$[0-9a-f]{16}\$[0-9a-f]{64}$/);
    expect(hash).not.toContain('Password1');
    expect(hashPassword('Password1')).not.toBe(hash); // random salt
    expect(verifyPassword('Password1', hash)).toBe(true);
    expect(verifyPassword('Password2', hash)).toBe(false);
    expect(verifyPassword('Password1', 'Password1')).toBe(false);
    expect(hashPassword('x', 'abc')).toBe(`sha256$abc$${sha256Hex('abcx')}`);
  });
});
