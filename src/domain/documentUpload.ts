import { DEFAULT_UPLOAD_TYPES, type FileRules } from './fileTypes';

/** The largest document accepted (issue 10): 25 MiB. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** Spec §5 generic upload: the default types, one file at a time. */
export const documentUploadRules: FileRules = { types: DEFAULT_UPLOAD_TYPES, maxBytes: MAX_DOCUMENT_BYTES, maxCount: 1 };
