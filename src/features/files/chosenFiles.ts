import { createFileRegistry } from '../../lib/fileRegistry';

/** The file chosen in the upload dialog (one at a time), keyed by the id the store's ChosenFile carries. */
export const chosenDocuments = createFileRegistry();
