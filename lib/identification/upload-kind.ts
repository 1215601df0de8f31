import type { IdentificationMethod, UploadKind } from '@/lib/platform/content-api/schemas';

/** The two upload methods by the kind in their paths (/identification/{id|video}/…), as GET /identification/config names them. */
export const UPLOAD_METHOD: Record<UploadKind, IdentificationMethod> = { id: 'ID_UPLOAD', video: 'VIDEO' };

/** The kind a route's [kind] segment names, or undefined for anything else (a 404). */
export const uploadKindOf = (value: unknown): UploadKind | undefined => (value === 'id' || value === 'video' ? value : undefined);
