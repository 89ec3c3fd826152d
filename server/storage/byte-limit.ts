import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './store.ts';

/** Passes bytes through, counting them; fails with FileTooLargeError the moment they pass `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;
  tooLarge = false;

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.tooLarge = true;
      done(new FileTooLargeError(this.maxBytes));
      return;
    }
    done(null, chunk);
  }
}
