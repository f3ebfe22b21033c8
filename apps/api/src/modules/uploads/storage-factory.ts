import type { AppConfig } from '../../config.ts';
import { s3Storage } from './s3-storage.ts';
import { localStorage, type Storage } from './storage.ts';

export function createStorage(config: AppConfig['storage']): Storage {
  return config.driver === 's3' ? s3Storage(config) : localStorage(config.dir);
}
