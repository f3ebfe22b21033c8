import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { expectError, multipart, PNG_1X1, pngOfSize } from '../../../test/http.ts';
import { uploads } from '../../db/schema/index.ts';

/** Files found under a folder, recursively (what the storage actually wrote). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

describe('upload size limit (UPLOAD_MAX_MB=0.01, about 10 KB)', () => {
  const t = useTestApp({ UPLOAD_MAX_MB: '0.01' });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const { headers } = await createOwner(t.db, { user: { password: null } });
    for (const kind of ['image', 'file']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/upload/${kind}`,
        ...(await multipart([['file', { filename: 'grande.png', bytes: pngOfSize(20 * 1024), type: 'image/png' }]], headers)),
      });
      expectError(res, 413, 'PAYLOAD_TOO_LARGE', { message: 'El archivo o los datos enviados son demasiado grandes.' });
    }
    expect(await t.db.select().from(uploads)).toHaveLength(0);
    expect(filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses a workspace logo over the limit too', async () => {
    const { headers, workspace } = await createOwner(t.db, { user: { password: null } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${workspace.id}/upload`,
      ...(await multipart([['file', { filename: 'logo.png', bytes: pngOfSize(20 * 1024), type: 'image/png' }]], headers)),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('still accepts a small file', async () => {
    const { headers } = await createOwner(t.db, { user: { password: null } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      ...(await multipart([['file', { filename: 'chica.png', bytes: PNG_1X1, type: 'image/png' }]], headers)),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
