import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value starts with: the format's version (a plain base32 key never has a dot). */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The second factor's keys at rest: AES-256-GCM (node:crypto) under a key derived from
 * SECOND_FACTOR_KEY, each value bound to its account (the additional data), so a database dump or a
 * row copied onto another account gives no usable key. `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(configuredKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', configuredKey, 'reto', 'second-factor secret at rest', 32));
  }

  seal(secret: string, userId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(userId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret of a sealed value; throws when it was not sealed with this key for this account. */
  open(sealed: string, userId: number): string {
    const [version, iv, data, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || !iv || !data || !tag || rest.length > 0) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(additionalData(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value is sealed (keys stored before sealing are plain base32). */
  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}.`);
  }
}

const additionalData = (userId: number) => Buffer.from(`second-factor:${String(userId)}`);
