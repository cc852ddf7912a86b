import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Cursors a client cannot forge. A plain keyset cursor only names the last item a reader was shown, and any
 * position it names reads the same as paging there. A cursor whose positions decide what a page reads beyond
 * that (where a search's window of matches starts and ends) is signed: readable, since it names only what the
 * reader may see, but read back only as the server wrote it. One that would name something the reader may not
 * see is sealed: it reveals nothing, and is read back only as written.
 */
export interface CursorSeal {
  /**
   * `context` (what the cursor is for: a search's words) is bound to it but not written in it: `open` and
   * `verify` read it back only with the same context.
   */
  seal(text: string, context?: string): string;
  /** The text `seal` sealed, or undefined for anything else (altered, truncated, sealed with another key). */
  open(sealed: string, context?: string): string | undefined;
  /** `text`, a dot and its tag (HMAC-SHA-256, 128 bits): `text` stays readable. */
  sign(text: string, context?: string): string;
  /** The text `sign` signed, or undefined for anything else. */
  verify(signed: string, context?: string): string | undefined;
}

/** `seal` with every cursor bound to `context` (see `CursorSeal`). */
export function cursorSealFor(seal: CursorSeal, context: string): CursorSeal {
  return {
    seal: (text) => seal.seal(text, context),
    open: (sealed) => seal.open(sealed, context),
    sign: (text) => seal.sign(text, context),
    verify: (signed) => seal.verify(signed, context),
  };
}

/** A tag as `sign` writes it: 16 bytes in base64url. */
const TAG_TEXT = /^[\w-]{22}$/;
/** Tags computed, kept by their text: a page handed out again (page 1 of a kept search) is not signed again. */
const TAGS_KEPT = 10_000;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for sealing and HMAC-SHA-256 for signing, each with its own key derived (HKDF-SHA-256) from the
 * auth secret for `purpose`: every instance of a deployment reads the cursors of the others; another secret, or
 * another purpose, reads none.
 */
export function createCursorSeal(secret: string, purpose: string): CursorSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, '', `escouade cursor: ${purpose}`, 32));
  const tagKey = Buffer.from(hkdfSync('sha256', secret, '', `escouade cursor tag: ${purpose}`, 32));
  // The context first, with its length: no text and context can pass for another pair.
  const tagged = (text: string, context: string) => `${context.length}:${context}:${text}`;
  const computeTag = (input: string) =>
    createHmac('sha256', tagKey).update(input, 'utf8').digest().subarray(0, 16).toString('base64url');
  const tags = new Map<string, string>();
  const tagOf = (input: string): string => {
    let tag = tags.get(input);
    if (tag === undefined) {
      tag = computeTag(input);
      if (tags.size >= TAGS_KEPT) tags.clear();
      tags.set(input, tag);
    }
    return tag;
  };
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
    sign(text, context = '') {
      return `${text}.${tagOf(tagged(text, context))}`;
    },
    verify(signed, context = '') {
      const dot = signed.lastIndexOf('.');
      const given = signed.slice(dot + 1);
      if (dot === -1 || !TAG_TEXT.test(given)) return undefined;
      const text = signed.slice(0, dot);
      // Only what this instance signed is kept: texts sent by anyone else cannot push its tags out.
      const input = tagged(text, context);
      const expected = tags.get(input) ?? computeTag(input);
      return timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? text : undefined;
    },
    seal(text, context = '') {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed, context = '') {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== sealed) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
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
