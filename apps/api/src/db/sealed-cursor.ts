import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Cursors whose content a client can neither read nor forge. A plain keyset cursor only names the last item a
 * reader was shown; a cursor that carries more (the bounds of a search's window of matches, which may be posts
 * this reader may not see) is sealed, so that it reveals nothing and the server reads back only what it wrote.
 */
export interface CursorSeal {
  seal(text: string): string;
  /** The text `seal` sealed, or undefined for anything else (altered, truncated, sealed with another key). */
  open(sealed: string): string | undefined;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a key derived (HKDF-SHA-256) from the auth secret for `purpose`: every instance of a
 * deployment opens the cursors of the others; another secret, or another purpose, opens none.
 */
export function createCursorSeal(secret: string, purpose: string): CursorSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, '', `escouade cursor: ${purpose}`, 32));
  // Each IV is unique under the key (what GCM requires) without asking the system for randomness at every
  // page: 8 random bytes drawn once, then a 4-byte counter (NIST SP 800-38D, 8.2.1), drawn again when the
  // counter wraps. Instances sharing the key draw their own 64 random bits.
  let ivPrefix = randomBytes(IV_BYTES - 4);
  let ivCounter = 0;
  const nextIv = () => {
    if (ivCounter === 2 ** 32) {
      ivPrefix = randomBytes(IV_BYTES - 4);
      ivCounter = 0;
    }
    const iv = Buffer.allocUnsafe(IV_BYTES);
    ivPrefix.copy(iv);
    iv.writeUInt32BE(ivCounter, IV_BYTES - 4);
    ivCounter += 1;
    return iv;
  };
  return {
    seal(text) {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== sealed) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
