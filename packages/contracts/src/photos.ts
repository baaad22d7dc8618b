import { z } from 'zod';

/**
 * A photo a member or a visitor attaches (a review's, a group post's): uploaded once as multipart to
 * `uploadPath`, kept a few minutes under the `uploadId` it answers, then named by that id in the form
 * that uses it; the owning service re-encodes it (DECISIONS.md 3 "Uploads").
 */
export const PhotoConstants = {
  /** A photo as uploaded: at most 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** The stored photo's longest side, after re-encoding. */
  maxPixels: 1600,
  /** The stored (re-encoded) photo must travel in one NATS reply (1 MB, base64 adds a third). */
  maxStoredBytes: 600 * 1024,
  /** The photo types accepted, decided from the bytes. */
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** Where a photo is uploaded (multipart, one file named `photo`). */
  uploadPath: '/api/uploads/photos',
  /** The multipart field that carries it. */
  uploadField: 'photo',
} as const;

export const PhotoMessages = {
  tooLarge: 'La imagen no puede superar los 5 MB',
  typeRefused: 'La imagen debe ser JPEG, PNG o WebP',
  tooDetailed: 'La imagen sigue siendo demasiado pesada después de comprimirla. Prueba con otra foto.',
  unreadable: 'No pudimos leer la imagen. Prueba con otra foto JPEG, PNG o WebP.',
  expired: 'La imagen ya no está disponible. Vuelve a adjuntarla.',
  notFound: 'Foto no encontrada',
  onlyOne: 'Solo se puede adjuntar una imagen',
  missing: 'Adjunta una imagen JPEG, PNG o WebP en el campo «photo».',
} as const;

/** The claim-check key of an uploaded photo (the bytes travel through Redis, not NATS). */
export const UploadKeySchema = z.string().regex(/^[0-9a-f]{32}$/, PhotoMessages.expired);

/** What `POST /api/uploads/photos` answers: the id the form then sends instead of the bytes. */
export interface PhotoUploadDto {
  uploadId: string;
}

/** A stored photo as a service answers it: its bytes in base64 (they fit one NATS reply: see maxStoredBytes). */
export interface StoredPhotoDto {
  contentType: string;
  dataBase64: string;
}

/** A stored photo as a client shows it: where, and its size (the page keeps its place while it loads). */
export interface PhotoRefDto {
  url: string;
  width: number;
  height: number;
}
