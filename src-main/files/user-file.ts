/**
 * Files a person names (on the command line, in an Open dialog): read and written through
 * these few functions, so every problem with one is said the same way, naming the path, in
 * words and not as an errno code: `cannot read /tmp: it is a folder, not a file`,
 * `cannot write /nonexistent/ov.png: there is no folder /nonexistent`.
 */
import { readFileSync, statSync, type ReadStream } from 'node:fs';
import { mkdir, open, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file that cannot be read or written; the message names it and says why. */
export class FileProblem extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message);
    this.name = 'FileProblem';
  }
}

type Doing = 'read' | 'write';

/** Why `file` could not be read or written, in words, from the error Node gave. */
export function fileProblem(error: unknown, file: string, doing: Doing): FileProblem {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const why = reasonOf(code, file, doing);
  return new FileProblem(`cannot ${doing} ${file}: ${why}`, file);
}

function reasonOf(code: string | undefined, file: string, doing: Doing): string {
  switch (code) {
    case 'ENOENT':
      return doing === 'read' ? 'no such file' : `there is no folder ${path.dirname(file)}`;
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'the disk is full';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'ELOOP':
      return 'too many symbolic links';
    default:
      return code ? `the system refused (${code})` : 'the system refused';
  }
}

/** Throws unless `file` is a regular file (a folder or a device is refused by name). */
function checkRegular(isFile: boolean, isDirectory: boolean, file: string): void {
  if (isDirectory) throw new FileProblem(`cannot read ${file}: it is a folder, not a file`, file);
  if (!isFile) throw new FileProblem(`cannot read ${file}: it is not a regular file`, file);
}

/** The whole of a named file, as text (UTF-8) or bytes. */
export async function readUserFile(file: string): Promise<Buffer>;
export async function readUserFile(file: string, encoding: 'utf8'): Promise<string>;
export async function readUserFile(file: string, encoding?: 'utf8'): Promise<Buffer | string> {
  try {
    const info = await stat(file);
    checkRegular(info.isFile(), info.isDirectory(), file);
    return encoding ? await readFile(file, encoding) : await readFile(file);
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw fileProblem(error, file, 'read');
  }
}

/** `readUserFile` as text, synchronously (the terminal game reads its `-f FILE` so). */
export function readUserFileSync(file: string): string {
  try {
    const info = statSync(file);
    checkRegular(info.isFile(), info.isDirectory(), file);
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw fileProblem(error, file, 'read');
  }
}

/** The first `bytes` bytes of a named file (fewer when it is shorter). */
export async function readUserFileStart(file: string, bytes: number): Promise<Uint8Array> {
  let handle;
  try {
    handle = await open(file, 'r');
    const info = await handle.stat();
    checkRegular(info.isFile(), info.isDirectory(), file);
    const buffer = new Uint8Array(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw fileProblem(error, file, 'read');
  } finally {
    await handle?.close();
  }
}

/** A stream over a named file, opened (and checked to be a file) before it is returned. */
export async function openUserFileStream(file: string): Promise<ReadStream> {
  let handle;
  try {
    handle = await open(file, 'r');
    const info = await handle.stat();
    checkRegular(info.isFile(), info.isDirectory(), file);
    return handle.createReadStream({ autoClose: true });
  } catch (error) {
    await handle?.close();
    if (error instanceof FileProblem) throw error;
    throw fileProblem(error, file, 'read');
  }
}

/** Writes a named file, replacing it. */
export async function writeUserFile(file: string, data: string | Uint8Array): Promise<void> {
  try {
    await writeFile(file, data);
  } catch (error) {
    throw fileProblem(error, file, 'write');
  }
}

/**
 * Whether `file` could be written, without writing it: its folder exists and is a folder,
 * and the name is not a folder. For commands that write a file only at the end of long work.
 */
export async function checkWritable(file: string): Promise<void> {
  const folder = path.dirname(file);
  let info;
  try {
    info = await stat(folder);
  } catch (error) {
    throw fileProblem(error, file, 'write');
  }
  if (!info.isDirectory()) {
    throw new FileProblem(`cannot write ${file}: ${folder} is not a folder`, file);
  }
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory()) {
    throw new FileProblem(`cannot write ${file}: it is a folder, not a file`, file);
  }
}

/** Makes a named folder (and the folders above it) unless it is there already. */
export async function makeUserFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? 'a file of that name (or above it) is in the way'
        : reasonOf(code, folder, 'write');
    throw new FileProblem(`cannot make the folder ${folder}: ${why}`, folder);
  }
}
