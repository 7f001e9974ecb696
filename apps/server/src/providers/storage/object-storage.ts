/**
 * Keeps files (complaint photos) by key. The folder under the data folder serves one machine; a real
 * object store (S3 and the like) replaces it behind this when several machines serve the API.
 */
export interface ObjectStorage {
  /** Writes the whole file, replacing one under the same key; a reader never sees half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

/** Keys are paths of plain names: letters, digits, '_' and '-', an extension at the end. */
const KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?$/;

export const checkStorageKey = (key: string) => {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
};
