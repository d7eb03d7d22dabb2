/**
 * Reads all of standard input as text. As a stream: a synchronous read of a pipe fails with
 * EAGAIN when the writer is slower than the reader.
 */
export async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
