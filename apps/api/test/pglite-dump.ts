/**
 * A PGlite data-folder dump (an uncompressed tar from `dumpDataDir('none')`) without the folders of
 * the databases a test never opens: `template0` and `template1` are 14.5 of its 43.6 MB, and every
 * API test file loads the dump into a fresh PGlite, which then took ~0.26 s longer (0.55 instead of
 * 0.81 s on a slow 2-core machine). PGlite serves one database per instance and the tests never
 * create another, so nothing reads those folders; the catalog still lists the databases.
 */
export function keepOnlyDatabase(tar: Buffer, databaseOid: number): Buffer {
  const other = (path: string) => {
    const match = /^\/base\/(\d+)(\/|$)/.exec(path);
    return match !== null && Number(match[1]) !== databaseOid;
  };
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start: number, length: number) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const type = String.fromCharCode(header[156]!);
    // Only plain files and folders are expected: anything else (long names, extended headers) would
    // need its own handling, so it stops the run instead of producing a broken dump.
    if (type !== '0' && type !== '5') throw new Error(`unexpected tar entry type "${type}" in the PGlite dump`);
    const prefix = field(345, 155);
    const path = `${prefix ? `${prefix}/` : ''}${field(0, 100)}`;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (!other(path)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}
